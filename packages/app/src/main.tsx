import '@fontsource-variable/montserrat/wght.css';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/apiClient.js';
import { sessionCorrelationStore } from './api/correlationId.js';
import { fetchRuntimeConfig, misplacedOrigin } from './api/runtimeConfig.js';
import { createAuthSession, ISSUER_STORAGE_KEY } from './auth/authSession.js';
import { oidcSettings, SILENT_RENEW_PATH } from './auth/oidcSettings.js';
import { App } from './App.js';
import { LOCALES_VERSION } from './buildInfo.js';
import { createI18n } from './i18n/createI18n.js';
import { LOCALE_STORAGE_KEY } from './i18n/LocaleContext.js';
import { browserLocale, supportedLocale } from './i18n/locales.js';
import { ROUTES } from './routes.js';

/** Starts the app: runtime configuration, sign-in state and texts first, then the first render. */
async function start(): Promise<void> {
  const runtime = await fetchRuntimeConfig();
  const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  const locale =
    stored === null
      ? (browserLocale(navigator.languages) ?? supportedLocale(undefined))
      : supportedLocale(stored);
  document.documentElement.lang = locale;
  const [session, i18n] = await Promise.all([
    createAuthSession(runtime),
    createI18n({ locale, version: LOCALES_VERSION }),
  ]);
  const expected = misplacedOrigin(runtime, window.location.origin);
  if (expected !== undefined) return showWrongAddress(i18n, expected);
  const correlation = sessionCorrelationStore();
  // Requests under way when the session ends all answer 401: only the first one decides where to come back.
  let signingOut = false;
  const api = {
    client: createApiClient({
      correlation,
      accessToken: () => session.accessToken(),
      onUnauthorized: () => {
        // The session is over: forget the user and start again at sign-in, coming back here afterwards.
        if (signingOut) return;
        signingOut = true;
        const returnTo = `${window.location.pathname}${window.location.search}`;
        void session
          .signOutLocally()
          .then(() => window.location.replace(`/login?returnTo=${encodeURIComponent(returnTo)}`));
      },
    }),
    publicClient: createApiClient({ correlation }),
  };
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} session={session} api={api} routes={ROUTES} />
    </StrictMode>,
  );
}

/**
 * Says, instead of a sign-in that cannot work, where the app must be opened and how to change that address:
 * a link to the same page at PUBLIC_URL.
 */
function showWrongAddress(i18n: I18n, expected: string): void {
  const { t } = i18n;
  const here = window.location.origin;
  const main = document.createElement('main');
  main.style.cssText = 'font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem';
  const title = document.createElement('h1');
  title.textContent = t('wrongAddress.title');
  const explanation = document.createElement('p');
  explanation.textContent = t('wrongAddress.explanation', { expected, here });
  const link = document.createElement('a');
  link.href = `${expected}${window.location.pathname}${window.location.search}`;
  link.textContent = t('wrongAddress.open', { expected });
  const setting = document.createElement('p');
  setting.textContent = t('wrongAddress.setting', { here });
  main.append(title, explanation, link, setting);
  document.body.replaceChildren(main);
}

/** The hidden frame of a silent token renewal only hands the answer to the app in the parent window. */
async function completeSilentRenew(): Promise<void> {
  const runtime = await fetchRuntimeConfig();
  const issuer = runtime.issuer ?? window.localStorage.getItem(ISSUER_STORAGE_KEY);
  if (issuer === null) return;
  const { UserManager } = await import('oidc-client-ts');
  await new UserManager(oidcSettings(issuer, window.location.origin)).signinSilentCallback();
}

/** Shown when the app cannot start, before any translation file could be read. */
const START_FAILED: Record<string, string> = {
  en: 'Coverline could not start. Please reload the page.',
  de: 'Coverline konnte nicht gestartet werden. Bitte laden Sie die Seite neu.',
  fr: 'Coverline n’a pas pu démarrer. Veuillez recharger la page.',
  ru: 'Не удалось запустить Coverline. Перезагрузите страницу.',
  lv: 'Coverline neizdevās palaist. Lūdzu, pārlādējiet lapu.',
};

const boot = window.location.pathname === SILENT_RENEW_PATH ? completeSilentRenew() : start();
boot.catch((error: unknown) => {
  console.error(error);
  const language = (browserLocale(navigator.languages) ?? 'en').split('-')[0] ?? 'en';
  document.body.textContent = START_FAILED[language] ?? START_FAILED.en ?? '';
});
