/// <reference types="node" />
/**
 * `npm run bench`: builds the benchmark page, opens it in headless Chromium and prints, for our <SchemaForm>
 * and for a stock @rjsf/mui <Form> on the same compiled schema (same widgets), the time to first render (from
 * the render call, and from navigation: loading the page, compiling the form and rendering it), the median
 * keystroke-to-next-frame while typing into a field in the middle of the form (from Chrome's trace: keydown
 * dispatched → next main-thread Paint), and the median time to handle the input event.
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { TARGET_LABEL, targetObject } from './benchForm.js';
import { keystrokeTimes, type TraceEvent } from './keystrokeTimes.js';

const CONFIG = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KEYSTROKES = 40;
/** Between keystrokes, so that each gets its own frame even in the slowest form. */
const KEY_INTERVAL_MS = 150;
/**
 * Rows: our form as opened (cards far from the viewport not yet rendered), our form after scrolling through it
 * (every card rendered, as after a person has gone over the whole form), stock RJSF as shipped (validation on
 * submit only) and stock RJSF validating while typing, as ours does.
 */
const ROWS = [
  { name: 'ours', impl: 'ours', scrollThrough: false },
  { name: 'ours, scrolled through', impl: 'ours', scrollThrough: true },
  { name: 'stock', impl: 'stock', scrollThrough: false },
  { name: 'stock, liveValidate', impl: 'stock-live', scrollThrough: false },
] as const;
const SIZES = [100, 1000];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Scrolls to the bottom one screen at a time, letting each screen render. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top);
      await new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 30)));
    }
  });
}

/** Waits until the page stops adding elements (cards coming near the viewport render their fields). */
async function settle(page: Page) {
  let previous = -1;
  for (;;) {
    const count = await page.evaluate(() => document.getElementsByTagName('*').length);
    if (count === previous) return;
    previous = count;
    await page.waitForTimeout(250);
  }
}

async function measure(browser: Browser, url: string, fields: number, scrolled: boolean) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.bench.firstRenderMs !== undefined, undefined, { timeout: 120_000 });
  if (scrolled) await scrollThrough(page);
  // as a person would: scroll to the object, then click into its first field
  await page.getByRole('heading', { name: targetObject(fields), exact: true }).scrollIntoViewIfNeeded();
  const target = page.getByLabel(new RegExp(`^${TARGET_LABEL}`));
  await target.click();
  await settle(page);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const typed = Array.from({ length: KEYSTROKES }, (_, key) => String.fromCharCode(97 + (key % 26))).join('');
  for (const character of typed) {
    await page.keyboard.press(character);
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  // Timings of keystrokes that did not reach the field would measure nothing.
  const value = await target.inputValue();
  if (!value.endsWith(typed)) throw new Error(`${url}: the field holds "${value}", not the typed "${typed}"`);
  const { firstRenderMs = NaN, fromNavigationMs = NaN } = await page.evaluate(() => window.bench);
  await page.close();
  return { firstRenderMs, fromNavigationMs, ...keystrokeTimes(trace.traceEvents) };
}

const server = await (async () => {
  await build({ configFile: CONFIG });
  return preview({ configFile: CONFIG, preview: { port: 0, host: '127.0.0.1' } });
})();
const address = server.resolvedUrls?.local[0];
if (!address) throw new Error('The preview server did not start');
// frames as soon as they are ready, not on a 60 Hz vsync: latency is measured, not rounded up to 16.7 ms
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--disable-frame-rate-limit', '--disable-gpu-vsync'],
});
try {
  const rows: string[][] = [];
  const medians = new Map<string, number>();
  for (const fields of SIZES) {
    for (const { name, impl, scrollThrough: scrolled } of ROWS) {
      const firstRender: number[] = [];
      const fromNavigation: number[] = [];
      const keystrokes: number[] = [];
      const scripts: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const results = await measure(browser, `${address}?impl=${impl}&fields=${fields}`, fields, scrolled);
        firstRender.push(results.firstRenderMs);
        fromNavigation.push(results.fromNavigationMs);
        keystrokes.push(...results.toFrame);
        scripts.push(...results.toInput);
      }
      medians.set(`${name}@${fields}`, median(keystrokes));
      rows.push([
        name,
        String(fields),
        median(firstRender).toFixed(0),
        median(fromNavigation).toFixed(0),
        median(keystrokes).toFixed(1),
        median(scripts).toFixed(1),
      ]);
    }
  }
  const header = [
    'form',
    'fields',
    'first render ms',
    'from navigation ms',
    'keystroke→frame ms',
    'keystroke→input handled ms',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  const load = loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');
  console.log(`\nChromium headless, ${RUNS} page loads × ${KEYSTROKES} keystrokes per row`);
  console.log(
    `${cpus().length} CPUs, load average ${load} (other work on the machine makes frame times noisy)\n`,
  );
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
  console.log('\nkeystroke→frame speed-up at 1000 fields:');
  for (const ours of ['ours', 'ours, scrolled through']) {
    for (const stock of ['stock', 'stock, liveValidate']) {
      const ratio = (medians.get(`${stock}@1000`) ?? NaN) / (medians.get(`${ours}@1000`) ?? NaN);
      console.log(`  ${ours} vs ${stock}: ${ratio.toFixed(1)}×`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
