import { hasPermission } from '@coverline/engine';
import type { Profile } from '../api/profile.js';

/**
 * Where `/admin-area` leads: the settings for those who may change them, else the
 * admin view of the user's affiliation when they have one, else their profile.
 */
export function adminAreaRedirect(
  profile: Pick<Profile, 'affiliation'>,
  permissions: readonly string[],
): string {
  if (hasPermission(permissions, 'tenant:UpdateSettings')) return '/admin-area/settings';
  if (profile.affiliation != null) return '/admin-area/affiliations';
  return '/admin-area/profile';
}
