import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where attached files are kept, apart from the database rows that describe them. Keys are made by the
 * server (`{tenant}/{uuid}`), never by a client. The disk store is the default; an object store (S3) is
 * another implementation of the same three calls, so several server processes can share the files.
 */
export interface FileStore {
  put(key: string, content: Buffer): Promise<void>;
  /** The content as a stream, for downloads that do not hold a whole file in memory. */
  read(key: string): Readable;
  delete(key: string): Promise<void>;
}

/** Files under `directory` (`$DATA_DIR/documents` unless an object store is configured), one file per key. */
export function diskFileStore(directory: string): FileStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    // Keys are the server's own, but a path outside the store is refused all the same.
    if (!path.startsWith(root + sep)) throw new Error(`File key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, { flag: 'wx' });
    },
    read: (key) => createReadStream(pathOf(key)),
    delete: (key) => rm(pathOf(key), { force: true }),
  };
}
