import { useState, type ReactNode } from 'react';
import type { User } from '@coverline/engine';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { useCan } from '../../navigation/useCan.js';
import { permissionGroups, users } from '../../resources/adminResources.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { RefusalAlert } from '../common/RefusalAlert.js';
import { PasswordDialog } from './PasswordDialog.js';

/** The address of an intermediary's page, where a user's affiliation leads. */
const intermediaryPath = (id: string) => `/admin-area/intermediaries/${id}`;

/**
 * A user as read: e-mail, language, affiliation (a link to the intermediary), groups and photo, with
 * edit, block or activate (confirmed first) and a new password for those allowed.
 */
export function UserView({ user, onChanged }: { user: User; onChanged: (user: User) => void }) {
  const { t } = useTranslation(['UI-context', 'classifiers', 'localization']);
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const save = useSaveResource({ showsRefusals: true });
  const [confirming, setConfirming] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const changeStatus = () => {
    setConfirming(false);
    void save.run(async () => {
      const saved = await client.put<User>(`/api/users/${user.id}/update-status`, { active: !user.active });
      notify(t(saved.active ? 'users.activated' : 'users.blocked', { name: saved.name }));
      onChanged(saved);
    });
  };

  const rows: [string, ReactNode][] = [
    [t('users.fields.email'), user.email],
    [t('users.fields.locale'), t(`localization:languages.${user.locale}`, { defaultValue: user.locale })],
    [
      t('users.fields.affiliation'),
      user.affiliation === null ? (
        t('users.none')
      ) : (
        <Link component={RouterLink} to={intermediaryPath(user.affiliation.id)}>
          {user.affiliation.name}
        </Link>
      ),
    ],
    [
      t('users.fields.permissionGroups'),
      user.permissionGroups.length === 0 ? (
        t('users.none')
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {user.permissionGroups.map((group) => (
            <Chip
              key={group.id}
              label={group.name}
              component={RouterLink}
              to={permissionGroups.paths.view(group.id)}
              clickable
              variant={group.active ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
      ),
    ],
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}
        >
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {user.name}
        </Typography>
        <Chip
          label={t(`classifiers:userStatuses.${user.active ? 'ACTIVE' : 'BLOCKED'}`)}
          color={user.active ? 'success' : 'default'}
        />
      </Stack>
      <RefusalAlert refusal={save.refusal} onClose={save.dismissRefusal} sx={{ mb: 2 }} />
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {can('user:UpdatePassword') && (
          <Button onClick={() => setChangingPassword(true)}>{t('users.changePassword')}</Button>
        )}
        {can('user:UpdateStatus') && (
          <Button
            color={user.active ? 'error' : 'primary'}
            variant="outlined"
            onClick={() => setConfirming(true)}
            disabled={save.saving}
          >
            {t(user.active ? 'users.block' : 'users.activate')}
          </Button>
        )}
        {can('user:Update') && (
          <Button
            component={RouterLink}
            to={users.paths.action({ id: user.id, action: 'edit' })}
            variant="contained"
            startIcon={<EditIcon />}
          >
            {t('users.edit')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t(user.active ? 'users.confirmBlockTitle' : 'users.confirmActivateTitle')}
        message={t(user.active ? 'users.confirmBlock' : 'users.confirmActivate', { name: user.name })}
        confirmLabel={t(user.active ? 'users.block' : 'users.activate')}
        destructive={user.active}
        onConfirm={changeStatus}
        onCancel={() => setConfirming(false)}
      />
      {changingPassword && (
        <PasswordDialog
          userId={user.id}
          userName={user.name}
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            setChangingPassword(false);
            notify(t('users.passwordChanged', { name: user.name }));
          }}
        />
      )}
    </Paper>
  );
}
