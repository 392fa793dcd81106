import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ID } from './oidcSettings.js';
import { storedUser } from './storedUser.js';

const ISSUER = 'https://coverline.example/oidc/acme';
const KEY = `oidc.user:${ISSUER}:${CLIENT_ID}`;
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A user as oidc-client-ts stores it after a sign-in, the access token valid for `expiresIn` seconds. */
function signedIn(expiresIn: number) {
  const user = new User({
    access_token: 'token-1',
    token_type: 'Bearer',
    profile: { sub: 'u-1', iss: ISSUER, aud: CLIENT_ID, exp: nowInSeconds() + 3600, iat: nowInSeconds() },
    expires_at: nowInSeconds() + expiresIn,
  });
  window.sessionStorage.setItem(KEY, user.toStorageString());
}

afterEach(() => window.sessionStorage.clear());

describe('the user stored by the sign-in library', () => {
  it('is read without the library: its access token, subject and the time its token has left', () => {
    signedIn(600);
    const user = storedUser(ISSUER);
    expect(user).toMatchObject({ access_token: 'token-1', expired: false, profile: { sub: 'u-1' } });
    expect(user?.expiresIn()).toBeGreaterThan(590);
  });

  it('has run out once its token has', () => {
    signedIn(-5);
    expect(storedUser(ISSUER)?.expired).toBe(true);
  });

  it('is none when nobody signed in with that issuer, or what is stored cannot be read', () => {
    expect(storedUser(ISSUER)).toBeNull();
    window.sessionStorage.setItem(KEY, '{not json');
    expect(storedUser(ISSUER)).toBeNull();
    window.sessionStorage.setItem(KEY, JSON.stringify({ profile: { sub: 'u-1' } }));
    expect(storedUser(ISSUER)).toBeNull();
  });
});
