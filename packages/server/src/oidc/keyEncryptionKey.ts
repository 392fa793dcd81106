import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { decodeKey, type Config } from '../config.js';

/** Name of the file in DATA_DIR that holds the embedded mode's generated key. */
export const KEY_FILE = 'key-encryption.key';

/**
 * The key that encrypts the issuers' signing keys and cookie secrets at rest: `KEY_ENCRYPTION_KEY` when
 * set. Otherwise, in embedded mode only, the key kept beside the database in DATA_DIR (readable by its
 * owner only), generated on the first start. A real PostgreSQL server needs the key configured: a key
 * stored next to the server process would protect nothing the database's backups do not already reveal.
 */
export async function keyEncryptionKeyOf(
  config: Pick<Config, 'keyEncryptionKey' | 'databaseUrl' | 'dataDir'>,
): Promise<Buffer> {
  if (config.keyEncryptionKey !== undefined) return config.keyEncryptionKey;
  if (config.databaseUrl !== undefined) throw new Error('KEY_ENCRYPTION_KEY is required with DATABASE_URL');
  const path = join(config.dataDir, KEY_FILE);
  return (await readKeyFile(path)) ?? createKeyFile(path);
}

async function readKeyFile(path: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = decodeKey(text.trim());
  if (key === undefined) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}

/** Writes a new key, complete and 0600 before it appears under its name; a concurrent writer's key wins ties. */
async function createKeyFile(path: string): Promise<Buffer> {
  const key = randomBytes(32);
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(draft, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, path);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readKeyFile(path)) as Buffer;
  } finally {
    await unlink(draft);
  }
}
