import type { UserManagerSettings } from 'oidc-client-ts';

/** The client every Coverline issuer knows (public, PKCE S256). */
export const CLIENT_ID = 'coverline-app';

export const CALLBACK_PATH = '/callback';
export const SILENT_RENEW_PATH = '/silent-renew';

/** Sign-in settings for one tenant's issuer; the redirect addresses must match the server's exactly. */
export function oidcSettings(issuer: string, origin: string): UserManagerSettings {
  return {
    authority: issuer,
    client_id: CLIENT_ID,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid email',
    automaticSilentRenew: true,
  };
}
