import type { CompiledForm, Intermediary, NewIntermediary } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { FormActions } from '../../workspace/forms/FormActions.js';
import { useWidgetTexts } from '../../workspace/forms/useWidgetTexts.js';

interface IntermediaryFormProps {
  /** The form generated from the tenant's INTERMEDIARY object definitions. */
  form: CompiledForm;
  /** As read (saved with `PUT` and its version) or a draft (`POST`). */
  intermediary: Intermediary | NewIntermediary;
  onSaved: (saved: Intermediary) => void;
  /** Buttons before Save, e.g. Cancel. */
  actions?: ReactNode;
}

/** An intermediary's generated form; what the server refuses (a code another one has) shows on its field. */
export function IntermediaryForm({ form, intermediary, onSaved, actions }: IntermediaryFormProps) {
  const { t } = useTranslation('UI-context');
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const { client } = useApi();
  const { serverErrors, saving, run } = useSaveResource<ValidationErrors | undefined>({
    none: undefined,
    layOut: (validationErrors) => validationErrors,
  });

  async function save(data: Record<string, unknown>) {
    await run(async () => {
      const saved =
        'id' in intermediary
          ? await client.put<Intermediary>('/api/intermediaries', {
              id: intermediary.id,
              version: intermediary.version,
              active: intermediary.active,
              data,
            })
          : await client.post<Intermediary>('/api/intermediaries', { data });
      onSaved(saved);
    });
  }

  return (
    <SchemaForm
      form={form}
      formData={intermediary.data}
      serverErrors={serverErrors}
      locale={locale}
      t={widgetTexts}
      onSubmit={(data) => void save(data)}
    >
      <FormActions>
        {actions}
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {t('intermediaries.save')}
        </Button>
      </FormActions>
    </SchemaForm>
  );
}
