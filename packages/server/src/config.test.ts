import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const KEY = 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and a public URL on localhost', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      publicUrl: 'http://localhost:3000',
      apiAudience: 'http://localhost:3000/api',
      externalIssuers: [],
      logLevel: 'info',
      trustProxy: false,
      publicRateLimit: 20,
      demo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tenant).toBeUndefined();
  });

  it('checks answers against their response schemas only when STRICT_RESPONSES=true (the tests)', () => {
    expect(loadConfig({}).strictResponses).toBe(false);
    expect(loadConfig({ STRICT_RESPONSES: 'yes' }).strictResponses).toBe(false);
    expect(loadConfig({ STRICT_RESPONSES: 'true' }).strictResponses).toBe(true);
  });

  it('derives the API audience from PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://coverline.example.com/' });
    expect(config.publicUrl).toBe('https://coverline.example.com');
    expect(config.apiAudience).toBe('https://coverline.example.com/api');
  });

  it('reads the external issuers from OIDC_ISSUERS', () => {
    const issuers = [
      { issuer: 'https://kc.example.com/realms/acme', tenantCode: 'acme', audience: 'coverline' },
    ];
    expect(loadConfig({ OIDC_ISSUERS: JSON.stringify(issuers) }).externalIssuers).toEqual(issuers);
  });

  it('names the variable at fault when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'localhost:3000' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ OIDC_ISSUERS: '{' })).toThrow(/OIDC_ISSUERS/);
    expect(() => loadConfig({ OIDC_ISSUERS: '[{"issuer":"kc"}]' })).toThrow(/entry 0/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_RATE_LIMIT: '0' })).toThrow(/PUBLIC_RATE_LIMIT/);
  });

  it('keeps a deployment tenant, a database URL and the proxy trust', () => {
    const config = loadConfig({
      TENANT: 'demo',
      DATABASE_URL: 'postgres://x@y/z',
      KEY_ENCRYPTION_KEY: KEY,
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
    });
    expect(config.tenant).toBe('demo');
    expect(config.databaseUrl).toBe('postgres://x@y/z');
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('keeps attached files under DATA_DIR unless S3_BUCKET names an object store', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'files' }).objectStore).toEqual({
      bucket: 'files',
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'files',
        S3_PREFIX: 'coverline/',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStore,
    ).toEqual({
      bucket: 'files',
      prefix: 'coverline/',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set both/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
  });

  it('reads the key encryption key as 32 bytes of base64', () => {
    expect(loadConfig({}).keyEncryptionKey).toBeUndefined();
    expect(loadConfig({ KEY_ENCRYPTION_KEY: KEY }).keyEncryptionKey).toEqual(Buffer.from(KEY, 'base64'));
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /KEY_ENCRYPTION_KEY must be 32 bytes/,
    );
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: `${KEY.slice(0, -2)}!=` })).toThrow(/KEY_ENCRYPTION_KEY/);
  });

  it('refuses a PostgreSQL server without a key encryption key, saying how to make one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@y/z' })).toThrow(
      /KEY_ENCRYPTION_KEY is required with DATABASE_URL.*openssl rand -base64 32/,
    );
  });
});
