import type { CompiledForm, NewParty, Party } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { FormActions } from '../forms/FormActions.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';

interface PersonFormProps {
  form: CompiledForm;
  /** The person as read (saved with `PUT /api/parties` and its version) or a draft (`POST /api/parties`). */
  party: Party | NewParty;
  onSaved: (saved: Party) => void;
  /** Buttons before Save, e.g. Cancel. */
  actions?: ReactNode;
}

/**
 * A person's form: client validation blocks the save; what the server refuses (a unique-fields constraint
 * such as a personal code another person has) shows on the field it concerns, or as an alert line.
 */
export function PersonForm({ form, party, onSaved, actions }: PersonFormProps) {
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
        'id' in party
          ? await client.put<Party>('/api/parties', {
              id: party.id,
              version: party.version,
              partyType: party.partyType,
              data,
            })
          : await client.post<Party>('/api/parties', { partyType: party.partyType, data });
      onSaved(saved);
    });
  }

  return (
    <SchemaForm
      form={form}
      formData={party.data}
      serverErrors={serverErrors}
      locale={locale}
      t={widgetTexts}
      onSubmit={(data) => void save(data)}
    >
      <FormActions>
        {actions}
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {t('workspace.save')}
        </Button>
      </FormActions>
    </SchemaForm>
  );
}
