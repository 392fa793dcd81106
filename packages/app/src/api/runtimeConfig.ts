import type { OidcClientConfig } from '@coverline/engine';

/** The client configuration the server publishes before sign-in (`GET /.oidc-client`): the server's contract. */
export type RuntimeConfig = OidcClientConfig;

export async function fetchRuntimeConfig(baseUrl = ''): Promise<RuntimeConfig> {
  const response = await fetch(`${baseUrl}/.oidc-client`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The client configuration could not be loaded (HTTP ${response.status})`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  return {
    issuer: body.issuer ?? null,
    logoUrl: body.logoUrl ?? null,
    wallpaperUrl: body.wallpaperUrl ?? null,
    tenant: body.tenant ?? null,
    publicUrl: body.publicUrl ?? window.location.origin,
  };
}

/**
 * PUBLIC_URL's origin when the page was opened at another one (a server name instead of the address it is set
 * up for): sign-in redirects, cookies and the Content-Security-Policy all name PUBLIC_URL, so from here sign-in
 * cannot work. Undefined when the page is where it should be.
 */
export function misplacedOrigin(runtime: RuntimeConfig, here: string): string | undefined {
  const expected = new URL(runtime.publicUrl).origin;
  return expected === here ? undefined : expected;
}
