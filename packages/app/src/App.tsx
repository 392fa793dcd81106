import { useMemo, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SWRConfig, type Cache } from 'swr';
import { ApiProvider, type Api } from './api/ApiContext.js';
import { ApiError } from './api/ApiError.js';
import { createRecordPrefetch, type RecordPrefetch } from './api/recordPrefetch.js';
import { pathOfKey, type ShellKey } from './api/shellData.js';
import { AuthProvider } from './auth/AuthContext.js';
import type { AuthSession } from './auth/authSession.js';
import { ErrorDialogProvider, useShowError } from './errors/ErrorDialogProvider.js';
import { NotificationsProvider } from './errors/Notifications.js';
import { LocaleProvider } from './i18n/LocaleContext.js';
import { AppearanceProvider } from './layout/LayoutSettingsContext.js';
import { BreadcrumbProvider } from './navigation/BreadcrumbContext.js';
import { AppRouter } from './navigation/pageParams.js';
import { withRouteLoaders } from './resources/routeLoaders.js';

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
  // One data cache per app: nothing loaded for one user can leak into another app instance.
  const cache: Cache = useMemo(() => new Map(), [api]);
  const prefetch = useMemo(
    () =>
      createRecordPrefetch(
        (path) => api.client.get(path),
        (key) => cache.get(key)?.data !== undefined,
      ),
    [api, cache],
  );
  const router = useMemo(
    () => createRouter(withRouteLoaders(routes, prefetch)),
    [createRouter, routes, prefetch],
  );
  return (
    <Providers i18n={i18n} session={session} api={api} cache={cache} prefetch={prefetch}>
      <AppRouter router={router} />
    </Providers>
  );
}

function Providers({
  i18n,
  session,
  api,
  cache,
  prefetch,
  children,
}: Omit<AppProps, 'routes' | 'createRouter'> & DataCacheProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider session={session}>
        <ApiProvider api={api}>
          <ErrorDialogProvider>
            <DataCache api={api} cache={cache} prefetch={prefetch}>
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

interface DataCacheProps {
  cache: Cache;
  prefetch: RecordPrefetch;
  children: ReactNode;
}

/**
 * SWR reads API paths as the signed-in user, taking a record's read from the prefetch when the route's loader
 * started it; a failed read gets the error dialog it calls for.
 */
function DataCache({ api, cache, prefetch, children }: DataCacheProps & { api: Api }) {
  const showError = useShowError();
  const value = useMemo(
    () => ({
      provider: () => cache,
      fetcher: (key: ShellKey) => prefetch.take(pathOfKey(key)) ?? api.client.get(pathOfKey(key)),
      onError: showError,
      revalidateOnFocus: false,
      shouldRetryOnError: (error: unknown) => !(error instanceof ApiError) || error.status >= 500,
    }),
    [api, cache, prefetch, showError],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
