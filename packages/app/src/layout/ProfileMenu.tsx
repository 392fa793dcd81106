import { useState } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf, type Profile } from '../api/profile.js';

/** Avatar with initials (or the e-mail's first letter), name and e-mail, and the account actions. */
export function ProfileMenu({ profile, profilePath }: { profile: Profile | undefined; profilePath: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const initials = profile === undefined ? '' : initialsOf(profile);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('header.account')}
        aria-haspopup="menu"
      >
        <Avatar
          src={profile?.avatar ?? undefined}
          alt=""
          sx={{
            width: 36,
            height: 36,
            bgcolor: 'common.white',
            color: 'header.main',
            fontSize: 15,
            fontWeight: 700,
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
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
        <MenuItem component={Link} to={profilePath} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('profileMenu.viewProfile')}
        </MenuItem>
        {profile?.affiliation != null && (
          <MenuItem component={Link} to="/affiliations" onClick={close}>
            <ListItemIcon>
              <BusinessIcon fontSize="small" />
            </ListItemIcon>
            {profile.affiliation.name}
          </MenuItem>
        )}
        <MenuItem component={Link} to="/switch-user" onClick={close}>
          <ListItemIcon>
            <SwitchAccountIcon fontSize="small" />
          </ListItemIcon>
          {t('profileMenu.switchUser')}
        </MenuItem>
        <MenuItem component={Link} to="/logout" onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('profileMenu.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
