import type { PERMISSIONS } from '@coverline/engine';
import { hasPermission, PERMISSION_KEYS, type PermissionArea } from '@coverline/engine';

/**
 * A permission a screen requires, spelt `area:Action` from the engine's permission catalogue, or `area:*`.
 * A typo (`qoute:Read`, `quote:Raed`) is a type error, so a screen cannot end up behind a pattern nobody holds.
 */
export type PermissionPattern = {
  [Area in PermissionArea]: `${Area}:${(typeof PERMISSIONS)[Area][number] | '*'}`;
}[PermissionArea];

/** Whether some catalogued permission matches `pattern`: the run-time check behind the type. */
export function isCataloguedPattern(pattern: string): boolean {
  return PERMISSION_KEYS.some((key) => hasPermission([key], pattern));
}
