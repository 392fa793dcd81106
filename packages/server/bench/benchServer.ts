import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { createLogger } from '../src/http/requestLogging.js';
import { registerTenant } from '../src/modules/tenants/service.js';
import { freePort } from '../test/support/freePort.js';
import { TEST_KEY_ENCRYPTION_KEY } from '../test/support/server.js';
import { signIn } from '../test/support/signIn.js';
import { cpuCostOf, type CpuCost } from './cpuCost.js';

const PASSWORD = 'Bench-password-1';

export interface BenchServer {
  db: Database;
  /** `http://127.0.0.1:{port}`, also the public URL (issuers live under it). */
  baseUrl: string;
  /** The database engine, named for the printed figures. */
  engine: 'PostgreSQL' | 'PGlite';
}

export interface BenchTenant {
  id: string;
  code: string;
  /** The registrant's e-mail address. */
  email: string;
}

/**
 * Runs `bench` against the real server listening on a free loopback port, on a fresh embedded PGlite or on
 * the PostgreSQL of DATABASE_URL when set, and closes both afterwards, also when `bench` throws.
 */
export async function withBenchServer(bench: (server: BenchServer) => Promise<void>): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? '' : mkdtempSync(join(tmpdir(), 'coverline-bench-'));
  const db = await openDatabase({ dataDir, databaseUrl });
  // Issuers live under the public URL, so the port is chosen before the server is built.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    // One key for every bench process: they share DATABASE_URL's database and the keys it seals.
    KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
  });
  // Logging costs what it costs a real server (its logger at the default level), but not the console.
  const logger = createLogger(config.logLevel, '/dev/null');
  const app = await buildApp({ db, config, logger });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    await bench({ db, baseUrl, engine: databaseUrl ? 'PostgreSQL' : 'PGlite' });
  } finally {
    await app.close();
    await db.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Registers a tenant through the real registration service, its registrant signing in as `email`. */
export async function registerBenchTenant(
  db: Database,
  code: string,
  email = `bench@${code}.test`,
): Promise<BenchTenant> {
  const { id } = await registerTenant(db, {
    tenant: code,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return { id, code, email };
}

/** The registrant's API access token, from a real sign-in at the tenant's embedded issuer. */
export function signInBenchTenant(server: BenchServer, tenant: BenchTenant): Promise<string> {
  return signIn(server.baseUrl, tenant.code, tenant.email, PASSWORD);
}

/** What the load generator answers. */
interface LoadAnswer {
  requestsPerSecond: number;
  /** Every answer's latency in milliseconds. */
  latencies: number[];
  failed: number;
}

/** A load's answers: requests per second, latency percentiles in milliseconds, failures. */
export interface Load {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, and connection errors. */
  failed: number;
  cpu: CpuCost;
}

/** Sends `GET path` with the token for `seconds`, over `connections` connections at once, from a process of its own. */
export async function loadPath(
  server: BenchServer,
  path: string,
  token: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Load> {
  const order = { url: `${server.baseUrl}${path}`, token, connections, seconds };
  let answer: LoadAnswer | undefined;
  const cpu = await cpuCostOf(server.db, async () => {
    const generator = fork(
      fileURLToPath(new URL('./loadGenerator.mjs', import.meta.url)),
      [JSON.stringify(order)],
      {
        execArgv: [],
      },
    );
    answer = await new Promise<LoadAnswer>((resolve, reject) => {
      generator.once('message', (message) => resolve(message as LoadAnswer));
      generator.once('error', reject);
      generator.once('exit', (code) => reject(new Error(`The load generator ended (code ${code})`)));
    });
    // Gone before the database's processes are counted again (they are this process's other children).
    const exited = new Promise((resolve) => generator.once('exit', resolve));
    generator.kill();
    await exited;
    return { requests: answer.latencies.length };
  });
  if (answer === undefined) throw new Error('The load generator answered nothing');
  const latencies = answer.latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: answer.requestsPerSecond,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: answer.failed,
    cpu,
  };
}

/** A load's latency as `p50 / p95 / p99` in milliseconds. */
export function latencyOf({ p50, p95, p99 }: Load): string {
  const ms = (value: number) => value.toFixed(1);
  return `p50 ${ms(p50)} / p95 ${ms(p95)} / p99 ${ms(p99)} ms`;
}

/** `   (N failed)` for a load with errors or answers other than 2xx, else nothing: a line's ending. */
export function failuresOf({ failed }: Load): string {
  return failed > 0 ? `   (${failed} failed)` : '';
}

/** The API as the token's user: `call(method, path, body)` answers the parsed body, throwing on a non-2xx. */
export function benchApi(server: BenchServer, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
}

/** The `p`th percentile of ascending `sorted`. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
