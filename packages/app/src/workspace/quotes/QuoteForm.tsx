import type { CompiledForm } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useCan } from '../../navigation/useCan.js';
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
  const notify = useNotify();
  const widgetTexts = useWidgetTexts();
  const findParties = useFindParties();
  const createParty = useCreatePartyDialog();
  const { serverErrors, saving, run } = useSaveResource<ValidationErrors | undefined>({
    none: undefined,
    layOut: (validationErrors) => validationErrors,
  });
  const { quote } = context;
  const kind = QUOTE_KINDS[quote.productType];

  async function save(data: Record<string, unknown>) {
    await run(async () => {
      const saved = await client.post<QuoteContext>(`/api/${kind}/save`, {
        quote: { id: quote.id, version: quote.version, data },
        product: { id: quote.product.id },
      });
      notify(
        t(quote.productType === 'LENDING' ? 'workspace.loanApplications.saved' : 'workspace.quotes.saved'),
      );
      onSaved(saved);
    });
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
