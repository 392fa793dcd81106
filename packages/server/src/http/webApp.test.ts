import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './webApp.js';

describe('the web app', () => {
  const built = mkdtempSync(join(tmpdir(), 'coverline-app-'));
  writeFileSync(join(built, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(built, 'app.js'), 'console.log(1)');
  mkdirSync(join(built, 'assets'));
  const script = 'export const answer = 42;\n'.repeat(100);
  writeFileSync(join(built, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(built, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  const empty = mkdtempSync(join(tmpdir(), 'coverline-noapp-'));
  afterAll(() => {
    rmSync(built, { recursive: true });
    rmSync(empty, { recursive: true });
  });

  const appServing = async (directory: string) => {
    const app = Fastify();
    await app.register(webAppPlugin, { directory: `${directory}/` });
    return app;
  };

  it('answers deep links with index.html so the app can route them', async () => {
    const app = await appServing(built);
    const page = await app.inject('/workspace/persons/42');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect((await app.inject('/app.js')).body).toBe('console.log(1)');
  });

  it('never answers an unknown API, sign-in or file address with the page', async () => {
    const app = await appServing(built);
    for (const url of ['/api/nothing', '/oidc/acme/unknown', '/missing.js']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('sends the build’s compressed copy to a browser that accepts it, and lets hashed assets be kept for good', async () => {
    const app = await appServing(built);
    const compressed = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(script);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // The page and other files are checked again at each use.
    expect((await app.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/workspace/persons/42')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/app.js')).headers['cache-control']).toBe('no-cache');
  });

  it('shows a placeholder page until the app is built', async () => {
    const app = await appServing(empty);
    expect((await app.inject('/')).body).toContain('has not been built yet');
    expect((await app.inject('/workspace')).statusCode).toBe(404);
  });
});
