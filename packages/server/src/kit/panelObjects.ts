import { hasPermission, PANEL_OBJECT_TYPES, type PanelObjectType } from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';

/** The permissions of one kind of object's notes: listing, adding, changing and deleting them. */
export interface NotePermissions {
  list: string;
  create: string;
  update: string;
  delete: string;
}

/**
 * A kind of business object that carries the panels (notes, history, assignment), declared once: the table
 * whose rows it is (also the `object_table` of its history), what reading one needs and what its notes and
 * history need. A panel call on an object first asks `requireReadableObject`.
 */
export interface PanelObject {
  type: PanelObjectType;
  table: string;
  read: string;
  notes: NotePermissions;
  history: string;
}

const notePermissions = (area: string, list: string): NotePermissions => ({
  list: `${area}:${list}`,
  create: `${area}:CreateNote`,
  update: `${area}:UpdateNote`,
  delete: `${area}:DeleteNote`,
});

/** Quotes and loan applications share the `quote` table and type; contracts are policies (and, later, loans). */
export const PANEL_OBJECTS: Readonly<Record<PanelObjectType, PanelObject>> = {
  party: {
    type: 'party',
    table: 'party',
    read: 'party:Read',
    notes: notePermissions('party', 'ListNotes'),
    history: 'party:ListHistory',
  },
  quote: {
    type: 'quote',
    table: 'quote',
    read: 'quote:Read',
    notes: notePermissions('quote', 'FindNotes'),
    history: 'quote:ListHistory',
  },
  contract: {
    type: 'contract',
    table: 'policy',
    read: 'contract:Read',
    notes: notePermissions('contract', 'FindNotes'),
    history: 'contract:ListHistory',
  },
  'contract-action': {
    type: 'contract-action',
    table: 'policy_transaction',
    read: 'contract:Read',
    notes: notePermissions('contractAction', 'FindNotes'),
    history: 'contract:ListHistory',
  },
  // The catalogue gives claims no note or history actions: claim:Read lists them, claim:Update writes notes.
  claim: {
    type: 'claim',
    table: 'claim',
    read: 'claim:Read',
    notes: { list: 'claim:Read', create: 'claim:Update', update: 'claim:Update', delete: 'claim:Update' },
    history: 'claim:Read',
  },
};

export const panelObjectsIn = (types: readonly PanelObjectType[] = PANEL_OBJECT_TYPES) =>
  types.map((type) => PANEL_OBJECTS[type]);

/** The kind whose history rows are in `table`, if one carries panels. */
export function panelObjectOfTable(table: string): PanelObject | undefined {
  return Object.values(PANEL_OBJECTS).find((object) => object.table === table);
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
  const { rows } = await tx.query(`select 1 from ${object.table} where id = $1`, [id]);
  if (rows.length === 0) throw httpError(404, 'Not Found');
}
