import {
  hasPermission,
  PANEL_OBJECT_TYPES,
  PANEL_PERMISSIONS,
  type PanelObjectType,
  type PanelPermissions,
} from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';

/**
 * A kind of business object that carries the panels (notes, history, assignment): the tables whose rows it
 * is (also the `object_table` of its history) and the engine's permissions of its panels. A panel call on an
 * object first asks `requireReadableObject`.
 */
export interface PanelObject extends PanelPermissions {
  type: PanelObjectType;
  tables: readonly string[];
}

/** Quotes and loan applications share the `quote` table; contracts are policies and loans. */
const TABLES: Readonly<Record<PanelObjectType, readonly string[]>> = {
  party: ['party'],
  quote: ['quote'],
  contract: ['policy', 'loan'],
  'contract-action': ['policy_transaction', 'loan_transaction'],
  claim: ['claim'],
};

export const PANEL_OBJECTS = Object.fromEntries(
  PANEL_OBJECT_TYPES.map((type) => [type, { type, tables: TABLES[type], ...PANEL_PERMISSIONS[type] }]),
) as Readonly<Record<PanelObjectType, PanelObject>>;

export const panelObjectsIn = (types: readonly PanelObjectType[] = PANEL_OBJECT_TYPES) =>
  types.map((type) => PANEL_OBJECTS[type]);

/** The kind whose history rows are in `table`, if one carries panels. */
export function panelObjectOfTable(table: string): PanelObject | undefined {
  return Object.values(PANEL_OBJECTS).find((object) => object.tables.includes(table));
}

/**
 * Refuses a panel call on an object the caller may not read (403) or that is not one of the tenant's objects
 * of that kind (404: another tenant's id is not found, row-level security hides it).
 */
export async function requireReadableObject(
  tx: Tx,
  object: PanelObject,
  id: string,
  permissions: readonly string[],
): Promise<void> {
  if (!hasPermission(permissions, object.read)) throw httpError(403, 'lackPermission');
  // The tables are constants of the code.
  const exists = object.tables.map((table) => `select 1 from ${table} where id = $1`).join(' union all ');
  const { rows } = await tx.query(exists, [id]);
  if (rows.length === 0) throw httpError(404, 'Not Found');
}

/**
 * `requireReadableObject` for an object that the request's body names by `refId`: not finding it is a fault
 * of the input, a 400 on that field.
 */
export function requireNamedObject(
  tx: Tx,
  object: PanelObject,
  refId: string,
  permissions: readonly string[],
): Promise<void> {
  return requireReadableObject(tx, object, refId, permissions).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404) throw httpError(400, 'validationFailed', { refId: ['notFound'] });
    throw error;
  });
}
