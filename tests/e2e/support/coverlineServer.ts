import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.js';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the process; the data directory stays for a restart. */
  stop(): Promise<void>;
}

// One free-port helper for every test and bench, the server's.
export { freePort } from '../../../packages/server/test/support/freePort.js';

export async function newDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'coverline-e2e-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Starts the built server (`packages/server/dist/main.js`) the way a deployment does, on `port` with its
 * embedded database in `dataDir`, and waits until it answers. Its log goes to test-artifacts/e2e/.
 */
export async function startServer(port: number, dataDir: string, logName = 'server'): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = createWriteStream(join(ARTIFACTS_DIR, `${logName}.log`), { flags: 'a' });
  // The quick start's embedded database, even when the test run itself has a PostgreSQL server for the
  // server suite (scripts/with-postgres.sh).
  const { DATABASE_URL: _postgres, ...environment } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...environment,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      // Decisions fall due between the runner's passes: a story sees them decided in seconds, not half a minute.
      JOB_POLL_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}; see ${logName}.log`);
    try {
      if ((await fetch(`${url}/.oidc-client`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 90 s; see ${logName}.log`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}
