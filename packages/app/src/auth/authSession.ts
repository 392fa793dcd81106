import type { UserManager } from 'oidc-client-ts';
import { afterStart } from '../afterStart.js';
import type { RuntimeConfig } from '../api/runtimeConfig.js';
import { oidcSettings } from './oidcSettings.js';
import { storedUser, type SignedInUser } from './storedUser.js';

/** Local storage key of the issuer chosen on tenant selection. */
export const ISSUER_STORAGE_KEY = 'coverline.issuer';

export interface SignInOptions {
  /** Where to go once signed in. */
  returnTo: string;
  /** The interface language, passed on to the issuer's login page. */
  locale: string;
  /** `login` makes the issuer ask for credentials again (switch user). */
  prompt?: 'login';
}

/**
 * The browser's sign-in state for one tenant issuer. The issuer is the deployment's when it names a tenant,
 * else the one chosen on tenant selection (remembered in local storage so that reloads stay signed in).
 */
export interface AuthSession {
  readonly runtime: RuntimeConfig;
  user(): SignedInUser | null;
  subscribe(listener: () => void): () => void;
  /** The current access token; waits while nobody is signed in. */
  accessToken(): Promise<string>;
  issuer(): string | undefined;
  signIn(issuer: string, options: SignInOptions): Promise<void>;
  /** Finishes the redirect back from the issuer and answers where to go next. */
  completeSignIn(): Promise<string>;
  /** Forgets the user in this browser only. */
  signOutLocally(): Promise<void>;
  /** Ends the session at the issuer too; the issuer sends the browser back to `/`. */
  signOutRedirect(): Promise<void>;
}

interface SignInState {
  returnTo: string;
}

/** A stored token that runs out sooner has the library loaded at once, to renew it. */
const LIBRARY_LATER_MS = 60_000;

export async function createAuthSession(
  runtime: RuntimeConfig,
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
): Promise<AuthSession> {
  let manager: UserManager | undefined;
  let current: SignedInUser | null = null;
  let waiting: ((token: string) => void)[] = [];
  const listeners = new Set<() => void>();

  const issuer = () => runtime.issuer ?? storage.getItem(ISSUER_STORAGE_KEY) ?? undefined;

  function setUser(next: SignedInUser | null) {
    current = next !== null && !next.expired ? next : null;
    if (current !== null) {
      const token = current.access_token;
      waiting.forEach((resolve) => resolve(token));
      waiting = [];
    }
    listeners.forEach((listener) => listener());
  }

  /**
   * The sign-in library's manager for the issuer. The library is loaded when first needed (a user signed in
   * earlier in this browser, Continue pressed, a callback), not with the sign-in screen.
   */
  async function managerFor(authority: string): Promise<UserManager> {
    if (manager?.settings.authority === authority) return manager;
    const { ErrorResponse, UserManager } = await import('oidc-client-ts');
    if (manager?.settings.authority === authority) return manager;
    manager?.stopSilentRenew();
    const next = new UserManager(oidcSettings(authority, origin));
    next.events.addUserLoaded((user) => setUser(user));
    next.events.addUserUnloaded(() => setUser(null));
    next.events.addAccessTokenExpired(() => setUser(null));
    // The issuer refused to renew: the session is over, as on a 401. A network failure
    // is not a refusal: the next attempt may work, and the token's expiry ends the session otherwise.
    next.events.addSilentRenewError((error) => {
      if (error instanceof ErrorResponse) void next.removeUser();
    });
    manager = next;
    return next;
  }

  // Signed in earlier: the stored user shows the first screen, and the library is loaded after it unless the
  // token runs out before; it then takes over (renewing the token, or ending a session it finds over).
  const known = issuer();
  if (known !== undefined) {
    const stored = storedUser(known);
    const takeOver = async () => setUser(await (await managerFor(known)).getUser());
    if (stored === null || stored.expiresIn() < LIBRARY_LATER_MS / 1000) await takeOver();
    else {
      setUser(stored);
      // A library that cannot be loaded renews nothing: the token's expiry then ends the session.
      afterStart(() => void takeOver().catch(() => undefined));
    }
  }

  return {
    runtime,
    user: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: () =>
      current !== null && !current.expired
        ? Promise.resolve(current.access_token)
        : new Promise((resolve) => waiting.push(resolve)),
    issuer,
    async signIn(authority, { returnTo, locale, prompt }) {
      if (runtime.issuer === null) storage.setItem(ISSUER_STORAGE_KEY, authority);
      const state: SignInState = { returnTo };
      await (
        await managerFor(authority)
      ).signinRedirect({
        state,
        ui_locales: locale,
        ...(prompt === undefined ? {} : { prompt }),
      });
    },
    async completeSignIn() {
      const authority = issuer();
      if (authority === undefined) throw new Error('No sign-in is in progress in this browser');
      const user = await (await managerFor(authority)).signinRedirectCallback();
      setUser(user);
      return (user.state as SignInState | undefined)?.returnTo ?? '/init';
    },
    async signOutLocally() {
      const authority = issuer();
      if (authority !== undefined) await (await managerFor(authority)).removeUser();
      setUser(null);
    },
    async signOutRedirect() {
      const authority = issuer();
      if (authority === undefined) return;
      await (await managerFor(authority)).signoutRedirect();
    },
  };
}
