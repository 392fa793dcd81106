import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, keyEncryptionKeyOf } from './keyEncryptionKey.js';

describe('the key encryption key', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverline-key-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is the configured one when KEY_ENCRYPTION_KEY is set, and nothing is written', async () => {
    const configured = randomBytes(32);
    const dataDir = newDataDir();
    expect(await keyEncryptionKeyOf({ keyEncryptionKey: configured, dataDir })).toEqual(configured);
    expect(() => statSync(dataDir)).toThrow(/ENOENT/);
  });

  it('is generated on the first embedded start into a file only its owner can read, then reused', async () => {
    const dataDir = newDataDir();
    const first = await keyEncryptionKeyOf({ dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(await keyEncryptionKeyOf({ dataDir })).toEqual(first);
  });

  it('is one key for concurrent first starts', async () => {
    const dataDir = newDataDir();
    const keys = await Promise.all([1, 2, 3, 4].map(() => keyEncryptionKeyOf({ dataDir })));
    for (const key of keys) expect(key).toEqual(keys[0]);
  });

  it('must be configured for a PostgreSQL server', async () => {
    await expect(
      keyEncryptionKeyOf({ databaseUrl: 'postgres://db/coverline', dataDir: newDataDir() }),
    ).rejects.toThrow(/KEY_ENCRYPTION_KEY is required with DATABASE_URL/);
  });

  it('refuses a damaged key file rather than replacing it', async () => {
    const dataDir = newDataDir();
    await keyEncryptionKeyOf({ dataDir });
    writeFileSync(join(dataDir, KEY_FILE), 'not a key\n');
    await expect(keyEncryptionKeyOf({ dataDir })).rejects.toThrow(/does not hold a 32-byte base64 key/);
  });
});
