import { PRODUCT_TYPES, PRORATION_METHODS, type ProductType, type ProrationMethod } from '@coverline/engine';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { calculatorOptions } from './calculatorOptions.js';
import type { ProductNodeForm } from './productNodeForm.js';

interface ProductSettingsFieldsProps {
  form: ProductNodeForm;
  onChange: (change: Partial<ProductNodeForm>) => void;
  disabled: boolean;
  messagesOf: (field: 'productType' | 'settings') => string[];
}

/**
 * The product's own part of the editor: its type when the tenant supports more than one, the reinsurance and
 * renew switches, proration method and cancellation holdback of an insurance product, the calculator of a lending
 * product.
 */
export function ProductSettingsFields({ form, onChange, disabled, messagesOf }: ProductSettingsFieldsProps) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { settings } = useTenantSettings();
  const supported = PRODUCT_TYPES.filter((type) => settings.supportedProductTypes.includes(type));
  const calculators = calculatorOptions(settings.integrations);
  // A stored choice no longer offered (its integration disabled since) stays visible until changed.
  const storedChoiceGone = !calculators.some((option) => option.id === form.calculatorId);
  return (
    <>
      {supported.length > 1 && (
        <FormTextField
          select
          name="productType"
          label={t('products.productType')}
          value={form.productType}
          onChange={(event) => onChange({ productType: event.target.value as ProductType })}
          messages={messagesOf('productType')}
          disabled={disabled}
          required
        >
          {supported.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`classifiers:productTypes.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {form.productType === 'INSURANCE' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                checked={form.reinsurance}
                onChange={(event) => onChange({ reinsurance: event.target.checked })}
                disabled={disabled}
              />
            }
            label={t('products.reinsurance')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={form.renew}
                onChange={(event) => onChange({ renew: event.target.checked })}
                disabled={disabled}
              />
            }
            label={t('products.renew')}
          />
        </Stack>
      )}
      {form.productType === 'INSURANCE' && (
        <FormTextField
          select
          name="prorationMethod"
          label={t('products.prorationMethod')}
          value={form.prorationMethod}
          onChange={(event) => onChange({ prorationMethod: event.target.value as ProrationMethod })}
          messages={messagesOf('settings')}
          disabled={disabled}
        >
          {PRORATION_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`products.prorationMethods.${method}`)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {form.productType === 'INSURANCE' && (
        <FormTextField
          name="holdbackPercent"
          label={t('products.holdbackPercent')}
          hint={t('products.holdbackHelp')}
          value={form.holdbackPercent}
          onChange={(event) => onChange({ holdbackPercent: event.target.value })}
          messages={messagesOf('settings')}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      {form.productType === 'LENDING' && (
        <FormTextField
          select
          name="calculatorId"
          label={t('products.calculator')}
          value={form.calculatorId}
          onChange={(event) => onChange({ calculatorId: event.target.value })}
          messages={messagesOf('settings')}
          disabled={disabled}
        >
          {storedChoiceGone && <MenuItem value={form.calculatorId}>{form.calculatorId}</MenuItem>}
          {calculators.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.kind === 'builtIn' ? t(`products.calculators.${option.id}`) : option.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </>
  );
}
