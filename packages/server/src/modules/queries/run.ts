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
  /** The day the figures of a loan count from (`RUN_DAY`): the tenant's today, which the route adds. */
  runDay?: string;
}

/** A run ready to read: the column keys in order and the statements of its rows. */
export interface RunPlan {
  columns: QueryFieldSql[];
  runDay: string | undefined;
  /** One statement answering `count` and the page's `items` (`[{ id, cells }]` as JSON). */
  statement(page: number, limit: number, withCount: boolean): SqlCondition;
  /** Every matching row in order, one `{ id, cells }` a row: what an export reads through a cursor. */
  rows(): SqlCondition;
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
    runDay: filters.runDay,
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
    rows() {
      const ordered = [
        ...sorting.map(({ field, direction: each }) => `${sortable[field] as string} ${each} nulls last`),
        `${source.alias}.id ${direction}`,
      ];
      return {
        sql: `select ${source.alias}.id as id, json_build_array(${values.join(', ')}) as cells
                from ${from} where ${condition} order by ${ordered.join(', ')}`,
        params,
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
  items: CellsRow[];
}

interface CellsRow {
  id: string;
  cells: unknown[];
}

/**
 * Reads a statement of the run the list builder's way (`readList`: outside row-level security, the tenant
 * filter written in), so that the date range is an index condition rather than a filter over every quote.
 */
async function readRun<Row extends object>(tx: Tx, { sql, params }: SqlCondition): Promise<Row[]> {
  return readList(tx, async () => (await tx.query<Row>(sql, params)).rows);
}

/** Sets the run's day for the transaction, which the loan figures count from. */
async function startRun(tx: Tx, plan: RunPlan): Promise<void> {
  if (plan.runDay === undefined) return;
  await tx.query(`select set_config('app.run_day', $1::date::text, true)`, [plan.runDay]);
}

/** One page of the run: how many rows match in all and the page's rows, read in one statement. */
export async function runPage(tx: Tx, plan: RunPlan, page: number, limit: number): Promise<QueryResultPage> {
  await startRun(tx, plan);
  const [row] = await readRun<PageRow>(tx, plan.statement(page, limit, true));
  return { count: row?.count ?? 0, items: (row?.items ?? []).map((item) => rowOf(plan, item)) };
}

/**
 * Every row of the run, fetched `batch` at a time from a cursor over one statement: the export pulls them as
 * the file is written, so a long export holds one batch in memory and finds the matches once.
 */
export async function* allRows(tx: Tx, plan: RunPlan, batch = 1000): AsyncGenerator<Record<string, unknown>> {
  await startRun(tx, plan);
  const { sql, params } = plan.rows();
  await readRun(tx, { sql: `declare query_rows no scroll cursor for ${sql}`, params });
  try {
    for (;;) {
      const rows = await readRun<CellsRow>(tx, { sql: `fetch ${batch} from query_rows`, params: [] });
      for (const row of rows) yield rowOf(plan, row).values;
      if (rows.length < batch) return;
    }
  } finally {
    // also when the reader stops early; after a failed fetch the transaction is over, cursor and all
    await tx.query('close query_rows').catch(() => undefined);
  }
}

function rowOf(plan: RunPlan, { id, cells }: CellsRow) {
  return {
    id,
    values: Object.fromEntries(plan.columns.map((column, index) => [column.key, cellOf(cells[index])])),
  } as QueryResultPage['items'][number];
}

/** JSON gives numbers as numbers; a numeric beyond double precision arrives as text and stays so. */
function cellOf(value: unknown): QueryResultPage['items'][number]['values'][string] {
  return value === undefined ? null : (value as QueryResultPage['items'][number]['values'][string]);
}
