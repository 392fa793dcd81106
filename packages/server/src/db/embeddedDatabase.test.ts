import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

// One data directory through a whole life: first start, a refused second server, restart, stale lock.
describe('the embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coverline-embedded-'));
  const lockPath = join(dataDir, 'coverline.lock');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the same directory and keeps committed data across a restart', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /data directory .* is in use by another Coverline server \(pid \d+/,
      );
      await first.withSystem((tx) => tx.query(`insert into tenant (code) values ('durable')`));
    } finally {
      await first.close();
    }
    expect(existsSync(lockPath)).toBe(false);

    const second = await openDatabase({ dataDir });
    try {
      const codes = await second.withSystem(async (tx) => (await tx.query('select code from tenant')).rows);
      expect(codes).toEqual([{ code: 'durable' }]);
    } finally {
      await second.close();
    }
  });

  it('knows the size of its tables after a restart, so that its planner chooses indexes', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await first.withSystem((tx) =>
        tx.query(`insert into tenant (code) select 'grown' || n from generate_series(1, 500) as n`),
      );
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      const { rows } = await second.withSystem((tx) =>
        tx.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'tenant'`),
      );
      expect(rows[0]?.reltuples).toBeGreaterThanOrEqual(500);
    } finally {
      await second.close();
    }
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(
      lockPath,
      JSON.stringify({ token: 'crashed', host: hostname(), pids: [deadPid], startedAt: '' }),
    );
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('never takes over the lock of a live process', async () => {
    writeFileSync(
      lockPath,
      JSON.stringify({ token: 'alive', host: hostname(), pids: [process.ppid], startedAt: '' }),
    );
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`pid ${process.ppid}\\)`));
    } finally {
      rmSync(lockPath);
    }
  });
});
