import { LIST_COUNT_CAP, type Page, type SqlCondition } from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';
import { containsPattern, leadingPattern } from '../modules/shared/searchText.js';

export type { Page, SqlCondition };

/**
 * A table joined to a list; the builder adds the tenant equality, so `on` only says how the rows relate. A
 * row of the list meets at most one row of it that the list's conditions keep: a list shows each row once.
 */
export interface ListJoin {
  table: string;
  alias: string;
  /** Trusted SQL of the code, e.g. `pr.id = q.product_id`. */
  on: string;
  /** `left` keeps rows without a partner. Default: inner. */
  kind?: 'inner' | 'left';
}

export type SortDirection = 'ASC' | 'DESC';

export interface SortKey {
  field: string;
  direction: SortDirection;
}

/**
 * What a list may read, written once by the code: every SQL fragment here is a constant of the declaration,
 * never taken from a request. A request only chooses among the declared names.
 */
export interface ListDeclaration<Item> {
  table: string;
  alias: string;
  joins?: readonly ListJoin[];
  /** A constant condition that selects this kind's rows in a shared table, e.g. `q.product_type = 'LENDING'`. */
  scope?: string;
  /** Output name → SQL expression of each selected value. */
  select: Readonly<Record<string, string>>;
  /** Wire field → SQL expression of the fields a caller may sort by. */
  sortable: Readonly<Record<string, string>>;
  /** The order without `sorting`; the row id always breaks ties last. */
  defaultSorting: readonly SortKey[];
  /** The folded text column that `search` matches (trigram-indexed; see `searchTextOf`). */
  searchColumn?: string;
  /** A selected row as the wire item. */
  item(row: Record<string, unknown>): Item;
}

export interface ListRequest {
  /** 0-based page index. */
  page: number;
  /** Items a page, at most `MAX_LIMIT`. */
  limit: number;
  /** `field:ASC,other:DESC` over the declaration's sortable fields; anything else is a 400. */
  sorting?: string;
  /** What the user typed: matched ignoring case and accents, `%`, `_` and `\` literally. */
  search?: string;
  /**
   * Extra conditions (filters of a route, a saved query's `conditionToSql`), given the number of their first
   * placeholder so that their parameters follow the builder's.
   */
  where?: readonly ((firstParam: number) => SqlCondition)[];
  /**
   * Count at most this many rows and one more: a broad search says "100+" rather than pay for an exact
   * count of half the tenant.
   */
  countUpTo?: number;
  /**
   * The transaction the statements run in: its tenant and affiliation are then given to the planner as
   * values (see `listCondition`). Without it, the filters are written from the transaction's settings alone.
   */
  transaction?: Pick<Tx, 'tenantId' | 'affiliationId'> | undefined;
}

export const MAX_LIMIT = 100;

/** The transaction's tenant, as the tenant policy of every table reads it. */
const TRANSACTION_TENANT = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * Tables whose rows carry the intermediary they were made for (`intermediary_id`): the lists of a user who
 * works for an intermediary hold only its rows, as the tables' `partner_scope` policy admits them.
 */
const PARTNER_SCOPED_TABLES: ReadonlySet<string> = new Set(['party', 'quote', 'policy', 'loan']);

/** The partner scope of a table's rows under an alias, or nothing for a table without it. */
const partnerScope = (table: string, alias: string): string[] =>
  PARTNER_SCOPED_TABLES.has(table) ? [`partner_scope_admits(${alias}.intermediary_id)`] : [];

const SORTING = /^([A-Za-z][\w.]{0,63}):(ASC|DESC)$/i;

/** Parses `field:ASC,other:DESC` against the declared sortable fields: 400 `sorting: notAllowed` otherwise. */
export function sortKeysOf(
  sorting: string | undefined,
  sortable: Readonly<Record<string, string>>,
): SortKey[] {
  if (sorting === undefined || sorting.trim() === '') return [];
  return sorting.split(',').map((part) => {
    const match = SORTING.exec(part.trim());
    const field = match?.[1];
    if (field === undefined || !Object.hasOwn(sortable, field)) {
      throw httpError(400, 'validationFailed', { sorting: ['notAllowed'] });
    }
    return { field, direction: (match?.[2] as string).toUpperCase() as SortDirection };
  });
}

/** The `from … where …` of a list and its parameters, shared by the page and the count. */
export function listCondition(
  declaration: ListDeclaration<unknown>,
  request: Pick<ListRequest, 'search' | 'where' | 'transaction'>,
): { from: string; where: string; params: unknown[] } {
  const { alias } = declaration;
  const { transaction } = request;
  const params: unknown[] = [];
  // The tenant and partner filters are part of every statement's structure: the statement runs outside
  // row-level security (see `readList`), so these conditions are what confines it to the transaction's tenant,
  // and a partner's to their intermediary's rows. Written from the transaction's settings alone, they leave the
  // planner guessing: it takes every tenant for an average one, and a partner's scope, true for everyone
  // else, for a rare condition. A large tenant's broad search or capped count then went over a bitmap of all
  // its matches instead of down an index that stops at the page. So, when the builder knows the transaction,
  // the tenant is also compared with its value, and the scope is left out where the transaction is known to
  // have no partner (`affiliationId` null, not merely absent).
  const partnerFilter = (table: string, scopedAlias: string) =>
    transaction?.affiliationId === null ? [] : partnerScope(table, scopedAlias);
  const clauses = [`${alias}.tenant_id = ${TRANSACTION_TENANT}`, ...partnerFilter(declaration.table, alias)];
  if (transaction?.tenantId !== undefined) {
    params.push(transaction.tenantId);
    clauses.push(`${alias}.tenant_id = $${params.length}::uuid`);
  }
  const joins = (declaration.joins ?? []).map((join) => {
    const on = [`${join.alias}.tenant_id = ${alias}.tenant_id`, `(${join.on})`];
    on.push(...partnerFilter(join.table, join.alias));
    return `${join.kind === 'left' ? 'left join' : 'join'} ${join.table} ${join.alias} on ${on.join(' and ')}`;
  });
  if (declaration.scope !== undefined) clauses.push(`(${declaration.scope})`);
  const pattern = containsPattern(request.search);
  if (pattern !== undefined) {
    if (declaration.searchColumn === undefined) {
      throw httpError(400, 'validationFailed', { search: ['notAllowed'] });
    }
    const column = declaration.searchColumn;
    params.push(pattern);
    const leading = leadingPattern(request.search);
    if (leading === undefined) clauses.push(`${column} like $${params.length}`);
    else {
      // The index is asked for the search's first characters; the whole search is checked on the rows it
      // finds, written as an expression the index does not cover so that the planner does not ask it for
      // that too.
      clauses.push(`(${column} || '') like $${params.length}`);
      params.push(leading);
      clauses.push(`${column} like $${params.length}`);
    }
  }
  for (const condition of request.where ?? []) {
    const { sql, params: own } = condition(params.length + 1);
    params.push(...own);
    clauses.push(`(${sql})`);
  }
  return {
    from: [`${declaration.table} ${alias}`, ...joins].join(' '),
    where: clauses.join(' and '),
    params,
  };
}

/**
 * One page of a declared list with how many rows match in all: parameterised SQL, the tenant filter written
 * in, sorted by the requested declared fields (else the default) and the id last, so pages never overlap.
 */
export async function listPage<Item>(
  tx: Tx,
  declaration: ListDeclaration<Item>,
  request: ListRequest,
): Promise<Page<Item>> {
  const { count, page, params } = listStatements(declaration, { ...request, transaction: tx });
  return readList(tx, async () => {
    // The page carries the count in every row (a subquery the database runs once): one statement, not two.
    const { rows } = await tx.query<Record<string, unknown>>(page, params);
    const first = rows[0];
    const total =
      first !== undefined
        ? (first[PAGE_COUNT] as number)
        : request.page === 0
          ? 0
          : ((await tx.query<{ count: number }>(count, params.slice(0, -2))).rows[0]?.count ?? 0);
    const items = rows.map((row) => {
      for (const column of Object.keys(row)) {
        if (column === PAGE_COUNT || column === FOUND_ID || column.startsWith(SORT_KEY)) delete row[column];
      }
      return declaration.item(row);
    });
    return { count: total, items };
  });
}

/** How far a list's page counts its matches: `LIST_COUNT_CAP`, or the page's end when that lies further. */
export function listCountUpTo(page: number, limit: number): number {
  return Math.max(LIST_COUNT_CAP, (page + 1) * limit);
}

/** A page whose matches were counted up to `countUpTo` and one more: beyond, it says only that more match. */
export function countedPage<Item>(count: number, countUpTo: number, items: Item[]): Page<Item> {
  return count > countUpTo ? { count: countUpTo, countCapped: true, items } : { count, items };
}

/** The column of a page statement's rows that holds the count of the whole list. */
const PAGE_COUNT = '$count';
/** The columns of a page statement's rows that hold its sort keys, numbered. */
const SORT_KEY = '$sort';
/** The column of a page statement's rows that holds the id its row was found by. */
const FOUND_ID = '$id';

/**
 * The statements of a list request: the count (all parameters but the last two), and the page, whose rows
 * also carry the count (`PAGE_COUNT`).
 */
export function listStatements(
  declaration: ListDeclaration<unknown>,
  request: ListRequest,
): { count: string; page: string; params: unknown[] } {
  const page = Number(request.page);
  const limit = Number(request.limit);
  if (!Number.isSafeInteger(page) || page < 0)
    throw httpError(400, 'validationFailed', { page: ['invalid'] });
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw httpError(400, 'validationFailed', { limit: ['invalid'] });
  }
  const requested = sortKeysOf(request.sorting, declaration.sortable);
  const sorting = requested.length > 0 ? requested : declaration.defaultSorting;
  const keys = [
    ...sorting.map(({ field, direction }) => ({ sql: declaration.sortable[field] as string, direction })),
    { sql: `${declaration.alias}.id`, direction: sorting.at(-1)?.direction ?? 'ASC' },
  ];
  const order = keys.map(({ sql, direction }) => `${sql} ${direction}`);
  const { from, where, params } = listCondition(declaration, request);
  const { countUpTo } = request;
  if (countUpTo !== undefined && !(Number.isSafeInteger(countUpTo) && countUpTo > 0)) {
    throw new Error(`countUpTo must be a positive integer: ${countUpTo}`);
  }
  const select = Object.entries(declaration.select)
    .map(([name, sql]) => `${sql} as "${name}"`)
    .join(', ');
  const count =
    countUpTo === undefined
      ? `select count(*)::int as count from ${from} where ${where}`
      : `select count(*)::int as count from (select 1 from ${from} where ${where} limit ${countUpTo + 1}) as capped`;
  const [limitParam, offsetParam] = [`$${params.length + 1}`, `$${params.length + 2}`];
  // The page's sort keys ride along under names of their own, so that its few rows can be put in order again
  // outside (a CTE keeps no order).
  const sortKeys = keys.map(({ sql }, index) => `${sql} as "${SORT_KEY}${index}"`).join(', ');
  const pageOrder = keys.map(({ direction }, index) => `"${SORT_KEY}${index}" ${direction}`).join(', ');
  const found = `select ${declaration.alias}.id as "${FOUND_ID}", ${sortKeys} from ${from} where ${where}
              order by ${order.join(', ')}`;
  // The page's rows are found first by what an index holds (their ids and sort keys), then read whole for
  // them alone: a walk down the sort order that passes many rows before the page's matches reads only the
  // index when the table's pages are all visible (a broad search at 1,000,000 persons: 9.6 → 1.7 ms). The
  // conditions hold again there, for the rows of joined tables that they choose.
  const pageOf = (matches: string, shown: string, pageCount: string) =>
    `with ${matches}
           select ${select}, ${shown}.*, ${pageCount} as "${PAGE_COUNT}"
             from ${from} join ${shown} on ${shown}."${FOUND_ID}" = ${declaration.alias}.id
            where ${where}
            order by ${pageOrder}`;
  if (countUpTo !== undefined && (page + 1) * limit > countUpTo) {
    throw new Error(`countUpTo ${countUpTo} ends before page ${page} of ${limit}`);
  }
  return {
    count,
    page:
      countUpTo === undefined
        ? // A first page with room to spare holds every match: its rows are the count, and the count statement
          // (a second pass over the matches) runs only where it must — the database runs a subquery of a CASE
          // only when its branch is taken.
          pageOf(
            `found as materialized (${found} limit ${limitParam} offset ${offsetParam})`,
            'found',
            `case when ${offsetParam} = 0 and (select count(*) from found) < ${limitParam}
                       then (select count(*)::int from found) else (${count}) end`,
          )
        : // The matches up to the cap, in order, are the count and hold the page: the table is planned twice
          // rather than three times (planning is most of what a short list costs the embedded database), and
          // they cost what the capped count did, a walk of as many index entries.
          pageOf(
            `found as materialized (${found} limit ${countUpTo + 1}),
                 shown as (select * from found order by ${pageOrder} limit ${limitParam} offset ${offsetParam})`,
            'shown',
            '(select count(*)::int from found)',
          ),
    params: [...params, limit, page * limit],
  };
}

/**
 * Runs list statements as the session's owner rather than the application role, then returns to the role.
 *
 * Why: under row-level security PostgreSQL must apply the tenant policy before any condition that is not
 * LEAKPROOF, and `like` is not, so a search can never use the trigram index and scans all the tenant's rows
 * instead. Leaving the role for these statements lets the planner use the index, and is safe because the
 * builder writes the tenant filter (the policy's own expression over the transaction's tenant) into every
 * statement, joins included, and takes no SQL from a request. It works on both databases because the session
 * user owns the tables: PGlite's superuser, or on PostgreSQL the owner role with BYPASSRLS. `set local`
 * confines the change to the transaction, and a failed statement aborts the transaction, which ends it too.
 */
export async function readList<T>(tx: Tx, read: () => Promise<T>): Promise<T> {
  // Inside another `readList` of the transaction (several lists read together, as the global search does):
  // the role is left already, and the outer one returns to it.
  if (outsideRole.has(tx)) return read();
  outsideRole.add(tx);
  try {
    return await leavingRole(tx, read);
  } finally {
    outsideRole.delete(tx);
  }
}

/** Transactions inside a `readList`. */
const outsideRole = new WeakSet<Tx>();

async function leavingRole<T>(tx: Tx, read: () => Promise<T>): Promise<T> {
  // Nor does a list scan whole tables: a table holds every tenant's rows, and reading them all costs more as
  // the others grow, while an index that starts with the tenant (every list table has one) bounds the read
  // by this tenant's rows, and by the page or the capped count when matches are many.
  // Sent without waiting for its answer: the pipelined connection runs it before the list's statements, which
  // so share its round trip. What it changes is kept in the transaction for the way back.
  const left = tx.query(
    `select set_config('app.list_role', current_setting('role'), true),
            set_config('app.list_seqscan', current_setting('enable_seqscan'), true),
            set_config('role', 'none', true), set_config('enable_seqscan', 'off', true)`,
  );
  // Its failure is the one to tell (the list's statements then fail only because the transaction aborted).
  left.catch(() => undefined);
  const restore = () =>
    tx.query(
      `select set_config('role', current_setting('app.list_role'), true),
              set_config('enable_seqscan', current_setting('app.list_seqscan'), true)`,
    );
  let result: T;
  try {
    result = await read();
  } catch (error) {
    await left;
    // A failure outside the database leaves the transaction open: it must not go on as the owner. (In an
    // aborted transaction this fails too; its end resets the role anyway.)
    await restore().catch(() => undefined);
    throw error;
  }
  await left;
  await restore();
  return result;
}
