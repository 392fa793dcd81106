import type { CompiledForm } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../admin/products/useCan.js';
import { useApi } from '../../api/ApiContext.js';
import { ApiError, type ValidationErrors } from '../../api/ApiError.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { FormActions } from '../forms/FormActions.js';
import { useFindParties } from '../forms/useFindParties.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { useCreatePartyDialog } from '../persons/useCreatePartyDialog.js';
import { QUOTE_KINDS, type QuoteContext } from './quote.js';

interface QuoteFormProps {
  form: CompiledForm;
  context: QuoteContext;
  onSaved: (saved: QuoteContext) => void;
}

/**
 * The editable quote or loan application (workspace.md §4 "Save"): the form's own errors are warnings and do
 * not stop a save, since a saved quote may be incomplete; what the server refuses shows on the fields, or as
 * alert lines for fields not on screen.
 */
export function QuoteForm({ form, context, onSaved }: QuoteFormProps) {
  const { t } = useTranslation('UI-context');
  const { locale } = useLocale();
  const can = useCan();
  const { client } = useApi();
  const showError = useShowError();
  const notify = useNotify();
  const widgetTexts = useWidgetTexts();
  const findParties = useFindParties();
  const createParty = useCreatePartyDialog();
  const [serverErrors, setServerErrors] = useState<ValidationErrors>();
  const [saving, setSaving] = useState(false);
  const { quote } = context;
  const kind = QUOTE_KINDS[quote.productType];

  async function save(data: Record<string, unknown>) {
    setSaving(true);
    try {
      const saved = await client.post<QuoteContext>(`/api/${kind}/save`, {
        quote: { id: quote.id, version: quote.version, data },
        product: { id: quote.product.id },
      });
      notify(
        t(quote.productType === 'LENDING' ? 'workspace.loanApplications.saved' : 'workspace.quotes.saved'),
      );
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.validationErrors !== undefined)
        setServerErrors(error.validationErrors);
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <SchemaForm
        form={form}
        formData={quote.data}
        operation="save"
        serverErrors={serverErrors}
        locale={locale}
        t={widgetTexts}
        {...(can('party:FindAll') ? { searchParties: findParties } : {})}
        {...(can('party:Create') ? { onCreateParty: createParty.open } : {})}
        onSubmit={(data) => void save(data)}
      >
        <FormActions>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
            {t('workspace.save')}
          </Button>
        </FormActions>
      </SchemaForm>
      {createParty.dialog}
    </>
  );
}
