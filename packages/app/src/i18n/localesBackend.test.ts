import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalesBackend } from './localesBackend.js';

/** A local stand-in for the server's `/locales` files: each path answers in turn from its list. */
const answers = new Map<string, { status: number; body: string }[]>();
const asked: string[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    asked.push(path);
    const answer = answers.get(path)?.shift() ?? { status: 404, body: '' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function i18nReading(namespace: string) {
  const instance = i18next.createInstance().use(LocalesBackend);
  await instance.init({
    lng: 'de',
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    retryTimeout: 1,
    backend: { loadPath: `${base}/locales/{{lng}}/{{ns}}.json?v=1` },
  });
  return instance;
}

describe('LocalesBackend', () => {
  it("reads a namespace's file of the language from the load path", async () => {
    answers.set('/locales/de/greeting.json?v=1', [{ status: 200, body: '{"hello":"Hallo"}' }]);
    const i18n = await i18nReading('greeting');
    expect(i18n.getResource('de', 'greeting', 'hello')).toBe('Hallo');
  });

  it('asks again after a server error, and not after a missing or malformed file', async () => {
    answers.set('/locales/de/flaky.json?v=1', [
      { status: 503, body: '' },
      { status: 200, body: '{"hello":"Hallo"}' },
    ]);
    expect((await i18nReading('flaky')).getResource('de', 'flaky', 'hello')).toBe('Hallo');

    answers.set('/locales/de/broken.json?v=1', [{ status: 200, body: '{not json' }]);
    expect((await i18nReading('broken')).getResource('de', 'broken', 'hello')).toBeUndefined();
    expect((await i18nReading('absent')).getResource('de', 'absent', 'hello')).toBeUndefined();
    expect(asked.filter((path) => path.includes('/broken.json'))).toHaveLength(1);
    expect(asked.filter((path) => path.includes('/absent.json'))).toHaveLength(1);
  });
});
