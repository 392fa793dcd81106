import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** An identity provider outside Coverline (e.g. a Keycloak realm) whose tokens sign users into one tenant. */
export interface ExternalIssuer {
  issuer: string;
  tenantCode: string;
  audience?: string;
}

/** An S3-compatible object store for attached files (`S3_*` variables). */
export interface ObjectStoreConfig {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `coverline/` (default none). */
  prefix: string;
  region: string;
  /** The store's URL for stores other than AWS (MinIO, R2…); AWS's own when unset. */
  endpoint?: string;
  /** Addresses as `{endpoint}/{bucket}/{key}`: what most S3-compatible stores expect (default with an endpoint). */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  /** Interface to listen on; loopback unless the deployment opens it to the network. */
  host: string;
  /** Absolute path of the embedded database's directory (ignored when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl?: string;
  /**
   * AES-256 key that encrypts the issuers' signing keys and cookie secrets at rest. Required with
   * `databaseUrl`; without it the embedded mode keeps a generated one in `dataDir` (see keyEncryptionKey.ts).
   */
  keyEncryptionKey?: Buffer;
  /** Origin the browser uses, e.g. `http://localhost:3000` (no trailing slash). */
  publicUrl: string;
  /** Audience of the API's access tokens, default `${publicUrl}/api`. */
  apiAudience: string;
  externalIssuers: ExternalIssuer[];
  /** Set when the deployment serves a single tenant: the sign-in skips tenant selection. */
  tenant?: string;
  logLevel: string;
  /** Create the demo tenant with its users and the example products on the very first start. */
  demo: boolean;
  /** Requests per minute and client address to the public calls (registration, account lookup). */
  publicRateLimit: number;
  /** Fastify `trustProxy`: whether to believe X-Forwarded-For, or only from these proxy addresses/CIDRs. */
  trustProxy: boolean | string[];
  /**
   * Every JSON answer is checked against its route's response schema, and a mismatch (an undeclared
   * property, a wrong type) fails the request with a 500 instead of being silently dropped by the
   * serialiser. On in tests (`STRICT_RESPONSES=true`), off in production: a slip costs a field there, not the call.
   */
  strictResponses: boolean;
  /** Where attached files go when not under `dataDir`. */
  objectStore?: ObjectStoreConfig;
  /** LibreOffice, which turns generated Word documents into PDF (`SOFFICE_PATH`, `PDF_TIMEOUT_SECONDS`). */
  pdfConverter: { command: string; timeoutMs: number };
  /** How often a process looks for due jobs and decisions (`JOB_POLL_SECONDS`); queued jobs start at once. */
  jobPollMs: number;
  /**
   * How many server processes share the port (`SERVER_PROCESSES`, `auto` for one per core): with
   * `databaseUrl` only, as every process keeps its state in the database; the embedded one allows one.
   */
  serverProcesses: number;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration from environment variables; a wrong value stops the start with a clear message. */
export function loadConfig(env: Env): Config {
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}"`);
  }
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const keyEncryptionKey = parseKeyEncryptionKey(env.KEY_ENCRYPTION_KEY);
  if (databaseUrl !== undefined && keyEncryptionKey === undefined) {
    throw new Error(
      'KEY_ENCRYPTION_KEY is required with DATABASE_URL: it encrypts the sign-in keys stored in the database. ' +
        'Generate one with `openssl rand -base64 32` and back it up, apart from the database backups.',
    );
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl,
    ...(keyEncryptionKey === undefined ? {} : { keyEncryptionKey }),
    publicUrl,
    apiAudience: nonEmpty(env.API_AUDIENCE) ?? `${publicUrl}/api`,
    externalIssuers: parseExternalIssuers(env.OIDC_ISSUERS),
    tenant: nonEmpty(env.TENANT),
    logLevel,
    demo: env.DEMO?.trim().toLowerCase() !== 'false',
    publicRateLimit: parsePositiveInteger('PUBLIC_RATE_LIMIT', env.PUBLIC_RATE_LIMIT, 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    strictResponses: env.STRICT_RESPONSES?.trim().toLowerCase() === 'true',
    ...parseObjectStore(env),
    pdfConverter: {
      command: nonEmpty(env.SOFFICE_PATH) ?? 'soffice',
      timeoutMs: parsePositiveInteger('PDF_TIMEOUT_SECONDS', env.PDF_TIMEOUT_SECONDS, 60) * 1000,
    },
    jobPollMs: parsePositiveInteger('JOB_POLL_SECONDS', env.JOB_POLL_SECONDS, 30) * 1000,
    serverProcesses: parseServerProcesses(env.SERVER_PROCESSES, databaseUrl),
  };
}

function parseServerProcesses(text: string | undefined, databaseUrl: string | undefined): number {
  const processes =
    text?.trim().toLowerCase() === 'auto'
      ? availableParallelism()
      : parsePositiveInteger('SERVER_PROCESSES', text, 1);
  if (processes > 1 && databaseUrl === undefined) {
    throw new Error(
      'SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database serves one process only',
    );
  }
  return processes;
}

function parseObjectStore(env: Env): { objectStore?: ObjectStoreConfig } {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) return {};
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== undefined && !URL.canParse(endpoint))
    throw new Error(`S3_ENDPOINT must be a URL, e.g. http://minio:9000; got "${endpoint}"`);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain',
    );
  const pathStyle = nonEmpty(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  return {
    objectStore: {
      bucket,
      prefix: nonEmpty(env.S3_PREFIX) ?? '',
      region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
      ...(endpoint === undefined ? {} : { endpoint }),
      forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
      ...(accessKeyId === undefined || secretAccessKey === undefined
        ? {}
        : { credentials: { accessKeyId, secretAccessKey } }),
    },
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535; got "${value}"`);
  }
  return port;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive integer; got "${value}"`);
  return number;
}

/** 32 bytes in base64 (or base64url), as `openssl rand -base64 32` prints them; undefined for anything else. */
export function decodeKey(text: string): Buffer | undefined {
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  return key?.length === 32 ? key : undefined;
}

function parseKeyEncryptionKey(value: string | undefined): Buffer | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const key = decodeKey(text);
  if (key === undefined) {
    throw new Error(
      'KEY_ENCRYPTION_KEY must be 32 bytes in base64, as `openssl rand -base64 32` prints them',
    );
  }
  return key;
}

function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL; got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL; got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseExternalIssuers(value: string | undefined): ExternalIssuer[] {
  if (nonEmpty(value) === undefined) return [];
  const problem = `OIDC_ISSUERS must be a JSON array of {"issuer": "https://…", "tenantCode": "…", "audience"?: "…"}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value as string);
  } catch {
    throw new Error(`${problem}; it is not valid JSON`);
  }
  if (!Array.isArray(parsed)) throw new Error(problem);
  return parsed.map((entry: unknown, index) => {
    const { issuer, tenantCode, audience } = (entry ?? {}) as Record<string, unknown>;
    const valid =
      typeof issuer === 'string' &&
      /^https?:\/\//.test(issuer) &&
      typeof tenantCode === 'string' &&
      tenantCode !== '' &&
      (audience === undefined || typeof audience === 'string');
    if (!valid) throw new Error(`${problem}; entry ${index} is not`);
    return audience === undefined ? { issuer, tenantCode } : { issuer, tenantCode, audience };
  });
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = nonEmpty(value);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  return text.split(',').map((address) => address.trim());
}
