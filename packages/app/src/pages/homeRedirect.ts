import { hasPermission } from '@coverline/engine';
import type { Profile } from '../api/profile.js';

/**
 * Where `/home` sends a user: someone working for an intermediary to
 * their affiliation, a holder of DashboardRead to the dashboard; anyone else stays on the landing page.
 */
export function homeRedirect(
  profile: Pick<Profile, 'affiliation'>,
  permissions: readonly string[],
): string | undefined {
  if (profile.affiliation != null) return '/affiliations';
  if (hasPermission(permissions, 'dashboard:Read')) return '/workspace/dashboard';
  return undefined;
}
