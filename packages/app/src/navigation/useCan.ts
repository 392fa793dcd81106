import { useCallback } from 'react';
import { hasPermission } from '@coverline/engine';
import { usePermissions } from '../api/shellData.js';

/** Whether the signed-in user holds a permission matching a pattern; nothing is allowed until they load. */
export function useCan(): (pattern: string) => boolean {
  const { permissions } = usePermissions();
  return useCallback((pattern: string) => hasPermission(permissions ?? [], pattern), [permissions]);
}
