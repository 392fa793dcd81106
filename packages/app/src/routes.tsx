import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSignIn } from './auth/RequireSignIn.js';
import { SoloLayout } from './layout/SoloLayout.js';
import { WorkspaceLayout } from './layout/WorkspaceLayout.js';
import { RequirePermission } from './navigation/RequirePermission.js';
import { ROUTE_TABLE, WORKSPACE_PLACEHOLDER_ROUTES } from './navigation/routeTable.js';
import { Loading } from './pages/Busy.js';
import { CallbackPage } from './pages/CallbackPage.js';
import { ErrorPage, StandaloneErrorPage } from './pages/ErrorPage.js';
import { HomePage } from './pages/HomePage.js';
import { InitPage } from './pages/InitPage.js';
import { LogoutPage } from './pages/LogoutPage.js';
import { NotBuiltYetPage } from './pages/NotBuiltYetPage.js';
import { ProfilePage } from './pages/ProfilePage.js';
import { SwitchUserPage } from './pages/SwitchUserPage.js';

/** The admin area is a separate chunk, fetched when first opened. */
const AdminArea = lazy(() => import('./admin/AdminArea.js'));

/** Pages with forms, seen rarely or before sign-in: the signed-in first screen does not wait for them. */
const TenantSelectionPage = lazyPage(
  async () => (await import('./pages/TenantSelectionPage.js')).TenantSelectionPage,
);
const RegisterPage = lazyPage(async () => (await import('./pages/RegisterPage.js')).RegisterPage);
const ProfileRoute = lazyPage(async () => (await import('./pages/ProfileRoute.js')).ProfileRoute);
const AffiliationsPage = lazyPage(async () => (await import('./pages/AffiliationsPage.js')).AffiliationsPage);

/** The workspace's form screens: the schema widgets come with them, not with the first screen. */
const NewPersonPage = lazyPage(
  async () => (await import('./workspace/persons/NewPersonPage.js')).NewPersonPage,
);
const PersonPage = lazyPage(async () => (await import('./workspace/persons/PersonPage.js')).PersonPage);
const NewQuotePage = lazyPage(async () => (await import('./workspace/quotes/NewQuotePage.js')).NewQuotePage);
const QuotePage = lazyPage(async () => (await import('./workspace/quotes/QuotePage.js')).QuotePage);

/** The workspace screens built so far, by route-table address; its other addresses are placeholders. */
const WORKSPACE_SCREENS: Readonly<Record<string, ReactElement>> = {
  '/workspace/persons/private/new': <NewPersonPage partyType="PRIVATE" />,
  '/workspace/persons/legal/new': <NewPersonPage partyType="LEGAL" />,
  '/workspace/persons/:id': <PersonPage />,
  '/workspace/persons/:id/:action': <PersonPage />,
  '/workspace/products/:id/new': <NewQuotePage />,
  '/workspace/quotes/:id': <QuotePage productType="INSURANCE" />,
  '/workspace/loan-applications/:id': <QuotePage productType="LENDING" />,
};

/** A page component loaded on first render, with a loading notice meanwhile. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React.lazy loses the generic props type; the component is the one `load` gives.
  const Page = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/** The app's routes (foundations.md §2 "Route table"). */
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
          ...[
            ...ROUTE_TABLE.filter((entry) => entry.path in WORKSPACE_SCREENS),
            ...WORKSPACE_PLACEHOLDER_ROUTES,
          ].map((entry) => ({
            path: entry.path,
            element: (
              <RequirePermission pattern={entry.permission}>
                {WORKSPACE_SCREENS[entry.path] ?? <NotBuiltYetPage />}
              </RequirePermission>
            ),
          })),
          { path: '*', element: <ErrorPage code="not_found" /> },
        ],
      },
      {
        path: '/admin-area/*',
        element: (
          <Suspense fallback={<Loading />}>
            <AdminArea />
          </Suspense>
        ),
      },
    ],
  },
];
