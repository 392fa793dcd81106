import {
  localizedName,
  QUOTE_CORE_FIELD_TYPES,
  quoteCoreFieldErrors,
  type ObjectDefinition,
  type ProductType,
  type QuoteCoreFieldPaths,
} from '@coverline/engine';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { serverMessage } from '../../../i18n/serverMessage.js';
import { FormTextField } from '../../../pages/FormTextField.js';

type CoreField = keyof QuoteCoreFieldPaths;

/** The core fields a product type's quotes have: premium and sum insured are insurance money. */
const CORE_FIELDS: Record<ProductType, readonly CoreField[]> = {
  INSURANCE: ['premium', 'sumInsured', 'policyHolder', 'beneficiary'],
  LENDING: ['borrower', 'guarantor'],
};

/** The core fields offered: a lending version saved before borrowers were named keeps its policy holder. */
const coreFieldsOf = (productType: ProductType, value: QuoteCoreFieldPaths): readonly CoreField[] =>
  productType === 'LENDING' && value.policyHolder !== undefined
    ? [...CORE_FIELDS.LENDING, 'policyHolder']
    : CORE_FIELDS[productType];

interface CoreFieldsEditorProps {
  productType: ProductType;
  objects: readonly ObjectDefinition[];
  value: QuoteCoreFieldPaths;
  onChange: (value: QuoteCoreFieldPaths) => void;
  readOnly: boolean;
}

/**
 * Which field of the version's data is each core field of its quotes (the premium, say, often a formula):
 * offered are the fields of the right type in used single objects; a choice that no longer fits (the field
 * removed or its type changed) says so on its select.
 */
export function CoreFieldsEditor({ productType, objects, value, onChange, readOnly }: CoreFieldsEditorProps) {
  const { t } = useTranslation('UI-context');
  const { t: tServer } = useTranslation();
  const { locale } = useLocale();
  const errors = quoteCoreFieldErrors({ objectDefinitions: [...objects], coreFields: value });
  const choicesOf = (name: CoreField) =>
    objects
      .filter(
        (object) => object.attributes.used !== false && object.attributes.controlType !== 'MULTIPLE_OBJECTS',
      )
      .flatMap((object) =>
        object.fields
          .filter(
            (field) =>
              field.attributes.used !== false && field.attributes.fieldType === QUOTE_CORE_FIELD_TYPES[name],
          )
          .map((field) => ({
            path: `${object.key}.${field.key}`,
            label: `${localizedName(object, locale)} › ${localizedName(field, locale)}`,
          })),
      );
  const choose = (name: CoreField, path: string) => {
    const { [name]: _old, ...others } = value;
    onChange(path === '' ? others : { ...others, [name]: path });
  };

  return (
    <Paper component="section" aria-labelledby="core-fields-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="core-fields-title" variant="h6" component="h2">
        {t('productVersions.coreFields.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('productVersions.coreFields.hint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {coreFieldsOf(productType, value).map((name) => {
          const chosen = value[name] ?? '';
          const choices = choicesOf(name);
          const error = errors[`definition.coreFields.${name}`]?.[0];
          return (
            <FormTextField
              key={name}
              select
              label={t(`productVersions.coreFields.${name}`)}
              value={chosen}
              onChange={(event) => choose(name, event.target.value)}
              messages={error === undefined ? [] : [serverMessage(tServer, error)]}
              disabled={readOnly}
            >
              <MenuItem value="">
                <em>{t('productVersions.coreFields.none')}</em>
              </MenuItem>
              {chosen !== '' && !choices.some((choice) => choice.path === chosen) && (
                <MenuItem value={chosen}>{chosen}</MenuItem>
              )}
              {choices.map((choice) => (
                <MenuItem key={choice.path} value={choice.path}>
                  {choice.label}
                </MenuItem>
              ))}
            </FormTextField>
          );
        })}
      </Box>
    </Paper>
  );
}
