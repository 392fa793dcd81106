import type { Page } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE, type ValidationErrors } from '../../http/errors.js';
import type { Actor } from './actor.js';
import { recordChange } from './journal.js';
import { escapeLike } from './searchText.js';

/** What every stored resource has: assigned by the server, sent back on update. */
export interface Versioned {
  id?: string;
  version?: number;
}

/** How a resource is stored: typed columns for what is unique, ordered or joined on; the rest as JSON. */
export interface ResourceSpec<T extends Versioned> {
  table: string;
  /** API property → column. Every other property of the payload is kept in the `document` column. */
  columns: Record<string, string>;
  /** API property → column maintained by the server: shown, never written from a payload. */
  readOnlyColumns?: Record<string, string>;
  /** Derived properties added to every item read (e.g. a display name). */
  present?(item: T): T;
  /** A fixed column value that selects this resource's rows in a shared table (product groups vs products). */
  scope?: { column: string; value: string | number | boolean };
  /** SQL `order by` of lists. */
  orderBy: string;
  /** Unique index name → the field errors to answer when a payload collides with another row. */
  uniqueIndexes?: Record<string, ValidationErrors>;
  /** Column searched by `find-all?name=` (case-insensitive substring). */
  nameColumn?: string;
  displayName(item: T): string;
}

export type { Page } from '@coverline/engine';

export interface FindAllFilter {
  ids?: string[];
  name?: string;
  /** Column properties and the value (or any of the values, for a list) they must have, e.g. `{ productId }`. */
  equals?: Record<string, unknown>;
}

/** The generic operations of a configuration resource (create, update, delete, get, lists), each in the caller's transaction. */
export interface Resource<T extends Versioned> {
  readonly spec: ResourceSpec<T>;
  create(tx: Tx, actor: Actor, payload: T): Promise<T>;
  /** Refuses with 409 when `payload.version` is not the stored one; nothing is written then. */
  update(tx: Tx, actor: Actor, payload: T): Promise<T>;
  remove(tx: Tx, actor: Actor, id: string): Promise<void>;
  get(tx: Tx, id: string): Promise<T>;
  /** The stored row locked for the rest of the transaction (404 if absent). */
  lock(tx: Tx, id: string): Promise<T>;
  list(tx: Tx): Promise<T[]>;
  find(tx: Tx, page: number, limit: number, equals?: Record<string, unknown>): Promise<Page<T>>;
  findAll(tx: Tx, filter: FindAllFilter): Promise<T[]>;
}

type Row = Record<string, unknown> & { id: string; version: number; document: Record<string, unknown> };

/**
 * The generic storage of a versioned resource. Every write bumps `version` and journals the previous and
 * new state in the same transaction; lookups by id go through row-level security, so another tenant's id
 * is simply not found.
 */
export function defineResource<T extends Versioned>(spec: ResourceSpec<T>): Resource<T> {
  const columnEntries = Object.entries(spec.columns);
  const readOnlyEntries = Object.entries(spec.readOnlyColumns ?? {});
  const scopeSql = spec.scope ? ` and ${spec.scope.column} = ${sqlLiteral(spec.scope.value)}` : '';

  const toItem = (row: Row): T => {
    const item: Record<string, unknown> = { id: row.id, version: row.version };
    for (const [property, column] of [...columnEntries, ...readOnlyEntries]) {
      if (row[column] !== null && row[column] !== undefined) item[property] = row[column];
    }
    const result = { ...item, ...row.document } as unknown as T;
    return spec.present ? spec.present(result) : result;
  };

  /** The payload's column values (absent ones left out: the column default, or the stored value) and the rest. */
  const splitPayload = (payload: T) => {
    const document: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
    for (const property of ['id', 'version', ...readOnlyEntries.map(([name]) => name)])
      delete document[property];
    const columns: { column: string; value: unknown }[] = [];
    for (const [property, column] of columnEntries) {
      if (document[property] !== undefined) columns.push({ column, value: document[property] });
      delete document[property];
    }
    if (spec.scope) columns.push({ column: spec.scope.column, value: spec.scope.value });
    return { columns, document };
  };

  const translateUniqueViolation = (error: unknown): never => {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const fieldErrors = code === '23505' && constraint ? spec.uniqueIndexes?.[constraint] : undefined;
    if (fieldErrors) throw httpError(400, 'validationFailed', fieldErrors);
    throw error;
  };

  const selectOne = async (tx: Tx, id: string, forUpdate: boolean): Promise<Row> => {
    const { rows } = await tx.query<Row>(
      `select * from ${spec.table} where id = $1${scopeSql}${forUpdate ? ' for update' : ''}`,
      [id],
    );
    if (rows[0] === undefined) throw httpError(404, 'Not Found');
    return rows[0];
  };

  const journal = (tx: Tx, actor: Actor, eventType: string, before: T | null, after: T | null) => {
    const item = (after ?? before) as T;
    return recordChange(tx, actor, {
      objectTable: spec.table,
      objectId: item.id as string,
      eventType,
      objectDisplayName: spec.displayName(item),
      previousState: before,
      newState: after,
    });
  };

  return {
    spec,

    async create(tx, actor, payload) {
      const { columns, document } = splitPayload(payload);
      const names = ['tenant_id', ...columns.map((each) => each.column), 'document'];
      const params = [actor.tenantId, ...columns.map((each) => each.value), document];
      const { rows } = await tx
        .query<Row>(
          `insert into ${spec.table} (${names.join(', ')})
           values (${params.map((_, index) => `$${index + 1}`).join(', ')}) returning *`,
          params,
        )
        .catch(translateUniqueViolation);
      const created = toItem(rows[0] as Row);
      await journal(tx, actor, 'CREATE', null, created);
      return created;
    },

    async update(tx, actor, payload) {
      const before = toItem(await selectOne(tx, payload.id as string, true));
      if (before.version !== payload.version) throw httpError(409, STALE_VERSION_MESSAGE);
      const { columns, document } = splitPayload(payload);
      const assignments = columns.map((each, index) => `${each.column} = $${index + 2}`);
      const { rows } = await tx
        .query<Row>(
          `update ${spec.table}
              set ${[...assignments, `document = $${columns.length + 2}`].join(', ')},
                  version = version + 1, updated_at = now()
            where id = $1 returning *`,
          [payload.id, ...columns.map((each) => each.value), document],
        )
        .catch(translateUniqueViolation);
      const after = toItem(rows[0] as Row);
      await journal(tx, actor, 'UPDATE', before, after);
      return after;
    },

    async remove(tx, actor, id) {
      const before = toItem(await selectOne(tx, id, true));
      await tx.query(`delete from ${spec.table} where id = $1`, [id]);
      await journal(tx, actor, 'DELETE', before, null);
    },

    async get(tx, id) {
      return toItem(await selectOne(tx, id, false));
    },

    async lock(tx, id) {
      return toItem(await selectOne(tx, id, true));
    },

    list: (tx) => findAll(tx, {}),

    async find(tx, page, limit, equals = {}) {
      const { where, params } = conditions({ equals });
      const count = await tx.query<{ count: number }>(
        `select count(*) as count from ${spec.table}${where}`,
        params,
      );
      const { rows } = await tx.query<Row>(
        `select * from ${spec.table}${where} order by ${spec.orderBy}
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, limit, page * limit],
      );
      return { count: count.rows[0]?.count ?? 0, items: rows.map(toItem) };
    },

    findAll,
  };

  async function findAll(tx: Tx, filter: FindAllFilter): Promise<T[]> {
    const { where, params } = conditions(filter);
    const { rows } = await tx.query<Row>(
      `select * from ${spec.table}${where} order by ${spec.orderBy}`,
      params,
    );
    return rows.map(toItem);
  }

  /** The `where` clause of a list: this resource's scope and the filter, values as parameters. */
  function conditions(filter: FindAllFilter): { where: string; params: unknown[] } {
    const clauses = spec.scope ? [`${spec.scope.column} = ${sqlLiteral(spec.scope.value)}`] : [];
    const params: unknown[] = [];
    if (filter.ids !== undefined) {
      params.push(filter.ids);
      clauses.push(`id = any($${params.length}::uuid[])`);
    }
    if (filter.name !== undefined && spec.nameColumn !== undefined) {
      params.push(`%${escapeLike(filter.name)}%`);
      clauses.push(`${spec.nameColumn} ilike $${params.length}`);
    }
    for (const [property, value] of Object.entries(filter.equals ?? {})) {
      const column = spec.columns[property] ?? spec.readOnlyColumns?.[property];
      if (column === undefined) throw new Error(`${property} is not a column of ${spec.table}`);
      params.push(value);
      // A list of values: any of them.
      clauses.push(`${column} = ${Array.isArray(value) ? 'any' : ''}($${params.length})`);
    }
    return { where: clauses.length > 0 ? ` where ${clauses.join(' and ')}` : '', params };
  }
}

/** Scope values are constants of the code, never input; still, only plain literals are accepted. */
function sqlLiteral(value: string | number | boolean): string {
  if (typeof value === 'string') {
    if (!/^\w+$/.test(value)) throw new Error(`Unsupported scope value ${value}`);
    return `'${value}'`;
  }
  return String(value);
}
