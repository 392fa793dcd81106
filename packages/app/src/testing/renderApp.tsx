import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@coverline/engine';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { createApiClient } from '../api/apiClient.js';
import { sessionCorrelationStore } from '../api/correlationId.js';
import { EMPTY_CATALOG, type ObjectCatalog } from '../api/objectCatalog.js';
import type { Profile } from '../api/profile.js';
import { fetchRuntimeConfig } from '../api/runtimeConfig.js';
import { App } from '../App.js';
import { createAuthSession, ISSUER_STORAGE_KEY } from '../auth/authSession.js';
import { CLIENT_ID } from '../auth/oidcSettings.js';
import { createI18n } from '../i18n/createI18n.js';
import type { SupportedLocale } from '../i18n/locales.js';
import { ROUTES } from '../routes.js';
import { fixtureIssuer } from './fixtureIssuer.js';
import { startFixtureServer, type FixtureRoutes, type FixtureServer } from './fixtureServer.js';
import { translationFiles } from './translationFiles.js';

/** The tenant whose issuer the test server runs, at `/oidc/acme`. */
const TEST_TENANT = 'acme';

export interface RenderAppOptions {
  /** The address the app opens at. */
  path: string;
  /** Signed in holding these permissions; signed out when absent. */
  permissions?: string[];
  profile?: Partial<Profile>;
  settings?: Partial<TenantSettings>;
  catalog?: Partial<ObjectCatalog>;
  /** Further answers of the test server, e.g. search results. */
  routes?: FixtureRoutes;
  /** Seconds left of the signed-in user's access token; the issuer renews it with an hour-long one. */
  accessTokenExpiresIn?: number;
  /** The deployment names the test tenant: `GET /.oidc-client` answers its issuer. */
  deploymentNamesTenant?: boolean;
  locale?: SupportedLocale;
}

const missingTexts: string[] = [];
const servers: FixtureServer[] = [];

/** The texts asked for but missing since the last call. */
export function takeMissingTexts(): string[] {
  return missingTexts.splice(0);
}

/** Stops the test servers of a finished test file (not per test: requests of unmounted screens may still run). */
export async function closeTestServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

/** A record page's panels (notes, documents, history, assignment, labels) answer empty unless a test says otherwise. */
const EMPTY_PANELS: FixtureRoutes = {
  'GET /api/notes/*/find': { body: { count: 0, items: [] } },
  'GET /api/history/*/*': { body: { count: 0, items: [] } },
  'GET /api/user-assignments/*/*': (request) => {
    const [, , , refId, type] = request.path.split('?')[0]?.split('/') ?? [];
    return { body: { refId, type, assignee: null } };
  },
  'GET /api/label-associations/*/*': { body: [] },
  'GET /api/*/*/documents/find': { body: { count: 0, items: [] } },
};

export const TEST_PROFILE: Profile = {
  id: 'user-1',
  email: 'anna.berzina@example.com',
  firstName: 'Anna',
  lastName: 'Bērziņa',
  name: 'Anna Bērziņa',
  avatar: null,
  locale: 'en-GB',
  affiliation: null,
  tenant_id: '7b0d1c64-5a8e-4a43-9a55-2f9f0b3b1c11',
};

/** The interface texts of a locale, reporting missing ones to the test's check. */
export function testI18n(locale: SupportedLocale = 'en-GB') {
  return createI18n({
    locale,
    version: 'test',
    resources: translationFiles(),
    onMissingKey: (namespace, key) => missingTexts.push(`${namespace}:${key}`),
  });
}

/** A component on its own, with the interface texts. */
export async function renderWithTexts(ui: ReactNode, locale: SupportedLocale = 'en-GB') {
  const i18n = await testI18n(locale);
  const user = userEvent.setup();
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), user };
}

/**
 * The whole app at an address, talking over real HTTP to a test server that answers the shell's calls
 * (client configuration, profile, permissions, settings, object catalog) with the given data and acts as
 * the tenant's issuer.
 */
export async function renderApp(options: RenderAppOptions) {
  const profile = { ...TEST_PROFILE, ...options.profile };
  const issuer = fixtureIssuer(TEST_TENANT);
  const server = await startFixtureServer({
    ...issuer.routes,
    'GET /.oidc-client': (request) => ({
      body: {
        issuer: options.deploymentNamesTenant ? issuer.urlOn(`http://${request.headers.host}`) : null,
        logoUrl: null,
        wallpaperUrl: null,
        tenant: options.deploymentNamesTenant ? TEST_TENANT : null,
        publicUrl: `http://${request.headers.host}`,
      },
    }),
    'GET /api/profile': { body: profile },
    'GET /api/profile/permissions': { body: options.permissions ?? [] },
    'GET /api/tenant/settings': { body: { ...DEFAULT_TENANT_SETTINGS, default: false, ...options.settings } },
    'GET /api/object-catalog': { body: { ...EMPTY_CATALOG, ...options.catalog } },
    ...EMPTY_PANELS,
    ...options.routes,
  });
  servers.push(server);

  const issuerUrl = issuer.urlOn(server.url);
  if (options.permissions !== undefined) {
    // Signed in as after a completed login: the issuer remembered, the user where oidc-client-ts keeps it.
    window.localStorage.setItem(ISSUER_STORAGE_KEY, issuerUrl);
    const signedIn = issuer.signIn(issuerUrl, profile.id, options.accessTokenExpiresIn ?? 3600);
    window.sessionStorage.setItem(`oidc.user:${issuerUrl}:${CLIENT_ID}`, signedIn.toStorageString());
  }
  const runtime = await fetchRuntimeConfig(server.url);
  const session = await createAuthSession(runtime, window.location.origin, window.localStorage);
  const i18n = await testI18n(options.locale);
  const correlation = sessionCorrelationStore();
  const api = {
    client: createApiClient({ baseUrl: server.url, correlation, accessToken: () => session.accessToken() }),
    publicClient: createApiClient({ baseUrl: server.url, correlation }),
  };
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const createRouter = (routes: RouteObject[]) => {
    router = createMemoryRouter(routes, { initialEntries: [options.path] });
    return router;
  };
  const user = userEvent.setup();
  const view = render(
    <App i18n={i18n} session={session} api={api} routes={ROUTES} createRouter={createRouter} />,
  );
  return {
    ...view,
    user,
    server,
    issuer: { ...issuer, url: issuerUrl },
    i18n,
    session,
    router: router as ReturnType<typeof createMemoryRouter>,
  };
}
