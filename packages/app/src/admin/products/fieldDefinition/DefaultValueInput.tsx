import type { LookupValue } from '@coverline/engine';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../api/objectCatalog.js';
import { useTenantSettings } from '../../../api/shellData.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { FormTextField } from '../../../pages/FormTextField.js';
import type { FieldForm } from './fieldForm.js';

interface DefaultValueInputProps {
  form: FieldForm;
  onChange: (change: Partial<FieldForm>) => void;
  messagesOf: (path: string) => string[];
  /** The values of the chosen lookup, when the field is a Lookup. */
  lookupValues: readonly LookupValue[] | undefined;
  disabled: boolean;
}

/** The default value in the input its field type needs: a choice, an amount with its currency, or text. */
export function DefaultValueInput({
  form,
  onChange,
  messagesOf,
  lookupValues,
  disabled,
}: DefaultValueInputProps) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const { locale } = useLocale();
  const label = t('fieldDefinition.defaultValue');
  const common = {
    label,
    value: form.defaultValue,
    onChange: (event: { target: { value: string } }) => onChange({ defaultValue: event.target.value }),
    messages: messagesOf('defaultValue'),
    disabled,
  };
  const none = <MenuItem value="">{t('fieldDefinition.noDefault')}</MenuItem>;

  switch (form.fieldType) {
    case 'Boolean':
      return (
        <FormTextField select {...common}>
          {none}
          <MenuItem value="true">{t('fieldDefinition.yes')}</MenuItem>
          <MenuItem value="false">{t('fieldDefinition.no')}</MenuItem>
        </FormTextField>
      );
    case 'Currency':
      return (
        <FormTextField select {...common}>
          {none}
          {settings.supportedCurrencies.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </FormTextField>
      );
    case 'Lookup':
      return lookupValues === undefined ? (
        <FormTextField {...common} />
      ) : (
        <FormTextField select {...common}>
          {none}
          {lookupValues.map((value) => (
            <MenuItem key={value.key} value={value.key}>
              {displayName(value, locale)}
            </MenuItem>
          ))}
        </FormTextField>
      );
    case 'Money':
      return (
        <Stack direction="row" spacing={2}>
          <FormTextField {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <FormTextField
            select
            label={t('fieldDefinition.defaultCurrency')}
            value={form.defaultCurrency}
            onChange={(event) => onChange({ defaultCurrency: event.target.value })}
            messages={[]}
            disabled={disabled}
            sx={{ maxWidth: 160 }}
          >
            {settings.supportedCurrencies.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </FormTextField>
        </Stack>
      );
    case 'StringArray':
    case 'IntegerArray':
      return <FormTextField {...common} multiline minRows={2} hint={t('fieldDefinition.onePerLine')} />;
    case 'Integer':
    case 'Numeric':
      return <FormTextField {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'Phone':
      return (
        <FormTextField
          {...common}
          hint={t('fieldDefinition.phoneHint')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      );
    default:
      return <FormTextField {...common} />;
  }
}
