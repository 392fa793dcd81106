import { PassThrough, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config.js';
import type { FileStore } from './fileStore.js';

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, Cloudflare R2…), one object per key under
 * `prefix` in `bucket`: every server process of a deployment reads the files the others wrote. Credentials
 * come from the configuration, else from the SDK's usual chain (environment, instance role).
 */
export function s3FileStore(config: ObjectStoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
  });
  const object = (key: string) => ({ Bucket: config.bucket, Key: `${config.prefix}${key}` });
  return {
    async put(key, content) {
      await client.send(new PutObjectCommand({ ...object(key), Body: content }));
    },
    read(key) {
      // The download is answered as a stream at once; the object's bytes (or its error) follow.
      const content = new PassThrough();
      client.send(new GetObjectCommand(object(key))).then(
        ({ Body }) => (Body as Readable).on('error', (error) => content.destroy(error)).pipe(content),
        (error: Error) => content.destroy(error),
      );
      return content;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
  };
}
