import type { CompiledForm, NewParty, Party } from '@coverline/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { SavingSchemaForm } from '../forms/SavingSchemaForm.js';

interface PersonFormProps {
  form: CompiledForm;
  /** The person as read (saved with `PUT /api/parties` and its version) or a draft (`POST /api/parties`). */
  party: Party | NewParty;
  onSaved: (saved: Party) => void;
  /** Buttons before Save, e.g. Cancel. */
  actions?: ReactNode;
}

/** A person's form: a person as read is updated at its version, a draft created. */
export function PersonForm({ form, party, onSaved, actions }: PersonFormProps) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  return (
    <SavingSchemaForm
      form={form}
      formData={party.data}
      saveLabel={t('workspace.save')}
      actions={actions}
      onSaved={onSaved}
      save={(data) =>
        'id' in party
          ? client.put<Party>('/api/parties', {
              id: party.id,
              version: party.version,
              partyType: party.partyType,
              data,
            })
          : client.post<Party>('/api/parties', { partyType: party.partyType, data })
      }
    />
  );
}
