import { Navigate, type RouteObject } from 'react-router';
import { RequireSignIn } from './auth/RequireSignIn.js';
import { SoloLayout } from './layout/SoloLayout.js';
import { CallbackPage } from './pages/CallbackPage.js';
import { ErrorPage, StandaloneErrorPage } from './pages/ErrorPage.js';
import { InitPage } from './pages/InitPage.js';
import { LogoutPage } from './pages/LogoutPage.js';
import { ProfilePage } from './pages/ProfilePage.js';
import { SwitchUserPage } from './pages/SwitchUserPage.js';
import { lazyPage } from './resources/lazyPage.js';
import { resourceRoutes } from './resources/resourceRoutes.js';
import { WORKSPACE_RESOURCES } from './resources/workspaceResources.js';

/** The signed-in shell (app bar, sidebar, search): the sign-in screen does not wait for it. */
const WorkspaceLayout = lazyPage(async () => (await import('./layout/WorkspaceLayout.js')).WorkspaceLayout);

/** The admin area is a separate chunk, fetched when first opened. */
const AdminArea = lazyPage(async () => (await import('./admin/AdminArea.js')).default);

/** Pages seen rarely, or only before or only after sign-in: no first screen waits for what it does not show. */
const HomePage = lazyPage(async () => (await import('./pages/HomePage.js')).HomePage);
const TenantSelectionPage = lazyPage(
  async () => (await import('./pages/TenantSelectionPage.js')).TenantSelectionPage,
);
const RegisterPage = lazyPage(async () => (await import('./pages/RegisterPage.js')).RegisterPage);
const ProfileRoute = lazyPage(async () => (await import('./pages/ProfileRoute.js')).ProfileRoute);
const AffiliationsPage = lazyPage(async () => (await import('./pages/AffiliationsPage.js')).AffiliationsPage);

/** The app's routes: the shell's own, then the workspace's screen resources. */
export const ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    element: <SoloLayout />,
    children: [
      { path: '/login', element: <TenantSelectionPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/error', element: <StandaloneErrorPage /> },
      { path: '/callback', element: <CallbackPage /> },
      { path: '/logout', element: <LogoutPage /> },
    ],
  },
  {
    element: <RequireSignIn />,
    children: [
      { path: '/init', element: <InitPage /> },
      { path: '/switch-user', element: <SwitchUserPage /> },
      {
        element: <WorkspaceLayout />,
        children: [
          { path: '/home', element: <HomePage /> },
          { path: '/profile', element: <ProfilePage basePath="/profile" /> },
          { path: '/profile/:action', element: <ProfileRoute basePath="/profile" /> },
          { path: '/affiliations', element: <AffiliationsPage /> },
          { path: '/workspace', element: <Navigate to="/home" replace /> },
          ...resourceRoutes(WORKSPACE_RESOURCES),
          { path: '*', element: <ErrorPage code="not_found" /> },
        ],
      },
      { path: '/admin-area/*', element: <AdminArea /> },
    ],
  },
];
