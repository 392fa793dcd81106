/** The issuer identifier of a tenant's embedded OpenID Connect provider. */
export function embeddedIssuer(publicUrl: string, tenantCode: string): string {
  return `${publicUrl}/oidc/${tenantCode}`;
}

/** The shape of a tenant code: a letter or digit, then letters, digits or underscores. */
export const TENANT_CODE = /^[A-Za-z0-9][A-Za-z0-9_]{2,49}$/;
