import type { CompiledForm, Intermediary, NewIntermediary } from '@coverline/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { SavingSchemaForm } from '../../workspace/forms/SavingSchemaForm.js';

interface IntermediaryFormProps {
  /** The form generated from the tenant's INTERMEDIARY object definitions. */
  form: CompiledForm;
  /** As read (saved with `PUT` and its version) or a draft (`POST`). */
  intermediary: Intermediary | NewIntermediary;
  onSaved: (saved: Intermediary) => void;
  /** Buttons before Save, e.g. Cancel. */
  actions?: ReactNode;
}

/** An intermediary's generated form: one as read is updated at its version, a draft created. */
export function IntermediaryForm({ form, intermediary, onSaved, actions }: IntermediaryFormProps) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  return (
    <SavingSchemaForm
      form={form}
      formData={intermediary.data}
      saveLabel={t('intermediaries.save')}
      actions={actions}
      onSaved={onSaved}
      save={(data) =>
        'id' in intermediary
          ? client.put<Intermediary>('/api/intermediaries', {
              id: intermediary.id,
              version: intermediary.version,
              active: intermediary.active,
              data,
            })
          : client.post<Intermediary>('/api/intermediaries', { data })
      }
    />
  );
}
