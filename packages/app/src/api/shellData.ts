import { DEFAULT_TENANT_SETTINGS, todayIn, type TenantSettings } from '@coverline/engine';
import useSWR from 'swr';
import { useUser } from '../auth/AuthContext.js';
import { LIVE_PERMISSION_CHECK, PERMISSION_POLL_INTERVAL_MS } from '../buildInfo.js';
import { EMPTY_CATALOG, type ObjectCatalog } from './objectCatalog.js';
import type { Profile } from './profile.js';

/** SWR keys are API paths, optionally with a second element that only makes the key change. */
export type ShellKey = string | readonly [string, string];

export function pathOfKey(key: ShellKey): string {
  return typeof key === 'string' ? key : key[0];
}

export function useProfile(): { profile: Profile | undefined; isLoading: boolean } {
  const user = useUser();
  const { data, isLoading } = useSWR<Profile>(user === null ? null : '/api/profile');
  return { profile: data, isLoading };
}

/**
 * The signed-in user's permissions, fetched again whenever the user changes, or polled every second
 * when the live permission check is built in.
 */
export function usePermissions(): { permissions: readonly string[] | undefined; isLoading: boolean } {
  const user = useUser();
  const key: ShellKey | null = user === null ? null : ['/api/profile/permissions', user.profile.sub];
  const { data, isLoading } = useSWR<string[]>(key, {
    refreshInterval: LIVE_PERMISSION_CHECK ? PERMISSION_POLL_INTERVAL_MS : 0,
  });
  return { permissions: data, isLoading };
}

/** Tenant settings; the built-in defaults (marked `default: true`, `initialized: false`) until loaded. */
export function useTenantSettings(): { settings: TenantSettings; isLoading: boolean } {
  const user = useUser();
  const { data, isLoading } = useSWR<TenantSettings>(user === null ? null : '/api/tenant/settings');
  return { settings: data ?? DEFAULT_TENANT_SETTINGS, isLoading };
}

/**
 * Today on the tenant's wall clock (the time zone of its settings), as the server takes it: a date the server
 * checks against its today (a payment's) is compared with this, not with the browser's own date or UTC's.
 */
export function useTenantToday(): string {
  const { settings } = useTenantSettings();
  return todayIn(settings, new Date());
}

export function useObjectCatalog(): ObjectCatalog {
  const user = useUser();
  const { data } = useSWR<ObjectCatalog>(user === null ? null : '/api/object-catalog');
  return data ?? EMPTY_CATALOG;
}
