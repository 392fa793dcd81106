import { useMemo, useState, type FormEvent } from 'react';
import type { GroupMember, PermissionGroup } from '@coverline/engine';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useCan } from '../../navigation/useCan.js';
import { serverFieldErrors, type ServerFieldErrors } from '../../pages/serverFieldErrors.js';
import { useDebouncedValue } from '../../search/useDebouncedValue.js';
import { RefusalAlert } from '../common/RefusalAlert.js';
import { ServerErrorLines } from '../common/ServerErrorLines.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import { TransferList } from '../common/TransferList.js';
import { groupDraftOf, groupErrors, groupPayload, permissionItems, type GroupDraft } from './groupDraft.js';

const SERVER_FIELDS = ['name', 'permissions', 'members'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];
const NONE: ServerFieldErrors<ServerField> = { fields: {}, others: [] };

export interface PermissionGroupFormProps {
  /** The saved group; none while adding. */
  group: PermissionGroup | undefined;
  /** The members a new group starts with (an intermediary's users, when added from its page). */
  members?: GroupMember[];
  onSaved: (saved: PermissionGroup) => void;
  onCancel: () => void;
}

/** A group's translatable name, its members and its permissions, each chosen in a transfer list. */
export function PermissionGroupForm({ group, members, onSaved, onCancel }: PermissionGroupFormProps) {
  const { t, i18n } = useTranslation(['UI-context', 'classifiers', 'frontend-validations']);
  const { t: tGlobal } = useTranslation();
  const { client } = useApi();
  const can = useCan();
  const [draft, setDraft] = useState<GroupDraft>(() => ({
    ...groupDraftOf(group),
    ...(members === undefined ? {} : { members }),
  }));
  const [nameTouched, setNameTouched] = useState(false);
  const [memberSearch, setMemberSearch] = useState('');
  const searched = useDebouncedValue(memberSearch.trim(), 300);
  const findsMembers = can('permissionGroup:FindMembers');
  const { data: candidates = [] } = useSWR<GroupMember[]>(
    findsMembers
      ? `/api/permission-groups/find-members${searched === '' ? '' : `?name=${encodeURIComponent(searched)}`}`
      : null,
    { keepPreviousData: true },
  );
  const save = useSaveResource({
    none: NONE,
    showsRefusals: true,
    layOut: (errors) => serverFieldErrors(errors, SERVER_FIELDS),
  });
  const errors = groupErrors(draft);

  // Chosen members stay listed whatever the search found.
  const memberItems = useMemo(() => {
    const known = new Map([...draft.members, ...candidates].map((member) => [member.id, member]));
    return [...known.values()].map((member) => ({
      id: member.id,
      label: member.name,
      // A user without a name is named by the e-mail already.
      ...(member.name === member.email ? {} : { secondary: member.email }),
    }));
  }, [draft.members, candidates]);
  const permissions = useMemo(
    () =>
      permissionItems(
        draft.permissions,
        (area) => t(`classifiers:permissionAreas.${area}`, { defaultValue: area }),
        t('permissionGroups.patterns'),
      ),
    [draft.permissions, t],
  );

  const nameMessages = (): string[] => {
    const fromServer = save.serverErrors.fields.name;
    if (fromServer !== undefined) return [serverMessage(tGlobal, fromServer)];
    return nameTouched && errors.name !== undefined ? [t(`frontend-validations:${errors.name}`)] : [];
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (errors.name !== undefined) return;
    void save.run(async () => {
      const saved =
        group === undefined
          ? await client.post<PermissionGroup>('/api/permission-groups', groupPayload(draft))
          : await client.put<PermissionGroup>('/api/permission-groups', groupPayload(draft, group));
      onSaved(saved);
    });
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1080 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}>
        {group === undefined
          ? t('permissionGroups.newTitle')
          : t('permissionGroups.editTitle', { name: displayName(group, i18n.language) })}
      </Typography>
      <Stack spacing={3}>
        <TranslatableNameField
          name="name"
          label={t('permissionGroups.fields.name')}
          value={draft.name}
          onChange={(name) => {
            setDraft((old) => ({ ...old, name }));
            save.setServerErrors((old) => ({ ...old, fields: { ...old.fields, name: undefined } }));
          }}
          onBlur={() => setNameTouched(true)}
          messages={nameMessages()}
          required
        />
        {findsMembers && (
          <TransferList
            label={t('permissionGroups.fields.members')}
            items={memberItems}
            chosen={draft.members.map((member) => member.id)}
            onChange={(ids) =>
              setDraft((old) => ({
                ...old,
                members: ids.flatMap((id) => knownMember(id, old.members, candidates) ?? []),
              }))
            }
            onSearch={setMemberSearch}
          />
        )}
        <TransferList
          label={t('permissionGroups.fields.permissions')}
          items={permissions}
          chosen={draft.permissions}
          onChange={(chosen) => setDraft((old) => ({ ...old, permissions: chosen }))}
        />
        <ServerErrorLines others={save.serverErrors.others} />
        <RefusalAlert refusal={save.refusal} onClose={save.dismissRefusal} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('permissionGroups.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.saving}>
            {t('permissionGroups.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function knownMember(
  id: string,
  members: readonly GroupMember[],
  candidates: readonly GroupMember[],
): GroupMember | undefined {
  return members.find((member) => member.id === id) ?? candidates.find((member) => member.id === id);
}
