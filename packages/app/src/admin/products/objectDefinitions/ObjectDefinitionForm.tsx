import {
  CONTROL_TYPES,
  type ControlType,
  type ObjectAttributes,
  type ObjectDefinition,
  type ObjectType,
} from '@coverline/engine';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../api/objectCatalog.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { FormTextField } from '../../../pages/FormTextField.js';
import { IconPicker } from '../../common/IconPicker.js';
import { TranslatableNameField } from '../../common/TranslatableNameField.js';
import { ConditionField } from '../condition/ConditionField.js';
import type { ConditionFieldOption } from '../condition/conditionFieldOptions.js';
import { COLUMN_BOUNDS } from '../../common/definitionSchemaRules.js';
import { setUniqueFieldsConstraint, uniqueConstraintCandidates } from './objectFieldChanges.js';
import { isPredefinedObjectType } from './objectTypes.js';
import { SUMMARY_EXAMPLE } from '../summaryExample.js';

export interface ObjectDefinitionFormProps {
  object: ObjectDefinition;
  onChange: (object: ObjectDefinition) => void;
  /** Messages by input (`key`, `columns`), already in the interface language. */
  messagesOf: (input: string) => string[];
  conditionFields: readonly ConditionFieldOption[];
  /** Enrichment objects to choose from, by key. */
  enrichments: readonly { key: string; name?: string; translations?: Partial<Record<string, string>> }[];
  /** The object types to choose from; absent when the type is fixed. */
  objectTypes?: readonly ObjectType[];
  readOnly?: boolean;
}

/** A number input's value: blank is "not set". */
const countOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The object definition's own attributes: name, key, object type, enrichment, control
 * type, summary template, icon, element bounds of a repeated object, columns, the unique-fields constraint of a
 * predefined type, and the display condition.
 */
export function ObjectDefinitionForm({
  object,
  onChange,
  messagesOf,
  conditionFields,
  enrichments,
  objectTypes,
  readOnly = false,
}: ObjectDefinitionFormProps) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { locale } = useLocale();
  const setAttributes = (change: Partial<ObjectAttributes>) =>
    onChange({ ...object, attributes: { ...object.attributes, ...change } });
  const repeated = object.attributes.controlType === 'MULTIPLE_OBJECTS';
  const candidates = uniqueConstraintCandidates(object.fields);
  const fieldName = (key: string) => {
    const field = object.fields.find((each) => each.key === key);
    return field === undefined ? key : displayName(field, locale);
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
    >
      <TranslatableNameField
        label={t('objectDefinition.name')}
        value={{ name: object.name, translations: object.translations ?? {} }}
        onChange={({ name, translations }) => onChange({ ...object, name, translations })}
        messages={messagesOf('name')}
        disabled={readOnly}
        required
      />
      <FormTextField
        label={t('objectDefinition.key')}
        value={object.key}
        onChange={(event) => onChange({ ...object, key: event.target.value })}
        messages={messagesOf('key')}
        disabled={readOnly}
        required
      />
      <FormTextField
        select
        label={t('objectDefinition.objectType')}
        value={object.objectType}
        onChange={(event) => onChange({ ...object, objectType: event.target.value as ObjectType })}
        messages={messagesOf('objectType')}
        disabled={readOnly || objectTypes === undefined}
      >
        {(objectTypes ?? [object.objectType]).map((type) => (
          <MenuItem key={type} value={type}>
            {t(`classifiers:objectTypes.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        select
        label={t('objectDefinition.controlType')}
        value={object.attributes.controlType}
        onChange={(event) => setAttributes({ controlType: event.target.value as ControlType })}
        messages={messagesOf('controlType')}
        disabled={readOnly}
      >
        {CONTROL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`objectDefinition.controlTypes.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <IconPicker
        label={t('objectDefinition.icon')}
        value={object.iconName}
        onChange={(iconName) => onChange({ ...object, iconName })}
        messages={messagesOf('iconName')}
        disabled={readOnly}
      />
      <FormTextField
        label={t('objectDefinition.columns')}
        type="number"
        value={object.attributes.columns ?? ''}
        onChange={(event) => setAttributes({ columns: countOf(event.target.value) })}
        messages={messagesOf('columns')}
        disabled={readOnly}
        slotProps={{ htmlInput: { min: COLUMN_BOUNDS.min, max: COLUMN_BOUNDS.max, step: 1 } }}
      />
      {repeated && (
        <FormTextField
          label={t('objectDefinition.minElements')}
          type="number"
          value={object.attributes.minElements ?? ''}
          onChange={(event) => setAttributes({ minElements: countOf(event.target.value) })}
          messages={messagesOf('minElements')}
          disabled={readOnly}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      )}
      {repeated && (
        <FormTextField
          label={t('objectDefinition.maxElements')}
          type="number"
          value={object.attributes.maxElements ?? ''}
          onChange={(event) => setAttributes({ maxElements: countOf(event.target.value) })}
          messages={messagesOf('maxElements')}
          disabled={readOnly}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      )}
      <FormTextField
        select
        label={t('objectDefinition.enrichment')}
        value={object.attributes.enrichment ?? ''}
        onChange={(event) =>
          setAttributes({ enrichment: event.target.value === '' ? undefined : event.target.value })
        }
        messages={messagesOf('enrichment')}
        disabled={readOnly}
      >
        <MenuItem value="">{t('objectDefinition.noEnrichment')}</MenuItem>
        {enrichments.map((enrichment) => (
          <MenuItem key={enrichment.key} value={enrichment.key}>
            {displayName(enrichment, locale)}
          </MenuItem>
        ))}
      </FormTextField>
      {isPredefinedObjectType(object.objectType) && (
        <FormTextField
          select
          label={t('objectDefinition.uniqueFieldsConstraint')}
          value={object.attributes.uniqueFieldsConstraint ?? []}
          onChange={(event) =>
            onChange(setUniqueFieldsConstraint(object, event.target.value as unknown as string[]))
          }
          messages={messagesOf('uniqueFieldsConstraint')}
          hint={t('objectDefinition.uniqueFieldsHint')}
          disabled={readOnly}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (selected as string[]).map(fieldName).join(', '),
            },
          }}
        >
          {candidates.map((field) => (
            <MenuItem key={field.key} value={field.key}>
              <Checkbox checked={object.attributes.uniqueFieldsConstraint?.includes(field.key) ?? false} />
              <ListItemText primary={displayName(field, locale)} />
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 3' }, display: 'grid', gap: 2 }}>
        <FormTextField
          label={t('objectDefinition.summaryTemplate')}
          value={object.attributes.summaryTemplate ?? ''}
          onChange={(event) =>
            setAttributes({ summaryTemplate: event.target.value === '' ? undefined : event.target.value })
          }
          messages={messagesOf('summaryTemplate')}
          hint={t('objectDefinition.summaryTemplateHint', { example: SUMMARY_EXAMPLE })}
          disabled={readOnly}
        />
        <ConditionField
          label={t('objectDefinition.displayCondition')}
          value={object.attributes.displayCondition ?? ''}
          onChange={(text) => setAttributes({ displayCondition: text === '' ? undefined : text })}
          fields={conditionFields}
          owner={displayName(object, locale) || t('objectDefinition.newObject')}
          disabled={readOnly}
        />
      </Box>
    </Box>
  );
}
