import {
  hasPermission,
  historyChanges,
  type FieldDescriptions,
  type HistoryItem,
  type HistoryPage,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { panelObjectOfTable, panelObjectsIn, type PanelObject } from '../../kit/panelObjects.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { journalScope } from '../shared/journalScope.js';
import { objectDescriptions } from './objectDescriptions.js';

interface HistoryRow {
  id: string;
  object_table: string;
  object_id: string;
  editor: string | null;
  event_type: string;
  created: Date;
  previous_state: unknown;
  new_state: unknown;
  total: string;
}

const SELECT = `select id, object_table, object_id, editor, event_type, created, previous_state, new_state,
                       count(*) over () as total
                  from history`;

interface Paging {
  page: number;
  limit: number;
}

/** The changes of one object, the newest first. */
export async function objectHistory(
  tx: Tx,
  object: PanelObject,
  id: string,
  paging: Paging,
  moment: FormMoment,
): Promise<HistoryPage> {
  const { rows } = await tx.query<HistoryRow>(
    `${SELECT} where object_table = any($1) and object_id = $2 order by created desc, seq desc limit $3 offset $4`,
    [object.tables, id, paging.limit, paging.page * paging.limit],
  );
  return present(tx, rows, moment);
}

/** The changes of every object whose history the caller may see, the newest first. */
export async function tenantHistory(
  tx: Tx,
  permissions: readonly string[],
  paging: Paging,
  moment: FormMoment,
): Promise<HistoryPage> {
  const tables = panelObjectsIn()
    .filter((object) => hasPermission(permissions, object.history) && hasPermission(permissions, object.read))
    .flatMap((object) => object.tables);
  if (tables.length === 0) return { count: 0, items: [] };
  const { rows } = await tx.query<HistoryRow>(
    `${SELECT} h where object_table = any($1) and ${journalScope('h')}
      order by created desc, seq desc limit $2 offset $3`,
    [tables, paging.limit, paging.page * paging.limit],
  );
  return present(tx, rows, moment);
}

/** Each row with its field changes, labelled by its object's form (compiled once per object of the page). */
async function present(tx: Tx, rows: HistoryRow[], moment: FormMoment): Promise<HistoryPage> {
  const described = new Map<string, FieldDescriptions>();
  const items: HistoryItem[] = [];
  for (const row of rows) {
    const object = panelObjectOfTable(row.object_table);
    let descriptions = described.get(row.object_id);
    if (descriptions === undefined && object !== undefined) {
      descriptions = await objectDescriptions(tx, object.type, row.object_id, moment);
      described.set(row.object_id, descriptions);
    }
    items.push({
      id: row.id,
      objectType: object?.type ?? row.object_table,
      objectId: row.object_id,
      editor: row.editor,
      eventType: row.event_type,
      created: row.created.toISOString(),
      changes: historyChanges(row.previous_state, row.new_state, descriptions),
    });
  }
  return { count: Number(rows[0]?.total ?? 0), items };
}
