import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useAuthSession } from '../auth/AuthContext.js';

/**
 * Login-type pages: no header, sidebar or footer, no content padding; the tenant's
 * wallpaper behind the page when there is one.
 */
export function SoloLayout() {
  const { runtime } = useAuthSession();
  const wallpaper = runtime.wallpaperUrl === null ? [] : [`url("${runtime.wallpaperUrl}")`];
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: 'header.main',
        // The gradient shows through while the wallpaper loads, and instead of it when there is none.
        backgroundImage: (theme) =>
          [
            ...wallpaper,
            `linear-gradient(135deg, ${theme.palette.header.main}, ${theme.palette.primary.main})`,
          ].join(', '),
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Outlet />
    </Box>
  );
}
