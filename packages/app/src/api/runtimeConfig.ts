/** The client configuration the server publishes before sign-in (`GET /.oidc-client`, foundations.md §3). */
export interface RuntimeConfig {
  /** The issuer to sign in with when the deployment names a tenant. */
  issuer: string | null;
  logoUrl: string | null;
  wallpaperUrl: string | null;
  /** Set when the deployment serves one tenant: tenant selection is skipped. */
  tenant: string | null;
}

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
