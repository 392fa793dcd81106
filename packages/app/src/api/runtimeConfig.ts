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
  };
}
