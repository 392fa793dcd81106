import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from './dataDirLock.js';
import type { ChildMessage, ChildOptions } from './pgliteChild.js';

/** A PGlite cluster running in a child process, reachable with `pg` on a unix socket. */
export interface EmbeddedPostgres {
  /** `postgresql://` URL of the unix socket, for `pg`. */
  readonly connectionString: string;
  /** Closes the cluster cleanly and gives up the data directory; resolves once the child has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Maximum concurrent client connections; the multiplexer refuses more, so size pools below it. */
  maxConnections: number;
  /** Called when the child ends without being asked to. */
  onUnexpectedExit?: (code: number | null) => void;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Locks `dataDir` for this process and starts PGlite on `dataDir/pgdata` (created on first use) in a child
 * process. The socket lives in a fresh private temporary directory (mode 0700): PGlite accepts any
 * credentials, so only this user may reach it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  const socketDir = mkdtempSync(join(tmpdir(), 'coverline-pg-'));
  const childOptions: ChildOptions = {
    pgdata: join(dataDir, 'pgdata'),
    socketPath: join(socketDir, '.s.PGSQL.5432'),
    maxConnections: options.maxConnections,
  };
  // From the sources (tests, tsx) the child is TypeScript too and needs the same loader.
  const runningFromSources = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./pgliteChild.${runningFromSources ? 'ts' : 'js'}`, import.meta.url));
  const child = fork(entry, [JSON.stringify(childOptions)], {
    execArgv: runningFromSources ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The embedded database did not start in time')),
        START_TIMEOUT_MS,
      );
      child.on('message', (message: ChildMessage) => {
        clearTimeout(timer);
        if (message.type === 'ready') resolve();
        else reject(new Error(`The embedded database did not start: ${message.message}`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The embedded database exited while starting (code ${code})`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(socketDir, { recursive: true, force: true });
    lock.release();
    throw error;
  }
  lock.addHelperPid(child.pid as number);
  child.once('exit', (code) => {
    if (!stopping) options.onUnexpectedExit?.(code);
  });

  return {
    connectionString: `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
    async stop() {
      stopping = true;
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      rmSync(socketDir, { recursive: true, force: true });
      lock.release();
    },
  };
}
