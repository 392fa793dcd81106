import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Raised when another live server holds the data directory; its message is meant for the operator. */
export class DataDirLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

/** An exclusive claim on a data directory, held for the life of the server. */
export interface DataDirLock {
  readonly path: string;
  /** Records the embedded database process too, so a restart waits for it even if this process died first. */
  addHelperPid(pid: number): void;
  /** Gives the directory up; does nothing if the lock file no longer is ours. */
  release(): void;
}

interface LockContent {
  token: string;
  host: string;
  pids: number[];
  startedAt: string;
}

const LOCK_FILE = 'coverline.lock';
/** A lock file created but not yet written is treated as live for this long (its writer may be mid-way). */
const UNWRITTEN_LOCK_GRACE_MS = 10_000;

/**
 * Takes the data directory for this process: PGlite has no lock of its own, and a second process on the same
 * directory silently loses its writes or corrupts the cluster. The lock file is created with O_EXCL; a lock
 * left by a dead process (same host, no pid alive) is replaced, a live one is never taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const content: LockContent = {
    token: randomUUID(),
    host: hostname(),
    pids: [process.pid],
    startedAt: new Date().toISOString(),
  };
  if (!tryCreate(path, content)) {
    removeIfStale(path, dataDir);
    if (!tryCreate(path, content)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} was locked by another Coverline server starting at the same time.`,
      );
    }
  }
  return {
    path,
    addHelperPid(pid) {
      content.pids.push(pid);
      const temporary = `${path}.${content.token}`;
      writeFileSync(temporary, JSON.stringify(content));
      renameSync(temporary, path);
    },
    release() {
      if (readLock(path)?.token === content.token) unlinkSync(path);
    },
  };
}

function tryCreate(path: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeFileSync(fd, JSON.stringify(content));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readText(path) ?? '') as LockContent;
    return Array.isArray(parsed.pids) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function removeIfStale(path: string, dataDir: string): void {
  const staleText = readText(path);
  const holder = readLock(path);
  const advice = `Stop that server first, or set DATA_DIR to another directory. If no Coverline server uses it, delete ${path}.`;
  if (holder === undefined) {
    if (Date.now() - modifiedAt(path) < UNWRITTEN_LOCK_GRACE_MS) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is being opened by another Coverline server. ${advice}`,
      );
    }
  } else if (holder.host !== hostname()) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by a Coverline server on host ${holder.host} (pids ${holder.pids.join(', ')}). ${advice}`,
    );
  } else {
    const alive = holder.pids.filter(isAlive);
    if (alive.length > 0) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Coverline server (pid ${alive.join(', ')}). ${advice}`,
      );
    }
  }
  // Another starter may have replaced the stale lock meanwhile: only the file judged stale is removed.
  if (staleText !== undefined && readText(path) === staleText) unlinkSync(path);
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
