import type { Logins } from '@coverline/engine';
import type { ApiClient } from './apiClient.js';

/** The login addresses (issuers) of the tenant with this account name; the first is the one to use. */
export function loginsByName(api: ApiClient, name: string): Promise<Logins> {
  return api.get<Logins>(`/api/public/tenants/name/${encodeURIComponent(name)}/logins`);
}

export function loginsById(api: ApiClient, tenantId: string): Promise<Logins> {
  return api.get<Logins>(`/api/public/tenants/id/${encodeURIComponent(tenantId)}/logins`);
}
