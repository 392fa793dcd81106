import { join } from 'node:path';
import type { Config } from '../config.js';
import { diskFileStore, type FileStore } from './fileStore.js';
import { s3FileStore } from './s3FileStore.js';

/** The deployment's file store: the object store when `S3_BUCKET` names one, else the data directory. */
export function configuredFileStore(config: Config): FileStore {
  return config.objectStore === undefined
    ? diskFileStore(join(config.dataDir, 'documents'))
    : s3FileStore(config.objectStore);
}
