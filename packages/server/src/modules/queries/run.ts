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
import {
  countedPage,
  listCondition,
  listCountUpTo,
  readList,
  sortKeysOf,
  type ListDeclaration,
} from '../../kit/listQuery.js';
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
  /** The transaction the run reads in, for the planner (see `ListRequest.transaction`). */
  transaction?: Pick<Tx, 'tenantId' | 'affiliationId'>;
}

/** A run ready to read: the column keys in order and the statements of its rows. */
export interface RunPlan {
  columns: QueryFieldSql[];
  runDay: string | undefined;
  /** How many rows match (`count`), counted up to `countUpTo` and one more. */
  count(countUpTo: number): SqlCondition;
  /** The page's rows in order, as one JSON array `items` of `{ id, cells }`. */
  page(page: number, limit: number): SqlCondition;
  /**
   * Every matching row in order, one `{ id, cells }` a row: what an export reads through a cursor. After the
   * columns' cells come the currencies of its amount columns (`currencyColumns`), in their order.
   */
  rows(): SqlCondition;
  /** The amount columns, whose currencies follow the cells of `rows()`. */
  currencyColumns: QueryFieldSql[];
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
  // Empty values sort as the largest, as in every list, and the id breaks ties in the last key's direction:
  // so one index over a column and the id serves its order both ways (the query page walks it and stops
  // after the page).
  const idDirection = sorting.at(-1)?.direction ?? 'ASC';
  const order = [
    ...sorting.map(({ field, direction }) => `${sortable[field] as string} ${direction}`),
    `${source.alias}.id ${idDirection}`,
  ].join(', ');
  const keys = sorting.map(({ field }, index) => `${sortable[field] as string} as key${index}`);
  const pageOrder = [
    ...sorting.map(({ direction }, index) => `page.key${index} ${direction}`),
    `page.id ${idDirection}`,
  ].join(', ');
  const { transaction } = filters;
  const { from, where: condition, params } = listCondition(asDeclaration(source), { where, transaction });
  const values = columns.map(valueOf);
  const currencyColumns = columns.filter((each) => each.currency !== undefined);
  return {
    columns,
    runDay: filters.runDay,
    currencyColumns,
    count(countUpTo) {
      // past `countUpTo` and one, the exact number costs a pass over every match and tells no one more
      return {
        sql: `select count(*)::int as count from (select from ${from} where ${condition} limit $${params.length + 1}) as counted`,
        params: [...params, countUpTo + 1],
      };
    },
    page(page, limit) {
      const next = params.length + 1;
      // The page's rows are found first, then their cells are read for them alone.
      return {
        sql: `with page as (
                select ${[`${source.alias}.id as id`, ...keys].join(', ')} from ${from} where ${condition}
                 order by ${order} limit $${next} offset $${next + 1})
              select coalesce(json_agg(json_build_object('id', page.id, 'cells', json_build_array(${values.join(', ')}))
                                       order by ${pageOrder}),
                              '[]'::json) as items
                from ${from} join page on page.id = ${source.alias}.id`,
        params: [...params, limit, page * limit],
      };
    },
    rows() {
      const cells = [...values, ...currencyColumns.map(({ currency }) => `(${currency as string})`)];
      return {
        sql: `select ${source.alias}.id as id, json_build_array(${cells.join(', ')}) as cells
                from ${from} where ${condition} order by ${order}`,
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

interface CellsRow {
  id: string;
  cells: unknown[];
}

async function rowsOf<Row extends object>(tx: Tx, { sql, params }: SqlCondition): Promise<Row[]> {
  return (await tx.query<Row>(sql, params)).rows;
}

/** Reads a statement planned to walk the rows in their order wherever an index gives it, rather than sort them. */
async function rowsInOrder<Row extends object>(tx: Tx, statement: SqlCondition): Promise<Row[]> {
  const { rows } = await tx.query<{ sort: string }>(
    `select current_setting('enable_sort') as sort, set_config('enable_sort', 'off', true)`,
  );
  const read = await rowsOf<Row>(tx, statement);
  await tx.query(`select set_config('enable_sort', $1, true)`, [rows[0]?.sort ?? 'on']);
  return read;
}

/** Sets the run's day for the transaction, which the loan figures count from. */
async function startRun(tx: Tx, plan: RunPlan): Promise<void> {
  if (plan.runDay === undefined) return;
  await tx.query(`select set_config('app.run_day', $1::date::text, true)`, [plan.runDay]);
}

/**
 * One page of the run and how many rows match, counted as any list's page (`listCountUpTo`).
 *
 * How many match decides how the page is found. The planner cannot tell how many rows a condition on
 * product-defined data keeps and guesses almost none, so it would find every match in the date range and sort
 * them. Where more match than the count goes, the page is found by walking the rows in the query's order
 * (an index in that order, such as the quotes' by number) and stops once the page is full; where fewer match,
 * finding and sorting them all costs no more than counting them did. Both are read the list builder's way
 * (`readList`: outside row-level security, the tenant filter written in), so that the date range is an index
 * condition rather than a filter over every record.
 */
export async function runPage(tx: Tx, plan: RunPlan, page: number, limit: number): Promise<QueryResultPage> {
  await startRun(tx, plan);
  const countUpTo = listCountUpTo(page, limit);
  return readList(tx, async () => {
    const [counted] = await rowsOf<{ count: number }>(tx, plan.count(countUpTo));
    const count = counted?.count ?? 0;
    const many = count > countUpTo;
    const statement = plan.page(page, limit);
    const [found] = await (many ? rowsInOrder : rowsOf)<{ items: CellsRow[] }>(tx, statement);
    const items = (found?.items ?? []).map((item) => rowOf(plan, item));
    return countedPage(count, countUpTo, items);
  });
}

/** The key of an exported row that holds the currency of the amount column `key`. */
export const currencyOf = (key: string) => `currency of ${key}`;

/**
 * Every row of the run, fetched `batch` at a time from a cursor over one statement: the export pulls them as
 * the file is written, so a long export holds one batch in memory and finds the matches once. Beside its
 * values a row holds the currency of each amount (`currencyOf`).
 */
export async function* allRows(tx: Tx, plan: RunPlan, batch = 1000): AsyncGenerator<Record<string, unknown>> {
  await startRun(tx, plan);
  const { sql, params } = plan.rows();
  await readList(tx, () => rowsOf(tx, { sql: `declare query_rows no scroll cursor for ${sql}`, params }));
  const offset = plan.columns.length;
  try {
    for (;;) {
      const rows = await readList(tx, () =>
        rowsOf<CellsRow>(tx, { sql: `fetch ${batch} from query_rows`, params: [] }),
      );
      for (const row of rows) {
        const currencies = plan.currencyColumns.map(({ key }, index) => [
          currencyOf(key),
          row.cells[offset + index] ?? null,
        ]);
        yield { ...rowOf(plan, row).values, ...Object.fromEntries(currencies) };
      }
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
