import type { CompiledForm } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { ApiError, type ValidationErrors } from '../../api/ApiError.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { FormActions } from '../forms/FormActions.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import type { NewParty, Party } from './party.js';

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
  const showError = useShowError();
  const [serverErrors, setServerErrors] = useState<ValidationErrors>();
  const [saving, setSaving] = useState(false);

  async function save(data: Record<string, unknown>) {
    setSaving(true);
    try {
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
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.validationErrors !== undefined)
        setServerErrors(error.validationErrors);
      else showError(error);
    } finally {
      setSaving(false);
    }
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
