import { hasPermission } from '@coverline/engine';
import type { Profile } from '../api/profile.js';
import { dashboard } from '../resources/workspaceResources.js';

/** Whether this version has the dashboard screen, rather than its "not available yet" page. */
const DASHBOARD_BUILT = 'element' in dashboard.screens.view;

/**
 * Where `/home` sends a user: someone working for an intermediary to their affiliation, a holder of
 * DashboardRead to the dashboard once it exists (a placeholder is no place to land); anyone else stays on the
 * landing page.
 */
export function homeRedirect(
  profile: Pick<Profile, 'affiliation'>,
  permissions: readonly string[],
  dashboardBuilt = DASHBOARD_BUILT,
): string | undefined {
  if (profile.affiliation != null) return '/affiliations';
  if (dashboardBuilt && hasPermission(permissions, 'dashboard:Read')) return '/workspace/dashboard';
  return undefined;
}
