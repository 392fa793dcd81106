import type { ApiClient } from './apiClient.js';

/** The login addresses (issuers) of the tenant with this account name; the first is the one to use. */
export function loginsByName(api: ApiClient, name: string): Promise<string[]> {
  return api.get<string[]>(`/api/public/tenants/name/${encodeURIComponent(name)}/logins`);
}

export function loginsById(api: ApiClient, tenantId: string): Promise<string[]> {
  return api.get<string[]>(`/api/public/tenants/id/${encodeURIComponent(tenantId)}/logins`);
}
