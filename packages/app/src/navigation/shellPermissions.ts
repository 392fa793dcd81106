import { hasPermission } from '@coverline/engine';

/** Any of these shows the header's search button and enables Ctrl+K. */
export const SEARCH_PERMISSIONS = ['party:Find', 'quote:Find', 'contract:Find'] as const;

/** Any permission in these areas shows the header's admin-area button. */
export const ADMIN_AREA_PERMISSIONS = [
  'product:*',
  'objectDefinition:*',
  'user:*',
  'intermediary:*',
  'tenant:*',
  'permissionGroup:*',
  'query:*',
] as const;

export function canSearch(held: readonly string[]): boolean {
  return SEARCH_PERMISSIONS.some((pattern) => hasPermission(held, pattern));
}

export function canOpenAdminArea(held: readonly string[]): boolean {
  return ADMIN_AREA_PERMISSIONS.some((pattern) => hasPermission(held, pattern));
}
