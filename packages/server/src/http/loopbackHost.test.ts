import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loopbackHostPlugin } from './loopbackHost.js';

async function serving(publicUrl: string) {
  const app = Fastify();
  await app.register(loopbackHostPlugin, { publicUrl });
  app.get('/*', async () => 'page');
  return app;
}

describe('the loopback host redirect', () => {
  it('sends a page opened at 127.0.0.1 to PUBLIC_URL’s localhost, path and query kept', async () => {
    const app = await serving('http://localhost:3000');
    const response = await app.inject({
      url: '/workspace/quotes?page=2',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/workspace/quotes?page=2');
    expect((await app.inject({ url: '/', headers: { host: '[::1]:3000' } })).headers.location).toBe(
      'http://localhost:3000/',
    );
  });

  it('serves PUBLIC_URL’s own host, API calls and other hosts as they come', async () => {
    const app = await serving('http://localhost:3000');
    for (const [url, host] of [
      ['/workspace', 'localhost:3000'],
      ['/api/profile', '127.0.0.1:3000'],
      ['/workspace', 'coverline.internal:3000'],
      // Another server on this machine, not this one by another name.
      ['/workspace', '127.0.0.1:4000'],
    ] as const) {
      expect((await app.inject({ url, headers: { host } })).statusCode, `${host}${url}`).toBe(200);
    }
  });

  it('never redirects when PUBLIC_URL is not a loopback address', async () => {
    const app = await serving('https://coverline.example.com');
    expect((await app.inject({ url: '/', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
  });
});
