import type { ProductVersion } from '@coverline/engine';
import type { ApiClient } from '../../../api/apiClient.js';

/** A version as the server returns it: stored, so it has an id. */
export type StoredProductVersion = ProductVersion & { id: string };

/**
 * Makes a version the product's active one: a locked version, which cannot be saved, by
 * the activate call; an unlocked one by saving it with `active` set, so that its edits are saved too.
 */
export function activateProductVersion(
  client: ApiClient,
  version: StoredProductVersion,
): Promise<StoredProductVersion> {
  return version.locked
    ? client.post(`/api/product-versions/${version.id}/activate`)
    : client.put('/api/product-versions', { ...version, active: true });
}

/** The permission the activation of `version` needs, following the call it makes. */
export function activationPermission(version: Pick<ProductVersion, 'locked'>): string {
  return version.locked ? 'productVersion:Activate' : 'productVersion:Update';
}

/** A new inactive version with the same definition, named by the copy rule. */
export function copyProductVersion(client: ApiClient, id: string): Promise<StoredProductVersion> {
  return client.post(`/api/product-versions/${id}/copy`);
}

/** Whether a version may be deleted: neither active nor locked. */
export function isDeletable(version: Pick<ProductVersion, 'active' | 'locked'>): boolean {
  return !version.active && !version.locked;
}
