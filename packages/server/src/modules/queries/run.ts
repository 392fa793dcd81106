import {
  ConditionError,
  conditionToSql,
  tryParseCondition,
  type QueryResultPage,
  type SavedQuery,
  type SqlCondition,
  type SqlFieldMap,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { listCondition, readList, sortKeysOf, type ListDeclaration } from '../../kit/listQuery.js';
import { escapeLike } from '../shared/searchText.js';
import type { QueryFieldSql, QuerySource } from './sources.js';

/** The filters of a run besides paging: what the query page and the query panels send. */
export interface RunFilters {
  search?: string;
  /** `field:ASC,other:DESC`; the query's own sorting when absent. */
  sorting?: string;
  personId?: string;
  startDate?: string;
  /** The last day of the date range. */
  date?: string;
}

/** A run ready to read: the column keys in order and the statement of a page of rows. */
export interface RunPlan {
  columns: QueryFieldSql[];
  /** One statement answering `count` and the page's `items` (`[{ id, cells }]` as JSON). */
  statement(page: number, limit: number, withCount: boolean): SqlCondition;
}

const fail = (field: string, message: string) => httpError(400, 'validationFailed', { [field]: [message] });

/**
 * Plans a run of a saved query: the condition compiled to SQL with its values as parameters (`conditionToSql`),
 * the columns, the search over the query's searchable fields, the person and date filters and the sorting.
 * Every field name is looked up among the type's fields and every value travels as a parameter; an unknown
 * field or an unreadable condition is a 400.
 */
export function planRun(
  query: SavedQuery,
  source: QuerySource,
  fields: readonly QueryFieldSql[],
  filters: RunFilters,
): RunPlan {
  const byKey = new Map(fields.map((each) => [each.key, each]));
  const known = (key: string, at: string) => {
    const found = byKey.get(key);
    if (found === undefined) throw fail(at, 'unknownField');
    return found;
  };
  const columns = query.columns.map((key, index) => known(key, `columns.${index}`));
  const where: ((firstParam: number) => SqlCondition)[] = [conditionOf(query.conditions, byKey)];
  const search = filters.search?.trim();
  if (search) {
    const searched = (query.search ?? []).map((key, index) => known(key, `search.${index}`));
    if (searched.length === 0) throw fail('search', 'notAllowed');
    where.push((first) => ({
      sql: searched.map((each) => `(${textOf(each)}) ilike $${first} escape '\\'`).join(' or '),
      params: [`%${escapeLike(search)}%`],
    }));
  }
  if (filters.personId !== undefined) {
    const column = source.personColumn;
    if (column === undefined) throw fail('personId', 'notAllowed');
    where.push((first) => ({ sql: `${column} = $${first}::uuid`, params: [filters.personId] }));
  }
  if (filters.startDate !== undefined) {
    where.push((first) => ({ sql: `${source.dateColumn} >= $${first}::date`, params: [filters.startDate] }));
  }
  if (filters.date !== undefined) {
    // before the next day: a time column counts the whole last day (in the session's time zone)
    where.push((first) => ({ sql: `${source.dateColumn} < $${first}::date + 1`, params: [filters.date] }));
  }
  const sortable = Object.fromEntries(
    fields.filter((each) => each.sortable).map((each) => [each.key, each.sql]),
  );
  const sorting = sortKeysOf(filters.sorting ?? (query.sorting ?? []).join(','), sortable);
  const direction = sorting.at(-1)?.direction ?? 'ASC';
  const keys = sorting.map(({ field }, index) => `${sortable[field] as string} as key${index}`);
  /** The order over the matching rows' keys, of the relation `of`. */
  const order = (of: string) =>
    [
      ...sorting.map(({ direction: each }, index) => `${of}.key${index} ${each} nulls last`),
      `${of}.id ${direction}`,
    ].join(', ');
  const { from, where: condition, params } = listCondition(asDeclaration(source), { where });
  const values = columns.map(valueOf);
  return {
    columns,
    statement(page, limit, withCount) {
      const offset = params.length + 1;
      // The condition is evaluated once per record (for the count and the page alike); the page's cells
      // only for its own rows, found by id (a repeated condition could lead a planner to scan again).
      return {
        sql: `with matching as materialized (
                select ${[`${source.alias}.id as id`, ...keys].join(', ')} from ${from} where ${condition}),
              page as (
                select * from matching m order by ${order('m')} limit $${offset} offset $${offset + 1})
              select ${withCount ? '(select count(*)::int from matching)' : 'null::int'} as count,
                     coalesce((select json_agg(json_build_object('id', page.id,
                                                                 'cells', json_build_array(${values.join(', ')}))
                                               order by ${order('page')})
                                 from ${from} join page on page.id = ${source.alias}.id),
                              '[]'::json) as items`,
        params: [...params, limit, page * limit],
      };
    },
  };
}

/**
 * The `from … where …` of the source's records that meet `conditions` and `where`, with its parameters: what
 * a decision selects. 400 as for a query's condition.
 */
export function matchingRecords(
  source: QuerySource,
  fields: readonly QueryFieldSql[],
  conditions: string | undefined,
  where: readonly ((firstParam: number) => SqlCondition)[] = [],
): { from: string; where: string; params: unknown[] } {
  const condition = conditionOf(conditions, new Map(fields.map((each) => [each.key, each])));
  return listCondition(asDeclaration(source), { where: [condition, ...where] });
}

/** A condition as SQL; 400 `conditions` when its text cannot be read or names an unknown field. */
function conditionOf(conditions: string | undefined, byKey: ReadonlyMap<string, QueryFieldSql>) {
  const group = tryParseCondition(conditions ?? '');
  if (group === undefined) throw fail('conditions', 'invalid');
  const fieldMap: SqlFieldMap = Object.fromEntries(
    [...byKey].map(([key, { sql, type }]) => [key, { sql, type }]),
  );
  return (firstParam: number): SqlCondition => {
    try {
      return conditionToSql(group, fieldMap, { firstParam });
    } catch (error) {
      if (error instanceof ConditionError) throw fail('conditions', error.code);
      throw error;
    }
  };
}

/** A field's value as the row shows it: dates as `YYYY-MM-DD` text, the rest as JSON reads it. */
function valueOf(field: QueryFieldSql): string {
  return field.type === 'date' ? `(${field.sql})::text` : `(${field.sql})`;
}

/** A field as text for the search. */
function textOf(field: QueryFieldSql): string {
  return field.type === 'stringArray' ? `array_to_string(${field.sql}, ' ')` : `(${field.sql})::text`;
}

/** The parts of a list declaration `listCondition` reads: where the rows are and the tenant filter. */
function asDeclaration(source: QuerySource): ListDeclaration<unknown> {
  return {
    table: source.table,
    alias: source.alias,
    ...(source.joins === undefined ? {} : { joins: source.joins }),
    ...(source.scope === undefined ? {} : { scope: source.scope }),
    select: {},
    sortable: {},
    defaultSorting: [],
    item: (row) => row,
  };
}

interface PageRow {
  count: number | null;
  items: { id: string; cells: unknown[] }[];
}

/**
 * A statement of the run, read the list builder's way (`readList`: outside row-level security, the tenant
 * filter written in), so that the date range is an index condition rather than a filter over every quote.
 */
function readRun(tx: Tx, { sql, params }: SqlCondition): Promise<PageRow | undefined> {
  return readList(tx, async () => (await tx.query<PageRow>(sql, params)).rows[0]);
}

/** One page of the run: how many rows match in all and the page's rows, read in one statement. */
export async function runPage(tx: Tx, plan: RunPlan, page: number, limit: number): Promise<QueryResultPage> {
  const row = (await readRun(tx, plan.statement(page, limit, true))) as PageRow;
  return { count: row.count ?? 0, items: row.items.map((item) => rowOf(plan, item)) };
}

/** Every row of the run in batches: the export pulls them as the file is written. */
export async function* allRows(tx: Tx, plan: RunPlan, batch = 1000): AsyncGenerator<Record<string, unknown>> {
  for (let page = 0; ; page += 1) {
    const items = (await readRun(tx, plan.statement(page, batch, false)))?.items ?? [];
    for (const item of items) yield rowOf(plan, item).values;
    if (items.length < batch) return;
  }
}

function rowOf(plan: RunPlan, { id, cells }: { id: string; cells: unknown[] }) {
  return {
    id,
    values: Object.fromEntries(plan.columns.map((column, index) => [column.key, cellOf(cells[index])])),
  } as QueryResultPage['items'][number];
}

/** JSON gives numbers as numbers; a numeric beyond double precision arrives as text and stays so. */
function cellOf(value: unknown): QueryResultPage['items'][number]['values'][string] {
  return value === undefined ? null : (value as QueryResultPage['items'][number]['values'][string]);
}
