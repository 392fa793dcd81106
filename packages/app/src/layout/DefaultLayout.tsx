import { lazy, Suspense, useEffect, useState } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fab from '@mui/material/Fab';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useAuthSession } from '../auth/AuthContext.js';
import { usePermissions, useProfile, useTenantSettings } from '../api/shellData.js';
import type { MenuItem } from '../navigation/menu.js';
import { canOpenAdminArea, canSearch } from '../navigation/shellPermissions.js';
import { SearchProvider, useSearch } from '../search/SearchContext.js';
import { AppBreadcrumbs } from './AppBreadcrumbs.js';
import { HEADER_HEIGHT, SIDEBAR_MINI_WIDTH, SIDEBAR_TRANSITION_MS, SIDEBAR_WIDTH } from './dimensions.js';
import { DESKTOP_BREAKPOINT, effectiveSidebar, toggledSidebar } from './effectiveSidebar.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { useLayoutSettings } from './LayoutSettingsContext.js';
import { Sidebar } from './Sidebar.js';
import { SkipLink } from './SkipLink.js';
import { TenantLogo } from './TenantLogo.js';

/** Loaded when the user first opens it. */
const AppearanceDrawer = lazy(async () => ({
  default: (await import('./AppearanceDrawer.js')).AppearanceDrawer,
}));

interface DefaultLayoutProps {
  menu: readonly MenuItem[];
  /** Accessible name of the sidebar's navigation. */
  navigationLabel: string;
  /** Where "View profile" leads in this area. */
  profilePath: string;
}

/** Header with breadcrumbs, sidebar and footer around the current page. */
export function DefaultLayout(props: DefaultLayoutProps) {
  const { permissions } = usePermissions();
  return (
    <SearchProvider enabled={canSearch(permissions ?? [])}>
      <Shell {...props} permissions={permissions ?? []} />
    </SearchProvider>
  );
}

function Shell({
  menu,
  navigationLabel,
  profilePath,
  permissions,
}: DefaultLayoutProps & { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const { settings, update } = useLayoutSettings();
  const { runtime } = useAuthSession();
  const { profile } = useProfile();
  const { settings: tenant } = useTenantSettings();
  const { openSearch } = useSearch();
  const narrow = useMediaQuery(`(max-width:${DESKTOP_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const compactHeader = useMediaQuery('(max-width:767.95px)', { noSsr: true });
  const [openOnNarrow, setOpenOnNarrow] = useState(false);
  const [appearanceOpen, setAppearanceOpen] = useState(false);
  const [appearanceUsed, setAppearanceUsed] = useState(false);
  const openAppearance = () => {
    setAppearanceUsed(true);
    setAppearanceOpen(true);
  };
  useEffect(() => setOpenOnNarrow(false), [narrow]);

  // A user without any entry in this area (e.g. sent to an admin page they may not open) gets no sidebar.
  const hasMenu = menu.length > 0;
  const sidebar = effectiveSidebar(settings.sidebar, narrow, openOnNarrow);
  const toggleSidebar = () =>
    narrow ? setOpenOnNarrow((open) => !open) : update({ sidebar: toggledSidebar(settings.sidebar) });
  const inFlow =
    hasMenu && (sidebar.variant === 'permanent' || (sidebar.variant === 'persistent' && sidebar.open));
  const reserved = !inFlow ? 0 : sidebar.view === 'mini' ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  const clipped = sidebar.style === 'clipped' && settings.headerVisible;
  const sidebarShown = sidebar.variant === 'temporary' ? sidebar.open : inFlow && sidebar.view === 'full';

  const logoUrl = tenant.config?.logoUrl ?? runtime.logoUrl ?? undefined;
  const logo = (inverse: boolean) => (
    <Box
      component={Link}
      to="/home"
      sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
    >
      <TenantLogo src={logoUrl} inverse={inverse} />
    </Box>
  );
  const breadcrumbsInHeader = settings.headerVisible && !compactHeader;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {settings.headerVisible && (
        <Header
          sidebarOpen={sidebarShown}
          onToggleSidebar={hasMenu ? toggleSidebar : undefined}
          offsetLeft={clipped ? 0 : reserved}
          logo={(clipped || !inFlow || sidebar.view === 'mini') && logo(true)}
          breadcrumbs={breadcrumbsInHeader && <AppBreadcrumbs inverse />}
          onSearch={canSearch(permissions) ? openSearch : undefined}
          showAdminArea={canOpenAdminArea(permissions)}
          onAppearance={openAppearance}
          profile={profile}
          profilePath={profilePath}
        />
      )}
      {hasMenu && (
        <Sidebar
          sidebar={sidebar}
          belowHeader={settings.headerVisible}
          items={menu}
          label={navigationLabel}
          top={logo(false)}
          onClose={() =>
            narrow ? setOpenOnNarrow(false) : update({ sidebar: { ...settings.sidebar, open: false } })
          }
        />
      )}
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          ml: `${reserved}px`,
          pt: settings.headerVisible ? `${HEADER_HEIGHT}px` : 0,
          transition: `margin ${SIDEBAR_TRANSITION_MS}ms ease`,
        }}
      >
        <Container
          component="main"
          id="main-content"
          tabIndex={-1}
          maxWidth={settings.container === 'boxed' ? 'lg' : false}
          sx={{ flexGrow: 1, py: 3, outline: 'none' }}
        >
          {!breadcrumbsInHeader && (
            <Box sx={{ mb: 2 }}>
              <AppBreadcrumbs />
            </Box>
          )}
          <Outlet />
        </Container>
        {settings.footerVisible && <Footer />}
      </Box>
      {!settings.headerVisible && (
        <Fab
          size="small"
          color="primary"
          aria-label={t('header.appearance')}
          onClick={openAppearance}
          sx={{ position: 'fixed', top: 16, right: 16 }}
        >
          <TuneIcon />
        </Fab>
      )}
      {appearanceUsed && (
        <Suspense fallback={null}>
          <AppearanceDrawer open={appearanceOpen} onClose={() => setAppearanceOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
