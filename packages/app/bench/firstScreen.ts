/**
 * `npm run bench -w packages/app`: what the first screen costs. Builds and starts the real server with a new
 * tenant, signs in through the embedded issuer in headless Chromium, then reloads `/home` with the HTTP cache
 * disabled and reports the gzip size of every script it loaded and the first contentful paint.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { launchChromium } from '../../../tests/e2e/support/chromium.js';
import {
  freePort,
  newDataDir,
  removeDataDir,
  startServer,
} from '../../../tests/e2e/support/coverlineServer.js';
import { buildForProduction } from '../../../tests/e2e/support/globalSetup.js';

const RUNS = 5;
const tenant = `bench_${Date.now().toString(36)}`;
const user = { email: 'bench@example.com', password: 'Bench#2026pass' };

interface Load {
  scripts: { url: string; gzipBytes: number }[];
  firstContentfulPaintMs: number;
  contentReadyMs: number;
}

/** Loads `path` afresh and measures it; the page content is ready when the main heading shows. */
async function measure(page: Page, url: string): Promise<Load> {
  const urls: string[] = [];
  const collect = (request: Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  };
  page.on('request', collect);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor();
  const contentReadyMs = await page.evaluate(() => performance.now());
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await page.waitForLoadState('networkidle');
  page.off('request', collect);
  // The same files as the browser got, compressed as a server with gzip would send them.
  const scripts = await Promise.all(
    urls.map(async (url) => ({
      url: new URL(url).pathname,
      gzipBytes: gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length,
    })),
  );
  return { scripts, firstContentfulPaintMs, contentReadyMs };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  buildForProduction();
  const dataDir = await newDataDir();
  const server = await startServer(await freePort(), dataDir, 'bench-server');
  const browser = await launchChromium();
  try {
    const registration = await fetch(`${server.url}/api/public/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tenant,
        email: user.email,
        password: user.password,
        confirmPassword: user.password,
      }),
    });
    if (!registration.ok) throw new Error(`Registration failed: HTTP ${registration.status}`);

    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const signIn = await measure(page, `${server.url}/login`);
    await page.getByLabel(/^Account name/).fill(tenant);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin-area\/settings$/);

    const runs: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page, `${server.url}/home`));
    const home = runs.at(-1) as Load;
    const total = (load: Load) => load.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

    for (const [title, load] of [
      ['Sign-in screen (/login)', signIn],
      ['Signed-in first screen (/home)', home],
    ] as const) {
      console.log(`${title}, JavaScript loaded, gzip, largest first:`);
      const scripts = [...load.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
      for (const script of scripts) console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`);
      console.log(`  ${kB(total(load)).padStart(9)}  total (aim < 250 kB)`);
    }
    console.log(`/home, headless Chromium, cache disabled, median of ${RUNS}:`);
    console.log(
      `  first contentful paint  ${median(runs.map((load) => load.firstContentfulPaintMs)).toFixed(0)} ms`,
    );
    console.log(`  main heading shown      ${median(runs.map((load) => load.contentReadyMs)).toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
