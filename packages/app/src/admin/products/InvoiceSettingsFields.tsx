import type { MessageTemplate } from '@coverline/engine';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useCan } from '../../navigation/useCan.js';
import { FormTextField } from '../../pages/FormTextField.js';
import type { ProductNodeForm } from './productNodeForm.js';

interface InvoiceSettingsFieldsProps {
  productId: string;
  form: ProductNodeForm;
  onChange: (change: Partial<ProductNodeForm>) => void;
  disabled: boolean;
  messages: string[];
}

/**
 * A stored product's invoice e-mails: whether the daily job sends them, how many days before an installment
 * falls due, and the product's contract message template that writes them (the user lists the templates only
 * with the permission to; a stored choice stays shown by its id).
 */
export function InvoiceSettingsFields({
  productId,
  form,
  onChange,
  disabled,
  messages,
}: InvoiceSettingsFieldsProps) {
  const { t } = useTranslation('UI-context');
  const can = useCan();
  const titleId = useId();
  const { data: templates = [] } = useSWR<MessageTemplate[]>(
    can('product:ListMessageTemplates') ? `/api/products/${productId}/contracts/message-templates` : null,
  );
  const storedChoiceUnlisted =
    form.invoiceTemplateId !== '' && !templates.some((template) => template.id === form.invoiceTemplateId);
  return (
    <Stack
      component="fieldset"
      spacing={2}
      aria-labelledby={titleId}
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography id={titleId} component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {t('products.invoices')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={form.invoiceSendAutomatically}
            onChange={(event) => onChange({ invoiceSendAutomatically: event.target.checked })}
            disabled={disabled}
          />
        }
        label={t('products.invoiceSendAutomatically')}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          name="invoiceDaysInAdvance"
          type="number"
          label={t('products.invoiceDaysInAdvance')}
          hint={t('products.invoiceDaysHelp')}
          value={form.invoiceDaysInAdvance}
          onChange={(event) => onChange({ invoiceDaysInAdvance: event.target.value })}
          messages={[]}
          disabled={disabled}
          slotProps={{ htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } }}
        />
        <FormTextField
          select
          name="invoiceTemplateId"
          label={t('products.invoiceTemplate')}
          hint={t('products.invoiceTemplateHelp')}
          value={form.invoiceTemplateId}
          onChange={(event) => onChange({ invoiceTemplateId: event.target.value })}
          messages={messages}
          disabled={disabled}
          required={form.invoiceSendAutomatically}
        >
          <MenuItem value="">{t('products.invoiceNoTemplate')}</MenuItem>
          {storedChoiceUnlisted && (
            <MenuItem value={form.invoiceTemplateId}>{form.invoiceTemplateId}</MenuItem>
          )}
          {templates.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </Stack>
  );
}
