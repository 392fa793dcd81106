import { useState } from 'react';
import type { GroupMember, PermissionGroup } from '@coverline/engine';
import DeleteOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { Pager } from '../../kit/Pager.js';
import { useCan } from '../../navigation/useCan.js';
import { permissionGroups, users } from '../../resources/adminResources.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { RefusalAlert } from '../common/RefusalAlert.js';
import { AddMember } from './AddMember.js';
import { areaOf } from './groupDraft.js';

/** Rows a page of the members table and of the permissions table show. */
const MEMBERS_PAGE = 5;
const PERMISSIONS_PAGE = 10;

/**
 * A group as read: name, status chip, members (each removable at once by those who may change the group)
 * and permissions, with edit and disable or activate (confirmed first, naming the group).
 */
export function PermissionGroupView({
  group,
  onChanged,
}: {
  group: PermissionGroup;
  onChanged: (group: PermissionGroup) => void;
}) {
  const { t, i18n } = useTranslation(['UI-context', 'classifiers']);
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const save = useSaveResource({ showsRefusals: true });
  const [confirming, setConfirming] = useState(false);
  const name = displayName(group, i18n.language);
  const editable = can('permissionGroup:UpdateGroup');

  const changeStatus = () => {
    setConfirming(false);
    void save.run(async () => {
      const saved = await client.put<PermissionGroup>(`/api/permission-groups/${group.id}/update-status`, {
        active: !group.active,
      });
      notify(t(saved.active ? 'permissionGroups.activated' : 'permissionGroups.disabled', { name }));
      onChanged(saved);
    });
  };
  const addMember = (user: GroupMember) =>
    void save.run(async () => {
      onChanged(await client.post<PermissionGroup>(`/api/permission-groups/${group.id}/users/${user.id}`));
      notify(t('permissionGroups.memberAdded', { name: user.name, group: name }));
    });
  const removeMember = (userId: string) =>
    void save.run(async () => {
      onChanged(await client.delete<PermissionGroup>(`/api/permission-groups/${group.id}/users/${userId}`));
    });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1080 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Chip
          label={t(`classifiers:groupStatuses.${group.active ? 'ACTIVE' : 'DISABLED'}`)}
          color={group.active ? 'success' : 'default'}
        />
      </Stack>
      <RefusalAlert refusal={save.refusal} onClose={save.dismissRefusal} sx={{ mb: 2 }} />
      <Stack spacing={3}>
        <PagedTable
          title={t('permissionGroups.fields.members')}
          pageSize={MEMBERS_PAGE}
          empty={t('permissionGroups.noMembers')}
          headings={[t('users.fields.name'), t('users.fields.email'), ...(editable ? [''] : [])]}
          rows={group.members.map((member) => ({
            key: member.id,
            cells: [
              <Link key="name" component={RouterLink} to={users.paths.view(member.id)}>
                {member.name}
              </Link>,
              member.email,
              ...(editable
                ? [
                    <IconButton
                      key="remove"
                      size="small"
                      aria-label={t('permissionGroups.removeMember', { name: member.name })}
                      onClick={() => removeMember(member.id)}
                      disabled={save.saving}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>,
                  ]
                : []),
            ],
          }))}
        />
        {editable && can('permissionGroup:FindMembers') && (
          <AddMember members={group.members} disabled={save.saving} onAdd={addMember} />
        )}
        <PagedTable
          title={t('permissionGroups.fields.permissions')}
          pageSize={PERMISSIONS_PAGE}
          empty={t('permissionGroups.noPermissions')}
          headings={[t('permissionGroups.fields.area'), t('permissionGroups.fields.permission')]}
          rows={group.permissions.map((permission) => {
            const area = areaOf(permission);
            return {
              key: permission,
              cells: [
                area === undefined
                  ? t('permissionGroups.everything')
                  : t(`classifiers:permissionAreas.${area}`, { defaultValue: area }),
                <code key="key">{permission}</code>,
              ],
            };
          })}
        />
      </Stack>
      <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {can('permissionGroup:UpdateStatus') && (
          <Button
            variant="outlined"
            color={group.active ? 'error' : 'primary'}
            onClick={() => setConfirming(true)}
            disabled={save.saving}
          >
            {t(group.active ? 'permissionGroups.disable' : 'permissionGroups.activate')}
          </Button>
        )}
        {editable && (
          <Button
            component={RouterLink}
            to={permissionGroups.paths.action({ id: group.id, action: 'edit' })}
            variant="contained"
            startIcon={<EditIcon />}
          >
            {t('permissionGroups.edit')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t(
          group.active ? 'permissionGroups.confirmDisableTitle' : 'permissionGroups.confirmActivateTitle',
        )}
        message={t(group.active ? 'permissionGroups.confirmDisable' : 'permissionGroups.confirmActivate', {
          name,
        })}
        confirmLabel={t(group.active ? 'permissionGroups.disable' : 'permissionGroups.activate')}
        destructive={group.active}
        onConfirm={changeStatus}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** A titled table of rows given whole, shown a page at a time. */
function PagedTable({
  title,
  pageSize,
  empty,
  headings,
  rows,
}: {
  title: string;
  pageSize: number;
  empty: string;
  headings: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  const [page, setPage] = useState(0);
  // A removal may leave the page past the end: show the last one then.
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {headings.map((heading, index) => (
                <TableCell key={index}>{heading}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(shown * pageSize, (shown + 1) * pageSize).map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={headings.length} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > pageSize && (
        <Pager
          count={rows.length}
          pageIndex={shown}
          pageSize={pageSize}
          pageSizes={[pageSize]}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
