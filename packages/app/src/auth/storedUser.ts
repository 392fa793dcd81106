import { CLIENT_ID } from './oidcSettings.js';

/** What the app reads of the signed-in user; oidc-client-ts's `User` is one. */
export interface SignedInUser {
  readonly access_token: string;
  /** Whether the access token has run out (unknown without an expiry). */
  readonly expired: boolean | undefined;
  readonly profile: { readonly sub: string };
}

/** The stored user, with the seconds its access token has left. */
export interface StoredUser extends SignedInUser {
  expiresIn(): number;
}

/**
 * The user oidc-client-ts keeps after a sign-in with `authority` (its default user store: session storage,
 * `oidc.user:{authority}:{client id}`, the user as JSON), read without loading the library, so that a reload
 * shows the signed-in screen without waiting for it. Null when there is none or it cannot be read; the library
 * reads it again once loaded.
 */
export function storedUser(authority: string, storage: Storage = window.sessionStorage): StoredUser | null {
  const stored = storage.getItem(`oidc.user:${authority}:${CLIENT_ID}`);
  if (stored === null) return null;
  try {
    const {
      access_token: accessToken,
      expires_at: expiresAt,
      profile,
    } = JSON.parse(stored) as {
      access_token?: unknown;
      expires_at?: unknown;
      profile?: { sub?: unknown };
    };
    if (typeof accessToken !== 'string' || typeof profile?.sub !== 'string') return null;
    if (typeof expiresAt !== 'number') return null;
    const sub = profile.sub;
    const expiresIn = () => expiresAt - Date.now() / 1000;
    return {
      access_token: accessToken,
      get expired() {
        return expiresIn() <= 0;
      },
      expiresIn,
      profile: { sub },
    };
  } catch {
    return null;
  }
}
