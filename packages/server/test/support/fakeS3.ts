import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The credentials the fake accepts, and nothing else. */
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'COVERLINETESTKEY', secretAccessKey: 'test/secret+key' };
const REGION = 'eu-central-1';

export interface FakeS3 {
  /** `S3_*` variables of a server that stores its files in the fake's bucket. */
  env(bucket: string): Record<string, string>;
  /** The objects kept, by `{bucket}/{key}`. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Whether the request carries a valid AWS Signature Version 4 of the fake's credentials, computed from the
 * request as received, after the published algorithm (canonical request, string to sign, derived key) and
 * apart from the SDK that signed it.
 */
function signedCorrectly(request: IncomingMessage, body: Buffer): boolean {
  const authorization =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (authorization === null) return false;
  const [, accessKeyId, day, region, signedHeaders, signature] = authorization as unknown as string[];
  if (accessKeyId !== FAKE_S3_CREDENTIALS.accessKeyId || region !== REGION) return false;
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = (signedHeaders as string).split(';');
  const headers = names.map(
    (name) =>
      `${name}:${String(request.headers[name] ?? '')
        .trim()
        .replace(/\s+/g, ' ')}\n`,
  );
  const canonical = [request.method, url.pathname, query, headers.join(''), signedHeaders, payloadHash].join(
    '\n',
  );
  const date = String(request.headers['x-amz-date']);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const key = ['aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(hmac(`AWS4${FAKE_S3_CREDENTIALS.secretAccessKey}`, day!), region!), 's3'),
  );
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex'));
}

function xmlError(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/**
 * A stand-in for an S3-compatible object store on a local port, speaking S3's REST protocol in path style
 * (`/{bucket}/{key}`): PutObject, GetObject, HeadObject and DeleteObject, signed requests only. The server's
 * real S3 client talks to it as it would to AWS or MinIO.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!signedCorrectly(request, body)) return xmlError(response, 403, 'SignatureDoesNotMatch');
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname.slice(1));
    const stored = objects.get(name);
    switch (request.method) {
      case 'PUT':
        objects.set(name, body);
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      case 'GET':
      case 'HEAD':
        if (stored === undefined) return xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, {
          'content-length': stored.length,
          'content-type': 'application/octet-stream',
        });
        return response.end(request.method === 'GET' ? stored : undefined);
      case 'DELETE':
        objects.delete(name);
        response.writeHead(204);
        return response.end();
      default:
        return xmlError(response, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
