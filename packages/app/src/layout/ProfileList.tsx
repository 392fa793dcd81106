import BusinessIcon from '@mui/icons-material/Business';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '../api/profile.js';
import type { PopupMenuProps } from './PopupMenu.js';

export interface ProfileListProps extends PopupMenuProps {
  profile: Profile | undefined;
  /** Where "View profile" leads in this area. */
  profilePath: string;
  /** Closes the menu as an entry is chosen. */
  onChoose: () => void;
}

/** ProfileMenu's list: the user's name and e-mail, then the account actions. */
export function ProfileList({ profile, profilePath, onChoose, ...menu }: ProfileListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      {...menu}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {profile !== undefined && (
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }}>
          {profile.name !== null && (
            <Typography variant="subtitle2" noWrap>
              {profile.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {profile.email}
          </Typography>
        </Box>
      )}
      <Divider />
      <LinkItem to={profilePath} icon={<PersonIcon fontSize="small" />} onChoose={onChoose}>
        {t('profileMenu.viewProfile')}
      </LinkItem>
      {profile?.affiliation != null && (
        <LinkItem to="/affiliations" icon={<BusinessIcon fontSize="small" />} onChoose={onChoose}>
          {profile.affiliation.name}
        </LinkItem>
      )}
      <LinkItem to="/switch-user" icon={<SwitchAccountIcon fontSize="small" />} onChoose={onChoose}>
        {t('profileMenu.switchUser')}
      </LinkItem>
      <LinkItem to="/logout" icon={<LogoutIcon fontSize="small" />} onChoose={onChoose}>
        {t('profileMenu.logOut')}
      </LinkItem>
    </Menu>
  );
}

/** An account action: a menu entry that leads to `to`. */
function LinkItem({
  to,
  icon,
  onChoose,
  children,
}: {
  to: string;
  icon: ReactNode;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <MenuItem component={Link} to={to} onClick={onChoose}>
      <ListItemIcon>{icon}</ListItemIcon>
      {children}
    </MenuItem>
  );
}
