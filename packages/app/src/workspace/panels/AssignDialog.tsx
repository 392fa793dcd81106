import type { UserAvatar as User } from '@coverline/engine';
import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';

/** Initials of a name (or an e-mail) for an avatar without a photo. */
export const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** A user's photo, or the initials of the name. */
export function UserAvatar({ user }: { user: Pick<User, 'name' | 'avatar'> }) {
  return user.avatar === null ? (
    <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>{initialsOf(user.name)}</Avatar>
  ) : (
    <Avatar sx={{ width: 24, height: 24 }} src={user.avatar} alt="" />
  );
}

/** The active users of the tenant to choose the assignee from. */
export function AssignDialog({ onChoose, onClose }: { onChoose: (user: User) => void; onClose: () => void }) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const { data: users = [] } = useSWR<User[]>('/api/users/active/avatars');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('workspace.panels.assignTitle')}</DialogTitle>
      <List aria-labelledby={titleId}>
        {users.map((user) => (
          <ListItemButton key={user.id} onClick={() => onChoose(user)}>
            <ListItemAvatar>
              <UserAvatar user={user} />
            </ListItemAvatar>
            <ListItemText primary={user.name} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
