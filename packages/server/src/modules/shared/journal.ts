import type { Tx } from '../../db/database.js';
import type { Actor } from './actor.js';

/** One change of one object, written to the history and the activity journals. */
export interface Change {
  objectTable: string;
  objectId: string;
  /** `CREATE`, `UPDATE`, `DELETE`, or a domain event such as `ACTIVATE`. */
  eventType: string;
  objectDisplayName: string;
  previousState: unknown;
  newState: unknown;
}

/**
 * Journals a change in the caller's transaction, so the journal and the data are committed or rolled
 * back together: the history keeps both states, the activity list who did what to which object.
 */
export async function recordChange(tx: Tx, actor: Actor, change: Change): Promise<void> {
  await tx.query(
    `insert into history (tenant_id, object_table, object_id, event_type, editor_id, editor, previous_state, new_state)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      actor.tenantId,
      change.objectTable,
      change.objectId,
      change.eventType,
      actor.userId,
      actor.name,
      jsonOrNull(change.previousState),
      jsonOrNull(change.newState),
    ],
  );
  await tx.query(
    `insert into activity (tenant_id, user_id, user_name, event_type, object_table, object_id, object_display_name)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.tenantId,
      actor.userId,
      actor.name,
      change.eventType,
      change.objectTable,
      change.objectId,
      change.objectDisplayName,
    ],
  );
}

/**
 * The journal of one table's named objects: a change recorded with both states (`before` null for a
 * creation, `after` null for a deletion), under the object's name.
 */
export function namedObjectJournal<T extends { id: string; name: string }>(objectTable: string) {
  return (tx: Tx, actor: Actor, eventType: string, before: T | null, after: T | null) => {
    const object = (after ?? before) as T;
    return recordChange(tx, actor, {
      objectTable,
      objectId: object.id,
      eventType,
      objectDisplayName: object.name,
      previousState: before,
      newState: after,
    });
  };
}

function jsonOrNull(state: unknown): string | null {
  return state === undefined || state === null ? null : JSON.stringify(state);
}
