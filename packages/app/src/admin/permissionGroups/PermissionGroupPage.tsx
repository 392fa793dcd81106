import type { IntermediaryUser, Page, PermissionGroup } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useNotify } from '../../errors/Notifications.js';
import { isListKey, recordKey } from '../../kit/recordKeys.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { permissionGroups } from '../../resources/adminResources.js';
import { PermissionGroupForm } from './PermissionGroupForm.js';
import { PermissionGroupView } from './PermissionGroupView.js';

/** The most users of an intermediary a new group starts with: one page of its users call. */
const MAX_PRESET_MEMBERS = 100;

/** `/admin-area/permission-groups/{id}` and `/{id}/{action}`: the form for `edit`, else the view. */
export function PermissionGroupPage() {
  const { t, i18n } = useTranslation('UI-context');
  const { id = '', action } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const key = recordKey(permissionGroups, id);
  const { data: group, error } = useSWR<PermissionGroup>(key);
  useLeaveOnLoadError(error);
  useBreadcrumbOverride(
    permissionGroups.paths.view(id),
    group && { label: displayName(group, i18n.language) },
  );
  if (group === undefined) return <Busy message={t('permissionGroups.loading')} />;

  const changed = (saved: PermissionGroup) => {
    void mutate(key, saved, { revalidate: false });
    void mutate((cached) => isListKey(permissionGroups, cached));
  };
  if (action !== 'edit') return <PermissionGroupView group={group} onChanged={changed} />;
  return (
    <PermissionGroupForm
      key={group.version}
      group={group}
      onSaved={(saved) => {
        changed(saved);
        notify(t('permissionGroups.saved', { name: displayName(saved, i18n.language) }));
        navigate(permissionGroups.paths.view(saved.id));
      }}
      onCancel={() => navigate(-1)}
    />
  );
}

/**
 * `/admin-area/permission-groups/add`; `?intermediary={id}` (the intermediary page's add-group button) starts the
 * group with that intermediary's users as its members.
 */
export function NewPermissionGroupPage() {
  const { t, i18n } = useTranslation('UI-context');
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const intermediaryId = useSearchParams()[0].get('intermediary');
  const { data: intermediaryUsers } = useSWR<Page<IntermediaryUser>>(
    intermediaryId === null
      ? null
      : `/api/intermediaries/${encodeURIComponent(intermediaryId)}/find-users?limit=${MAX_PRESET_MEMBERS}`,
  );
  if (intermediaryId !== null && intermediaryUsers === undefined) {
    return <Busy message={t('permissionGroups.loading')} />;
  }
  return (
    <PermissionGroupForm
      group={undefined}
      {...(intermediaryUsers === undefined ? {} : { members: intermediaryUsers.items })}
      onSaved={(saved) => {
        notify(t('permissionGroups.added', { name: displayName(saved, i18n.language) }));
        void mutate((cached) => isListKey(permissionGroups, cached));
        navigate(permissionGroups.paths.view(saved.id), { replace: true });
      }}
      onCancel={() => navigate(-1)}
    />
  );
}
