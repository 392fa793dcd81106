import type { User, UserDraft as ServerDraft } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { useNotify } from '../../errors/Notifications.js';
import { isListKey, recordKey } from '../../kit/recordKeys.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { users } from '../../resources/adminResources.js';
import { UserForm } from './UserForm.js';
import { userDraftOf } from './userDraft.js';
import { UserView } from './UserView.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin-area/users/{id}` and `/{id}/{action}`: the form for `edit`, else the view. */
export function UserPage() {
  const { t } = useTranslation('UI-context');
  const { id = '', action } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const key = recordKey(users, id);
  const { data: user, error } = useSWR<User>(key);
  useLeaveOnLoadError(error);
  useBreadcrumbOverride(users.paths.view(id), user && { label: user.name });
  if (user === undefined) return <Busy message={t('users.loading')} />;

  const changed = (saved: User) => {
    void mutate(key, saved, { revalidate: false });
    void mutate((cached) => isListKey(users, cached));
  };
  if (action !== 'edit') return <UserView user={user} onChanged={changed} />;
  return (
    <UserForm
      key={user.version}
      user={user}
      initial={userDraftOf(user)}
      onSaved={(saved) => {
        changed(saved);
        navigate(users.paths.view(saved.id));
      }}
      onCancel={() => navigate(users.paths.view(user.id))}
    />
  );
}

/**
 * `/admin-area/users/add`: the form from the server's draft. `?affiliation={intermediaryId}` (an
 * intermediary's "add user") presets the affiliation with the intermediary's name.
 */
export function NewUserPage() {
  const { t } = useTranslation('UI-context');
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const affiliationId = params.get('affiliation') ?? '';
  const presets = UUID.test(affiliationId);
  const { client } = useApi();
  // A draft creates nothing, so it is read like any data.
  const { data: draft, error } = useSWR<ServerDraft>(['/api/users/init', 'draft'], () =>
    client.post<ServerDraft>('/api/users/init', {}),
  );
  // An intermediary that cannot be read leaves the affiliation empty rather than the form unusable.
  const { data: intermediary, error: noIntermediary } = useSWR<{ id: string; name: string }>(
    presets ? `/api/intermediaries/${affiliationId}` : null,
    { onError: () => undefined },
  );
  useLeaveOnLoadError(error);
  if (draft === undefined || (presets && intermediary === undefined && noIntermediary === undefined))
    return <Busy message={t('users.loading')} />;

  const affiliation = intermediary === undefined ? null : { id: intermediary.id, name: intermediary.name };
  return (
    <UserForm
      user={undefined}
      initial={userDraftOf({ ...draft, affiliation })}
      onSaved={(saved) => {
        notify(t('users.added', { name: saved.name }));
        void mutate((cached) => isListKey(users, cached));
        navigate(users.paths.view(saved.id), { replace: true });
      }}
      onCancel={() => navigate(-1)}
    />
  );
}
