import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embeddedPostgres.js';
import { runMigrations } from './migrate.js';

/** One transaction's connection. */
export interface Tx {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by the caller
  query<R = any>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: R[]; rowCount: number }>;
  /** The tenant of a tenant transaction; absent in a system one. */
  readonly tenantId?: string;
  /**
   * The intermediary a tenant transaction's user works for (`app.affiliation_id`), or null for a user who
   * works for none; absent where unknown (a system transaction).
   */
  readonly affiliationId?: string | null;
  /**
   * The tenant's configuration version as the request read it before the transaction began (see
   * `cachedByConfiguration`); absent when nobody read it, and then nothing cached by it is used.
   */
  readonly configurationVersion?: number;
}

export interface Database {
  /**
   * Runs `fn` in a transaction as the unprivileged role with the tenant set: row-level security confines it.
   * With a `locale`, the transaction's `app.locale` names it, so statements can pick translations in SQL.
   */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>, options?: TenantTransactionOptions): Promise<T>;
  /** Runs `fn` in a transaction as the owner (no row-level security): registry lookups, registration. */
  withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs one statement on its own, as the owner (no row-level security), without a transaction around it:
   * the cheapest read there is, for the hot path's version checks. Its SQL must filter the tenant itself,
   * and it takes no parameters: sent as one simple query, so that the embedded database's multiplexer
   * cannot slip another connection's messages between those of a parameterised statement (it keeps only
   * explicit transactions whole). Write checked values only into it.
   */
  statement<R>(text: string): Promise<R[]>;
  /**
   * Vacuums and analyses the tables that grew since their statistics were last taken, as the embedded
   * database does every minute by itself (PostgreSQL's autovacuum does the same): after a bulk load, so
   * that the very next search already uses its indexes. Answers the tables it maintained.
   */
  maintainGrownTables(): Promise<string[]>;
  close(): Promise<void>;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on the connection: it is parsed and planned once, not at every call (for a
   * read by id under row-level security, planning is most of what the database spends on it). For the hot
   * statements whose text is one of a few fixed ones, values always passed as parameters: each text stays
   * prepared for the connection's life.
   */
  prepared?: boolean;
}

/** Who a tenant transaction works for, beyond the tenant. */
export interface TenantTransactionOptions {
  /** `app.locale`, so statements can pick translations in SQL. */
  locale?: string;
  /**
   * `app.affiliation_id`: the intermediary the user works for. The parties, quotes and contracts they create
   * carry it, and they see only its ones (the partner restriction).
   */
  affiliationId?: string;
  /** The tenant's configuration version read before the transaction began: `Tx.configurationVersion`. */
  configurationVersion?: number;
  /**
   * A transaction that only reads (`begin read only`: the database refuses any write in it). On PostgreSQL
   * its commit goes out with the connection's next statement (see `READ_COMMIT_DELAY_MS`).
   */
  readOnly?: boolean;
}

export interface DatabaseConfig {
  /** Directory of the embedded database; unused when `databaseUrl` is set. */
  dataDir: string;
  /** A real PostgreSQL server instead of the embedded one. */
  databaseUrl?: string;
}

export interface DatabaseOptions {
  /** Failures outside any request, such as a broken idle connection (the pool replaces it). */
  onError?: (error: Error) => void;
  /** The embedded database process ended by itself: nothing can be served any more. Default: `onError`. */
  onLost?: (error: Error) => void;
}

/** The role every tenant transaction switches to; created by 0001_core.sql, owns nothing, bypasses nothing. */
export const APP_ROLE = 'coverline_app';

/** Connections to the embedded database; its multiplexer runs one transaction at a time anyway. */
const EMBEDDED_POOL_SIZE = 8;
const EMBEDDED_MAX_CONNECTIONS = 16;
const SERVER_POOL_SIZE = 10;
/**
 * How long a read-only transaction's commit may wait for its connection's next statement, to go out in the
 * same write: the reply to a read does not wait for its commit, and the database takes both in one turn
 * (GET of a party on PostgreSQL: 4,300 → 5,200 req/s on 2 cores). A read-only transaction holds nothing
 * another one waits for, but for DDL's locks. Not on the embedded database, which runs one transaction at a
 * time: an open one would hold up every other connection.
 */
const READ_COMMIT_DELAY_MS = 2;
/**
 * How often the embedded database looks for tables that grew since their planner statistics were taken. It
 * has no autovacuum, and does not even count changes: without ANALYZE its planner guesses table sizes, and
 * a search over a grown table may scan instead of using its index; without VACUUM every read of a new row
 * checks whether its transaction committed.
 */
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60 * 1000;

/**
 * The tables whose files grew by a fifth (and some pages) since their statistics were taken (`relpages`),
 * as autovacuum's analyze threshold would see them; the file size is known without reading the table.
 */
const GROWN_TABLES = `
  select c.oid::regclass::text as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'r' and n.nspname = 'public'
     and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.2 + 8`;

/**
 * Vacuums and analyses the tables that grew (see `GROWN_TABLES`), as autovacuum would; answers their names.
 * The statistics let the planner choose indexes; the vacuum marks the new rows visible to all (their hint
 * bits and the visibility map), so that a walk down an index need not read each row it passes to know
 * whether it may see it (a search's persons at 100,000: 14 → 4 ms).
 */
async function maintainGrownTables(statement: Database['statement']): Promise<string[]> {
  const names = (await statement<{ name: string }>(GROWN_TABLES)).map((row) => row.name);
  // Names from the catalogue, quoted by regclass's output where needed.
  if (names.length > 0) await statement(`vacuum (analyze) ${names.join(', ')}`);
  return names;
}

/**
 * Opens the database (embedded PGlite in `dataDir/pgdata`, or `databaseUrl`) and brings its schema up to date.
 * The embedded database runs in a child process and its directory is locked for this process.
 */
export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<Database> {
  const onError = options.onError ?? ((error: Error) => console.error(error));
  const onLost = options.onLost ?? onError;
  let embedded: EmbeddedPostgres | undefined;
  if (config.databaseUrl === undefined) {
    embedded = await startEmbeddedPostgres(config.dataDir, {
      maxConnections: EMBEDDED_MAX_CONNECTIONS,
      onUnexpectedExit: (code) => onLost(new Error(`The embedded database process ended (code ${code})`)),
    });
  }
  const pool = new pg.Pool({
    connectionString: embedded?.connectionString ?? config.databaseUrl,
    max: embedded ? EMBEDDED_POOL_SIZE : SERVER_POOL_SIZE,
    types: TYPES,
    // Statements sent without waiting for the previous answer go out together (see `transaction`).
    pipeline: true,
    // Connections stay open once made: closing idle ones armed a timer on every release of a connection.
    idleTimeoutMillis: 0,
  });
  pool.on('error', onError);

  let maintaining: NodeJS.Timeout | undefined;
  let closed: Promise<void> | undefined;
  const database = createDatabase(pool, {
    deferReadCommits: embedded === undefined,
    onError,
    close: () =>
      (closed ??= (async () => {
        clearInterval(maintaining);
        await pool.end();
        await embedded?.stop();
      })()),
  });
  try {
    await runMigrations(pool);
    if (embedded !== undefined) {
      // What the data grew to while the server was down counts from the first request on.
      await pool.query('analyze');
      maintaining = setInterval(() => {
        database.maintainGrownTables().catch(onError);
      }, EMBEDDED_MAINTENANCE_INTERVAL_MS).unref();
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** int8 (counts, sums of minor units) as a number rather than node-postgres' string; everything else as usual. */
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? parseSafeInteger
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return value;
}

const insideTransaction = new AsyncLocalStorage<true>();
/** A statement that only reads: a plain `select` (a `with` may hold a data-changing statement). */
const READING = /^\s*select\s/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A language tag such as `de` or `de-DE`. */
const LOCALE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * The name a text is prepared under on a connection: a number for the text and one for the connection,
 * under this database's own random prefix. The embedded database's connections share its one session,
 * where a name prepared by one is there for all — those of other processes and test files included —
 * while each connection's driver knows only what it prepared itself.
 */
function preparedNames(): (client: pg.PoolClient, text: string) => string {
  const prefix = `coverline_${randomBytes(4).toString('hex')}`;
  const texts = new Map<string, number>();
  const connections = new WeakMap<pg.PoolClient, number>();
  let connectionsSeen = 0;
  return (client, text) => {
    let statement = texts.get(text);
    if (statement === undefined) texts.set(text, (statement = texts.size + 1));
    let connection = connections.get(client);
    if (connection === undefined) connections.set(client, (connection = ++connectionsSeen));
    return `${prefix}_${connection}_${statement}`;
  };
}

interface PoolUse {
  /** Whether a read-only transaction's commit may wait for its connection's next statement. */
  deferReadCommits: boolean;
  onError: (error: Error) => void;
  close: () => Promise<void>;
}

function createDatabase(pool: pg.Pool, { deferReadCommits, onError, close }: PoolUse): Database {
  const preparedName = preparedNames();
  /** Connections whose read-only transaction is not committed yet, with the timer that commits it alone. */
  const uncommitted = new Map<pg.PoolClient, NodeJS.Timeout>();
  /** Once closing, a transaction still under way commits at once: its connection is about to end. */
  let closing = false;
  function commitLater(client: pg.PoolClient) {
    const alone = setTimeout(() => {
      uncommitted.delete(client);
      client.query('commit').catch(onError);
    }, READ_COMMIT_DELAY_MS);
    uncommitted.set(client, alone.unref());
  }
  /** Whether `client` is still in a read-only transaction, whose commit its next statement now sends. */
  function commitPending(client: pg.PoolClient): boolean {
    const alone = uncommitted.get(client);
    if (alone === undefined) return false;
    clearTimeout(alone);
    uncommitted.delete(client);
    return true;
  }
  /** One simple query outside any transaction (see `Database.statement`). */
  async function statement<R>(text: string): Promise<R[]> {
    const client = await pool.connect();
    try {
      // Not in one string with `text`: that would make them one transaction, where VACUUM cannot run.
      const [, answer] = await Promise.all([
        commitPending(client) && client.query('commit'),
        client.query(text),
      ]);
      return answer.rows as R[];
    } finally {
      client.release();
    }
  }
  function requireOutsideTransaction() {
    if (insideTransaction.getStore()) {
      // A second connection would wait for the first one's transaction forever on the embedded database.
      throw new Error('A database transaction was opened inside another one; pass the outer tx down instead');
    }
  }

  /**
   * `begin` opens the transaction (and may set it up in the same round trip); `fn` runs inside. The
   * transaction begins with its first statement: a reading one is written right behind `begin` on the
   * pipelined connection, so the two cost one round trip (and, on the embedded database, one turn of its
   * single process, which serves nobody else while a transaction is open). A statement that may write waits
   * for `begin`: should `begin` ever fail, it must not run outside the transaction, as the owner. A
   * transaction that ends up sending nothing costs nothing.
   */
  async function transaction<T>(
    begin: string,
    fn: (tx: Tx) => Promise<T>,
    { readOnly = false, ...about }: Partial<Tx> & { readOnly?: boolean } = {},
  ) {
    requireOutsideTransaction();
    const client = await pool.connect();
    // The connection's previous read-only transaction may await its commit: it goes out in the same write.
    const opening = () => (commitPending(client) ? `commit; ${begin}` : begin);
    let begun: Promise<unknown> | undefined;
    try {
      const tx: Tx = {
        ...about,
        async query(text, params, options) {
          const statement: pg.QueryConfig = options?.prepared
            ? { name: preparedName(client, text), text, values: params ?? [] }
            : { text, values: params ?? [] };
          let sent: Promise<pg.QueryResult>;
          if (begun === undefined && READING.test(text)) {
            // Both leave in one write to the socket, as they are answered in one round trip.
            const { stream } = (client as unknown as pg.Client).connection;
            stream.cork();
            try {
              begun = client.query(opening());
              sent = client.query(statement);
            } finally {
              stream.uncork();
            }
          } else {
            if (begun === undefined) await (begun = client.query(opening()));
            sent = client.query(statement);
          }
          const [, result] = await Promise.all([begun, sent]);
          return { rows: result.rows, rowCount: result.rowCount ?? 0 };
        },
      };
      const result = await insideTransaction.run(true, () => fn(tx));
      if (begun !== undefined) {
        if (readOnly && deferReadCommits && !closing) commitLater(client);
        else await client.query('commit');
      }
      client.release();
      return result;
    } catch (error) {
      try {
        if (begun !== undefined) await client.query('rollback');
        client.release();
      } catch {
        client.release(true);
      }
      throw error;
    }
  }

  return {
    async withTenant(tenantId, fn, { locale, affiliationId, configurationVersion, readOnly } = {}) {
      if (!UUID.test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
      if (locale !== undefined && !LOCALE.test(locale)) throw new Error(`Not a locale: ${locale}`);
      if (affiliationId !== undefined && !UUID.test(affiliationId)) {
        throw new Error(`Not an intermediary id: ${affiliationId}`);
      }
      // One round trip instead of two: the ids are checked UUIDs and the locale a checked tag, safe to write
      // into the statement.
      const settings = [
        `set_config('role', '${APP_ROLE}', true)`,
        `set_config('app.tenant_id', '${tenantId}', true)`,
      ];
      if (locale !== undefined) settings.push(`set_config('app.locale', '${locale}', true)`);
      if (affiliationId !== undefined)
        settings.push(`set_config('app.affiliation_id', '${affiliationId}', true)`);
      return transaction(`${readOnly ? 'begin read only' : 'begin'}; select ${settings.join(', ')}`, fn, {
        readOnly: readOnly === true,
        tenantId,
        affiliationId: affiliationId ?? null,
        ...(configurationVersion === undefined ? {} : { configurationVersion }),
      });
    },
    withSystem: (fn) => transaction('begin', fn),
    maintainGrownTables: () => maintainGrownTables(statement),
    statement<R>(text: string) {
      requireOutsideTransaction();
      return statement<R>(text);
    },
    close() {
      closing = true;
      // Ending the connections ends their read-only transactions too.
      for (const alone of uncommitted.values()) clearTimeout(alone);
      uncommitted.clear();
      return close();
    },
  };
}
