import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FIELD_TYPES, FORMULA_MAX_LENGTH, PARTY_TYPES, UNIT_OF_MEASURE_SIDES } from '@coverline/engine';
import type { FieldDefinition, FieldType, LookupValue, ObjectDefinition, PartyType } from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../api/objectCatalog.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { FormTextField } from '../../../pages/FormTextField.js';
import { IconPicker } from '../../common/IconPicker.js';
import { TranslatableNameField } from '../../common/TranslatableNameField.js';
import { ConditionField } from '../condition/ConditionField.js';
import type { ConditionFieldOption } from '../condition/conditionFieldOptions.js';
import { useValidationText } from '../useValidationText.js';
import { DateDefaultFields } from './DateDefaultFields.js';
import { DefaultValueInput } from './DefaultValueInput.js';
import { fieldDefinitionOf, fieldForm, type FieldForm } from './fieldForm.js';
import { fieldFormErrors } from './fieldFormErrors.js';
import type { FormulaContext } from './formulaProblem.js';
import { fieldTypeAttributes } from './fieldTypeAttributes.js';
import { NumericAttributeFields } from './NumericAttributeFields.js';
import { SUMMARY_EXAMPLE } from '../summaryExample.js';

/** A lookup the field can take its values from. */
export interface LookupChoice {
  id: string;
  name?: string;
  translations?: Partial<Record<string, string>>;
  values?: LookupValue[];
}

export interface FieldDefinitionDialogProps {
  open: boolean;
  /** The field to edit; none adds a new field. */
  field: FieldDefinition | undefined;
  /** Keys of the object's other fields, which the key may not repeat. */
  otherKeys: readonly string[];
  /** The fields its display condition may test. */
  conditionFields: readonly ConditionFieldOption[];
  /** Object definitions (with an id) that an Object field may reference. */
  references: readonly ObjectDefinition[];
  lookups: readonly LookupChoice[];
  /** The objects a formula may read (the field's own object by key among them); without it no formula check. */
  formulaContext?: FormulaContext;
  /** The field view of a locked version: everything shown, nothing editable. */
  readOnly?: boolean;
  onSave: (field: FieldDefinition) => void;
  onClose: () => void;
}

/**
 * The field definition dialog: every attribute of a field, those of its type only, with
 * the attribute rules checked on save. Read-only, it is the field view of a locked version.
 */
export function FieldDefinitionDialog({ open, ...props }: FieldDefinitionDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Mounted only while open, so that every opening starts from the field as given.
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {open && <FieldDefinitionForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function FieldDefinitionForm({
  field,
  otherKeys,
  conditionFields,
  references,
  lookups,
  formulaContext,
  readOnly = false,
  onSave,
  onClose,
  titleId,
}: Omit<FieldDefinitionDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { locale } = useLocale();
  const validationText = useValidationText('fieldDefinition');
  const [form, setForm] = useState<FieldForm>(() => fieldForm(field));
  const [submitted, setSubmitted] = useState(false);
  const errors = fieldFormErrors(form, {
    otherKeys,
    ...(formulaContext ? { formulas: { ...formulaContext, previousKey: field?.key } } : {}),
  });
  const applies = fieldTypeAttributes(form.fieldType);
  const messagesOf = (path: string) => (submitted ? validationText(errors[path]) : []);
  const update = (change: Partial<FieldForm>) => setForm((old) => ({ ...old, ...change }));
  const disabled = readOnly;
  const lookup = lookups.find((each) => each.id === form.lookupId);

  const save = (event: FormEvent) => {
    event.preventDefault();
    // A dialog opened from this one (translations) submits its own form through the React tree.
    if (event.target !== event.currentTarget) return;
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onSave(fieldDefinitionOf(form));
  };
  const flag = (name: keyof FieldForm & string, label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={form[name] as boolean}
          onChange={(event) => update({ [name]: event.target.checked })}
          disabled={disabled}
        />
      }
      label={label}
    />
  );
  const title = readOnly
    ? t('fieldDefinition.viewTitle', { name: displayName(form.name, locale) })
    : field === undefined
      ? t('fieldDefinition.addTitle')
      : t('fieldDefinition.editTitle', { name: field.name });

  return (
    // A flex column like the dialog's paper, so that the content scrolls between a fixed title and actions.
    <Box
      component="form"
      noValidate
      onSubmit={save}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {submitted && Object.keys(errors).length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('fieldDefinition.fixErrors')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            label={t('fieldDefinition.key')}
            value={form.key}
            onChange={(event) => update({ key: event.target.value })}
            messages={messagesOf('key')}
            hint={form.predefined ? t('fieldDefinition.predefinedKey') : undefined}
            disabled={disabled || form.predefined}
            required
            autoFocus={!readOnly && field === undefined}
          />
          <FormTextField
            label={t('fieldDefinition.mirrorKey')}
            value={form.mirrorKey}
            onChange={(event) => update({ mirrorKey: event.target.value })}
            messages={messagesOf('mirrorKey')}
            hint={t('fieldDefinition.mirrorKeyHint')}
            disabled={disabled}
          />
          <TranslatableNameField
            label={t('fieldDefinition.name')}
            value={form.name}
            onChange={(name) => update({ name })}
            messages={messagesOf('name')}
            disabled={disabled}
            required
          />
          <IconPicker
            label={t('fieldDefinition.icon')}
            value={form.iconName}
            onChange={(iconName) => update({ iconName })}
            messages={messagesOf('iconName')}
            disabled={disabled}
            required
          />
          <FormTextField
            select
            label={t('fieldDefinition.fieldType')}
            value={form.fieldType}
            onChange={(event) => update({ fieldType: event.target.value as FieldType })}
            messages={[]}
            disabled={disabled || form.predefined}
            required
          >
            {FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`fieldDefinition.fieldTypes.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
          {applies.matchPattern && (
            <FormTextField
              label={t('fieldDefinition.matchPattern')}
              value={form.matchPattern}
              onChange={(event) => update({ matchPattern: event.target.value })}
              messages={messagesOf('matchPattern')}
              hint={t('fieldDefinition.matchPatternHint')}
              disabled={disabled}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
          )}
          {applies.reference && (
            <FormTextField
              select
              label={t('fieldDefinition.referenceId')}
              value={form.referenceId}
              onChange={(event) => update({ referenceId: event.target.value })}
              messages={messagesOf('referenceId')}
              disabled={disabled}
              required
            >
              {references.map((reference) => (
                <MenuItem key={reference.id} value={reference.id}>
                  {displayName(reference, locale)}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          {applies.lookup && (
            <FormTextField
              select
              label={t('fieldDefinition.lookupId')}
              value={form.lookupId}
              onChange={(event) => update({ lookupId: event.target.value, defaultValue: '' })}
              messages={messagesOf('lookupId')}
              disabled={disabled}
              required
            >
              {lookups.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {displayName(choice, locale)}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          {applies.partyTypes && (
            <FormControl required error={messagesOf('partyTypes').length > 0} disabled={disabled}>
              <FormLabel component="legend">{t('fieldDefinition.partyTypes')}</FormLabel>
              <FormGroup row>
                {PARTY_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={t(`classifiers:partyTypes.${type}`)}
                    control={
                      <Checkbox
                        checked={form.partyTypes.includes(type)}
                        onChange={(event) =>
                          update({
                            partyTypes: event.target.checked
                              ? PARTY_TYPES.filter(
                                  (each: PartyType) => each === type || form.partyTypes.includes(each),
                                )
                              : form.partyTypes.filter((each) => each !== type),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {messagesOf('partyTypes').map((message) => (
                <FormHelperText key={message}>{message}</FormHelperText>
              ))}
            </FormControl>
          )}
          {applies.unitOfMeasure && (
            <Stack direction="row" spacing={2}>
              <FormTextField
                label={t('fieldDefinition.unitOfMeasure')}
                value={form.unitOfMeasure}
                onChange={(event) => update({ unitOfMeasure: event.target.value })}
                messages={[]}
                disabled={disabled}
              />
              <FormTextField
                select
                label={t('fieldDefinition.unitOfMeasureSide')}
                value={form.unitOfMeasureSide}
                onChange={(event) =>
                  update({ unitOfMeasureSide: event.target.value as FieldForm['unitOfMeasureSide'] })
                }
                messages={[]}
                disabled={disabled || form.unitOfMeasure.trim() === ''}
                sx={{ maxWidth: 180 }}
              >
                {UNIT_OF_MEASURE_SIDES.map((side) => (
                  <MenuItem key={side} value={side}>
                    {t(`fieldDefinition.sides.${side}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
          )}
          {applies.decimalPlaces && (
            <FormTextField
              label={t('fieldDefinition.decimalPlaces')}
              value={form.decimalPlaces}
              onChange={(event) => update({ decimalPlaces: event.target.value })}
              messages={messagesOf('decimalPlaces')}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
          {applies.defaultValue && (
            <DefaultValueInput
              form={form}
              onChange={update}
              messagesOf={messagesOf}
              lookupValues={lookup?.values}
              disabled={disabled}
            />
          )}
        </Box>

        {applies.attributeTypes.length > 0 && (
          <Section title={t('fieldDefinition.valuesSection')}>
            <NumericAttributeFields
              form={form}
              onChange={update}
              messagesOf={messagesOf}
              disabled={disabled}
            />
          </Section>
        )}
        {applies.dates && (
          <Section title={t('fieldDefinition.dateSection')}>
            <DateDefaultFields form={form} onChange={update} messagesOf={messagesOf} disabled={disabled} />
            {flag('allowFutureDate', t('fieldDefinition.allowFutureDate'))}
          </Section>
        )}

        <Section title={t('fieldDefinition.behaviourSection')}>
          <FormGroup row>
            {flag('used', t('fieldDefinition.used'))}
            {flag('hidden', t('fieldDefinition.hidden'))}
            {applies.mandatory && flag('mandatory', t('fieldDefinition.mandatory'))}
            {applies.highlight && flag('yesHighlighted', t('fieldDefinition.yesHighlighted'))}
            {applies.highlight && flag('noHighlighted', t('fieldDefinition.noHighlighted'))}
            {flag('showAsSummary', t('fieldDefinition.showAsSummary'))}
          </FormGroup>
        </Section>

        <Section title={t('fieldDefinition.textsSection')}>
          <Stack spacing={2}>
            <FormTextField
              label={t('fieldDefinition.summaryTemplate')}
              value={form.summaryTemplate}
              onChange={(event) => update({ summaryTemplate: event.target.value })}
              messages={[]}
              hint={t('fieldDefinition.summaryTemplateHint', { example: SUMMARY_EXAMPLE })}
              disabled={disabled}
            />
            <FormTextField
              label={t('fieldDefinition.printoutValue')}
              value={form.printoutValue}
              onChange={(event) => update({ printoutValue: event.target.value })}
              messages={[]}
              disabled={disabled}
            />
            {applies.formula && (
              <FormTextField
                label={t('fieldDefinition.formula')}
                value={form.formula}
                onChange={(event) => update({ formula: event.target.value })}
                // the engine's check as the formula is typed: unknown fields, types and cycles
                messages={validationText(errors.formula)}
                hint={t('fieldDefinition.formulaHint')}
                disabled={disabled}
                slotProps={{
                  htmlInput: {
                    spellCheck: false,
                    maxLength: FORMULA_MAX_LENGTH,
                    style: { fontFamily: 'monospace' },
                  },
                }}
              />
            )}
            <ConditionField
              label={t('fieldDefinition.displayCondition')}
              value={form.displayCondition}
              onChange={(displayCondition) => update({ displayCondition })}
              fields={conditionFields}
              owner={displayName(form.name, locale) || t('fieldDefinition.newField')}
              disabled={disabled}
            />
          </Stack>
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(readOnly ? 'fieldDefinition.close' : 'fieldDefinition.cancel')}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained">
            {t('fieldDefinition.apply')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
