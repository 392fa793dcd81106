import { hasPermission, type ProductType } from '@coverline/engine';
import type { Profile } from '../api/profile.js';

/**
 * Where `/home` sends a user: someone working for an intermediary to their affiliation, a holder of
 * DashboardRead in a tenant that sells insurance to the dashboard (its figures are insurance figures);
 * anyone else stays on the landing page.
 */
export function homeRedirect(
  profile: Pick<Profile, 'affiliation'>,
  permissions: readonly string[],
  productTypes: readonly ProductType[],
): string | undefined {
  if (profile.affiliation != null) return '/affiliations';
  if (productTypes.includes('INSURANCE') && hasPermission(permissions, 'dashboard:Read')) {
    return '/workspace/dashboard';
  }
  return undefined;
}
