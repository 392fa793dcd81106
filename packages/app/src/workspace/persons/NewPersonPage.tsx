import type { PartyType } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../errors/Notifications.js';
import { Busy } from '../../pages/Busy.js';
import { useCompiledForm } from '../forms/useCompiledForm.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { persons } from '../../resources/workspaceResources.js';
import { PersonForm } from './PersonForm.js';
import { usePartyDraft } from './usePartyDraft.js';

/** The page's title is its breadcrumb. */
const TITLE_KEYS = {
  PRIVATE: persons.screens.createPrivate.label,
  LEGAL: persons.screens.createLegal.label,
} as const;

/**
 * `/workspace/persons/{private|legal}/new`: the legal or the private person's
 * form; a saved person opens on its page, in place of this one in the history.
 */
export function NewPersonPage({ partyType }: { partyType: PartyType }) {
  const { t } = useTranslation(['global', 'UI-context']);
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: draft, error } = usePartyDraft(partyType);
  useLeaveOnLoadError(error);
  const form = useCompiledForm(draft?.dataDefinition, 'edit');

  return (
    <EntityPage title={t(TITLE_KEYS[partyType])}>
      {draft === undefined || form === undefined ? (
        <Busy message={t('UI-context:workspace.persons.preparing')} />
      ) : (
        <PersonForm
          form={form}
          party={draft.party}
          onSaved={(saved) => {
            notify(t('UI-context:workspace.persons.saved'));
            void navigate(persons.paths.view(saved.id), { replace: true });
          }}
        />
      )}
    </EntityPage>
  );
}
