import type { ReactElement } from 'react';
import { RequirePermission } from '../../navigation/RequirePermission.js';
import { ROUTE_TABLE } from '../../navigation/routeTable.js';

export interface AdminScreen {
  /** The full address pattern, as in the route table. */
  path: string;
  /** The page, behind the route table's permission for the address. */
  element: ReactElement;
}

/** An admin page at its address, shown only to holders of the permission the route table names for it. */
export function adminScreen(path: string, page: ReactElement): AdminScreen {
  const permission = ROUTE_TABLE.find((entry) => entry.path === path)?.permission;
  return { path, element: <RequirePermission pattern={permission}>{page}</RequirePermission> };
}
