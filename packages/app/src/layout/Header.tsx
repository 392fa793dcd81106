import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import PaletteIcon from '@mui/icons-material/Palette';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkIcon from '@mui/icons-material/Work';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '../api/profile.js';
import { HEADER_HEIGHT, SIDEBAR_TRANSITION_MS } from './dimensions.js';
import { LanguageMenu } from './LanguageMenu.js';
import { ProfileMenu } from './ProfileMenu.js';

interface HeaderProps {
  sidebarOpen: boolean;
  /** Absent when there is no sidebar to open. */
  onToggleSidebar: (() => void) | undefined;
  /** Room left for a full-height sidebar beside the header. */
  offsetLeft: number;
  logo: ReactNode;
  breadcrumbs: ReactNode;
  onSearch: (() => void) | undefined;
  showAdminArea: boolean;
  onAppearance: () => void;
  profile: Profile | undefined;
  profilePath: string;
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The header bar of the default layout. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const action = (label: string, icon: ReactNode, button: Record<string, unknown>) => (
    <IconButton color="inherit" aria-label={label} title={label} {...button}>
      {icon}
    </IconButton>
  );
  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        bgcolor: 'header.main',
        color: 'header.contrastText',
        width: `calc(100% - ${props.offsetLeft}px)`,
        ml: `${props.offsetLeft}px`,
        transition: `width ${SIDEBAR_TRANSITION_MS}ms ease, margin ${SIDEBAR_TRANSITION_MS}ms ease`,
      }}
    >
      <Toolbar
        sx={{
          gap: { xs: 0, sm: 1 },
          // On a phone the logo and the seven buttons fit in the width only with less room around each.
          px: { xs: 1, sm: 2 },
          '& .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } },
        }}
      >
        {props.onToggleSidebar !== undefined && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={props.onToggleSidebar}
            aria-label={t(props.sidebarOpen ? 'header.closeSidebar' : 'header.openSidebar')}
            aria-expanded={props.sidebarOpen}
          >
            {props.sidebarOpen ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        {props.logo}
        <Box sx={{ flexGrow: 1, minWidth: 0, mx: { xs: 0.5, sm: 2 }, overflow: 'hidden' }}>
          {props.breadcrumbs}
        </Box>
        {props.onSearch !== undefined &&
          action(t('header.search', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' }), <SearchIcon />, {
            onClick: props.onSearch,
          })}
        {action(t('header.workspace'), <WorkIcon />, { component: Link, to: '/' })}
        {props.showAdminArea &&
          action(t('header.adminArea'), <SettingsIcon />, { component: Link, to: '/admin-area' })}
        <LanguageMenu />
        {action(t('header.appearance'), <PaletteIcon />, { onClick: props.onAppearance })}
        <ProfileMenu profile={props.profile} profilePath={props.profilePath} />
      </Toolbar>
    </AppBar>
  );
}
