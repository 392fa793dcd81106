import type { Assignment, AssignmentConflict, PanelObjectType, UserAvatar as User } from '@coverline/engine';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ConfirmDialog } from '../../admin/common/ConfirmDialog.js';
import { useApi } from '../../api/ApiContext.js';
import { ApiError } from '../../api/ApiError.js';
import { useProfile } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { useCan } from '../../navigation/useCan.js';
import { AssignDialog, UserAvatar } from './AssignDialog.js';
import { usePanelChange } from './usePanelChange.js';

/** An assignment the server refused because somebody else holds it: asked again with force on yes. */
interface Reassignment {
  path: string;
  current: User;
}

const conflictOf = (error: unknown): AssignmentConflict | undefined =>
  error instanceof ApiError && error.status === 409 && error.message === 'alreadyAssigned'
    ? (error.body as AssignmentConflict)
    : undefined;

/**
 * Who works on any object: the assignee's chip with avatar, assigning to a colleague or oneself and removing
 * (one's own with SelfDelete, anybody's with Delete). Over another's assignment the server answers 409 and
 * the panel asks whether to reassign; yes repeats the call with force.
 */
export function AssignmentPanel({ type, refId }: { type: PanelObjectType; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const showError = useShowError();
  const change = usePanelChange();
  const { profile } = useProfile();
  const { data, mutate } = useSWR<Assignment>(`/api/user-assignments/${refId}/${type}`);
  const [choosing, setChoosing] = useState(false);
  const [reassignment, setReassignment] = useState<Reassignment>();
  const assignee = data?.assignee ?? null;
  const own = assignee !== null && assignee.id === profile?.id;

  const assign = async (path: string) => {
    try {
      const saved = await client.post<Assignment>(path, { refId, type });
      await mutate(saved, { revalidate: false });
      notify(t('workspace.panels.assigned', { name: saved.assignee?.name ?? '' }), 'success');
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict === undefined) showError(error);
      else setReassignment({ path, current: conflict.assignee });
    }
  };
  const unassign = () =>
    change(async () => {
      await client.delete(`/api/user-assignments/${refId}/${type}/delete`);
      await mutate({ refId, type, assignee: null }, { revalidate: false });
    }, t('workspace.panels.unassigned'));

  return (
    <section aria-label={t('workspace.panels.assignment')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t('workspace.panels.assignee')}</Typography>
        {assignee === null ? (
          <Typography color="text.secondary">{t('workspace.panels.notAssigned')}</Typography>
        ) : (
          <Chip avatar={<UserAvatar user={assignee} />} label={assignee.name} />
        )}
        {can('userAssignment:Assign') && (
          <Button onClick={() => setChoosing(true)}>{t('workspace.panels.assign')}</Button>
        )}
        {can('userAssignment:SelfAssign') && !own && (
          <Button onClick={() => void assign('/api/user-assignments/assign-to-me')}>
            {t('workspace.panels.assignToMe')}
          </Button>
        )}
        {assignee !== null && (can('userAssignment:Delete') || (own && can('userAssignment:SelfDelete'))) && (
          <Button color="error" onClick={() => void unassign()}>
            {t('workspace.panels.unassign')}
          </Button>
        )}
      </Stack>
      {choosing && (
        <AssignDialog
          onClose={() => setChoosing(false)}
          onChoose={(user) => {
            setChoosing(false);
            void assign(`/api/user-assignments/${user.id}/assign`);
          }}
        />
      )}
      <ConfirmDialog
        open={reassignment !== undefined}
        title={t('workspace.panels.reassignTitle')}
        message={t('workspace.panels.reassignMessage', { name: reassignment?.current.name ?? '' })}
        confirmLabel={t('workspace.panels.reassign')}
        onCancel={() => setReassignment(undefined)}
        onConfirm={() => {
          const { path } = reassignment as Reassignment;
          setReassignment(undefined);
          void assign(`${path}?force=true`);
        }}
      />
    </section>
  );
}
