import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from '../../../tests/e2e/support/paths.js';

export interface Script {
  path: string;
  gzipBytes: number;
  /** When its download ended, from the navigation's start. */
  arrivedMs: number;
}

export interface ScreenLoad {
  /** When every element the screen shows first was there, from the navigation's start. */
  shownMs: number;
  firstContentfulPaintMs: number;
  /** Every script the page downloaded until the network was idle. */
  scripts: Script[];
}

/** Past the app's loading of what no first screen needs (src/afterStart.ts: 3 s, then when idle). */
const LATE_LOADS_MS = 4500;

declare global {
  interface Window {
    /** Set by the bench when the screen's content first showed. */
    benchShownMs?: number;
  }
}

/**
 * Loads `url` afresh and measures it: the screen is shown when an element matches each of `shownWhen`'s CSS
 * selectors (checked at every change of the DOM); each script is told apart by whether it arrived before that
 * or after. With `lateLoads`, also what the app loads a few seconds after starting.
 */
export async function loadScreen(
  page: Page,
  url: string,
  shownWhen: readonly string[],
  { lateLoads = false }: { lateLoads?: boolean } = {},
): Promise<ScreenLoad> {
  await page.goto(url, { waitUntil: 'commit' });
  // Noted as the DOM changes, before the app's code runs: the moment the content is there, not a frame later.
  await page.evaluate((selectors) => {
    new MutationObserver((_changes, observer) => {
      if (!selectors.every((selector) => document.querySelector(selector) !== null)) return;
      window.benchShownMs ??= performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, shownWhen);
  const shownMs = await page
    .waitForFunction(() => window.benchShownMs, undefined, { timeout: 60_000 })
    .then(async (shown) => (await shown.jsonValue()) as number)
    .catch(async (error: unknown) => {
      const shot = join(ARTIFACTS_DIR, 'bench-not-shown.png');
      await page.screenshot({ path: shot });
      throw new Error(`${page.url()} did not show ${shownWhen.join(' and ')} (see ${shot})`, {
        cause: error,
      });
    });
  await page.waitForLoadState('networkidle');
  if (lateLoads) {
    // What the app loads a few seconds after it started (see afterStart), once the first screen is done.
    await page.waitForTimeout(LATE_LOADS_MS);
    await page.waitForLoadState('networkidle');
  }
  const { firstContentfulPaintMs, downloads } = await page.evaluate(() => ({
    firstContentfulPaintMs:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    downloads: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, arrivedMs: entry.responseEnd })),
  }));
  // The same files as the browser got, compressed as a server with gzip would send them.
  const scripts = await Promise.all(
    downloads.map(async ({ url: script, arrivedMs }) => ({
      path: new URL(script).pathname,
      arrivedMs,
      gzipBytes: gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer())).length,
    })),
  );
  return { shownMs, firstContentfulPaintMs, scripts };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (scripts: readonly Script[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

/**
 * The scripts of a load, largest first: those the screen waited for, then those that arrived after it showed.
 * Answers the gzip bytes of each part.
 */
export function printScripts(title: string, load: ScreenLoad): { before: number; after: number } {
  const before = load.scripts.filter((script) => script.arrivedMs <= load.shownMs);
  const after = load.scripts.filter((script) => script.arrivedMs > load.shownMs);
  const list = (scripts: readonly Script[]) => {
    for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${kB(script.gzipBytes).padStart(9)}  ${script.path}`);
  };
  console.log(`\n${title}: JavaScript loaded before the screen showed, gzip, largest first:`);
  list(before);
  console.log(`  ${kB(total(before)).padStart(9)}  total before it showed (aim < 250 kB)`);
  if (after.length > 0) {
    console.log(`  arriving after it showed:`);
    list(after);
    console.log(`  ${kB(total(after)).padStart(9)}  total after it showed`);
  }
  return { before: total(before), after: total(after) };
}
