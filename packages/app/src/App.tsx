import { useMemo, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiProvider, type Api } from './api/ApiContext.js';
import { ApiError } from './api/ApiError.js';
import { pathOfKey, type ShellKey } from './api/shellData.js';
import { AuthProvider } from './auth/AuthContext.js';
import type { AuthSession } from './auth/authSession.js';
import { ErrorDialogProvider, useShowError } from './errors/ErrorDialogProvider.js';
import { NotificationsProvider } from './errors/Notifications.js';
import { LocaleProvider } from './i18n/LocaleContext.js';
import { AppearanceProvider } from './layout/LayoutSettingsContext.js';
import { BreadcrumbProvider } from './navigation/BreadcrumbContext.js';

export interface AppProps {
  i18n: i18n;
  session: AuthSession;
  api: Api;
  routes: RouteObject[];
  /** Tests pass a memory router's factory; the app uses the browser's history. */
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;
}

/** Everything the pages rely on: language, sign-in, API, data cache, appearance, dialogs and notices. */
export function App({ i18n, session, api, routes, createRouter = createBrowserRouter }: AppProps) {
  const router = useMemo(() => createRouter(routes), [createRouter, routes]);
  return (
    <Providers i18n={i18n} session={session} api={api}>
      <RouterProvider router={router} />
    </Providers>
  );
}

export function Providers({
  i18n,
  session,
  api,
  children,
}: Omit<AppProps, 'routes' | 'createRouter'> & { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider session={session}>
        <ApiProvider api={api}>
          <ErrorDialogProvider>
            <DataCache api={api}>
              <LocaleProvider>
                <AppearanceProvider>
                  <NotificationsProvider>
                    <BreadcrumbProvider>{children}</BreadcrumbProvider>
                  </NotificationsProvider>
                </AppearanceProvider>
              </LocaleProvider>
            </DataCache>
          </ErrorDialogProvider>
        </ApiProvider>
      </AuthProvider>
    </I18nextProvider>
  );
}

/** SWR reads API paths as the signed-in user; a failed read gets the error dialog it calls for. */
function DataCache({ api, children }: { api: Api; children: ReactNode }) {
  const showError = useShowError();
  const value = useMemo(
    () => ({
      // One cache per app: nothing loaded for one user can leak into another app instance.
      provider: () => new Map(),
      fetcher: (key: ShellKey) => api.client.get(pathOfKey(key)),
      onError: showError,
      revalidateOnFocus: false,
      shouldRetryOnError: (error: unknown) => !(error instanceof ApiError) || error.status >= 500,
    }),
    [api, showError],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
