import { mayRunQuery, type QueryFieldContract, type QueryObject, type SavedQuery } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { defineResource } from '../shared/resource.js';
import { productTypeFields } from './productFields.js';
import { planRun } from './run.js';
import { QUERY_SOURCES, type QueryFieldSql, type QuerySource } from './sources.js';

/** Saved queries, ordered per query object by `seq` (the admin list's drag order), then name. */
export const savedQueries = defineResource<SavedQuery>({
  table: 'saved_query',
  columns: { queryObject: 'query_object', name: 'name', seq: 'seq' },
  orderBy: 'seq, lower(name), id',
  nameColumn: 'name',
  displayName: (query) => query.name,
});

/** Where the records of a query object live and which of their fields a query may use. */
export function sourceOf(queryObject: QueryObject): QuerySource {
  return QUERY_SOURCES[queryObject];
}

/** The core fields of the source and then the fields its product versions define (a core key wins). */
export async function fieldsOf(tx: Tx, source: QuerySource): Promise<QueryFieldSql[]> {
  if (source.productType === undefined) return [...source.fields];
  const core = new Set(source.fields.map(({ key }) => key));
  const product = await productTypeFields(tx, source.productType, `${source.alias}.data`);
  return [...source.fields, ...product.filter(({ key }) => !core.has(key))];
}

/** A field as the wire shows it, without its SQL. */
export function fieldContract({
  key,
  name,
  fieldType,
  sortable,
  lookupId,
  enumeration,
  translations,
}: QueryFieldSql): QueryFieldContract {
  const meta = {
    ...(lookupId === undefined ? {} : { lookupId }),
    ...(enumeration === undefined ? {} : { enumeration: enumeration.name, values: [...enumeration.values] }),
  };
  return {
    key,
    name,
    fieldType,
    sortable,
    ...(Object.keys(meta).length === 0 ? {} : { meta }),
    ...(translations === undefined ? {} : { translations }),
  };
}

/** Field keys of the query that its type does not offer, as the field errors of a 400. */
function unknownFields(query: SavedQuery, known: ReadonlySet<string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  query.columns.forEach((key, index) => {
    if (!known.has(key)) errors[`columns.${index}`] = ['unknownField'];
  });
  (query.search ?? []).forEach((key, index) => {
    if (!known.has(key)) errors[`search.${index}`] = ['unknownField'];
  });
  (query.sorting ?? []).forEach((sortKey, index) => {
    if (!known.has(sortKey.slice(0, sortKey.lastIndexOf(':')))) errors[`sorting.${index}`] = ['unknownField'];
  });
  return errors;
}

/**
 * Refuses (400) a query whose columns, search or sorting name unknown fields, or
 * whose condition cannot be read or compared: what would fail its runs fails its save.
 */
export async function checkQuery(tx: Tx, query: SavedQuery): Promise<void> {
  const source = sourceOf(query.queryObject);
  const fields = await fieldsOf(tx, source);
  const errors = unknownFields(query, new Set(fields.map(({ key }) => key)));
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
  planRun(query, source, fields, {});
}

/**
 * A stored query the caller may run: its type's records readable by the caller (a loan's schedule figures not
 * to a partner, whose view hides them), and the query's own restriction held. Another tenant's id is not
 * found (row-level security); a query the caller may not see is answered 403.
 */
export async function runnableQuery(
  tx: Tx,
  id: string,
  permissions: readonly string[],
): Promise<{ query: SavedQuery; source: QuerySource }> {
  const query = await savedQueries.get(tx, id);
  if (!mayRunQuery(permissions, query)) throw httpError(403, 'lackPermission');
  return { query, source: sourceOf(query.queryObject) };
}

/** A copy of the query, named "Copy of …", placed last among its type's queries. */
export async function copyQuery(tx: Tx, actor: Actor, id: string): Promise<SavedQuery> {
  const { id: _id, version: _version, queryFields: _fields, ...original } = await savedQueries.get(tx, id);
  const { rows } = await tx.query<{ next: number }>(
    'select coalesce(max(seq) + 1, 0)::int as next from saved_query where query_object = $1',
    [original.queryObject],
  );
  return savedQueries.create(tx, actor, {
    ...original,
    name: `Copy of ${original.name}`,
    seq: rows[0]?.next ?? 0,
  });
}

/** Stores the order of a type's queries: each listed id gets its position as `seq`; 400 for an id of another type. */
export async function reorderQueries(
  tx: Tx,
  queryObject: QueryObject,
  ids: readonly string[],
): Promise<SavedQuery[]> {
  const { rowCount } = await tx.query(
    `update saved_query set seq = ordered.position - 1, version = version + 1, updated_at = now()
       from unnest($1::uuid[]) with ordinality as ordered (id, position)
      where saved_query.id = ordered.id and saved_query.query_object = $2`,
    [ids, queryObject],
  );
  if (rowCount !== ids.length) throw httpError(400, 'validationFailed', { queries: ['unknownQuery'] });
  return savedQueries.findAll(tx, { equals: { queryObject } });
}

/** The caller's default query of a type (`POST /api/queries/x/{id}/default`), or null. */
export async function defaultQuery(
  tx: Tx,
  userId: string,
  queryObject: QueryObject,
): Promise<SavedQuery | null> {
  const { rows } = await tx.query<{ query_id: string }>(
    'select query_id from saved_query_default where user_id = $1 and query_object = $2',
    [userId, queryObject],
  );
  return rows[0] === undefined ? null : savedQueries.get(tx, rows[0].query_id);
}

export async function makeDefault(
  tx: Tx,
  actor: Actor & { userId: string },
  query: SavedQuery,
): Promise<void> {
  await tx.query(
    `insert into saved_query_default (tenant_id, user_id, query_object, query_id) values ($1, $2, $3, $4)
       on conflict (tenant_id, user_id, query_object) do update set query_id = excluded.query_id`,
    [actor.tenantId, actor.userId, query.queryObject, query.id],
  );
}
