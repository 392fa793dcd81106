/**
 * `npm run bench -w packages/app`: what the first screens cost, and how soon a generated form is usable.
 *
 * Builds and starts the real server (its first start makes the demo tenant), then in headless Chromium:
 * - loads the sign-in screen with nothing stored, then, signed in as the demo administrator, `/home` (the
 *   dashboard), the quote list, a quote and a person, each afresh with the HTTP cache disabled, and lists
 *   the scripts each loaded with their gzip size: those that arrived before the screen's content showed,
 *   then those that arrived after;
 * - stores products of 100 and 1,000 fields with a quote each, opens the quote list and clicks the quote:
 *   the time until its form's first field is usable, the first time in the page and again.
 *
 * Set E2E_SKIP_BUILD=1 to measure the last build.
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { DEMO_TENANT, DEMO_USERS } from '../../server/src/demo/demoUsers.js';
import { launchChromium } from '../../../tests/e2e/support/chromium.js';
import {
  freePort,
  newDataDir,
  removeDataDir,
  startServer,
} from '../../../tests/e2e/support/coverlineServer.js';
import { buildForProduction } from '../../../tests/e2e/support/globalSetup.js';
import { apiOf, signIn } from '../../../tests/e2e/support/story.js';
import { checkFormTakesInput, openQuoteFromList, type FormOpening } from './formFromNavigation.js';
import { manyFieldsQuote } from './manyFieldsQuote.js';
import { loadScreen, printScripts, type ScreenLoad } from './screenLoad.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FORM_SIZES = [100, 1000];
/** A screen's content: its main heading and what it is about. */
const SHOWN = {
  signIn: ['main h1', 'input[name="accountName"]'],
  list: ['main h1', 'main tbody tr'],
  record: ['main h1', 'main [data-path] [role="group"]'],
  form: ['main h1', 'main form input'],
};

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');

/** A page of a new browser context, desktop-sized, in British English, with the HTTP cache off or on. */
async function newPage(browser: Browser, cache: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: !cache });
  return page;
}

/** `RUNS` loads of a screen: the median time until it showed, and the last load's scripts. */
async function screen(page: Page, url: string, shownWhen: readonly string[]) {
  const loads: ScreenLoad[] = [];
  for (let run = 0; run < RUNS; run += 1)
    loads.push(await loadScreen(page, url, shownWhen, { lateLoads: run === RUNS - 1 }));
  return {
    last: loads.at(-1) as ScreenLoad,
    shownMs: median(loads.map((each) => each.shownMs)),
    firstContentfulPaintMs: median(loads.map((each) => each.firstContentfulPaintMs)),
  };
}

async function main(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') buildForProduction();
  console.log(`${cpus().length} CPUs, load average ${load()} before the bench`);
  const dataDir = await newDataDir();
  const server = await startServer(await freePort(), dataDir, 'bench-server');
  const browser = await launchChromium();
  try {
    const url = (path: string) => `${server.url}${path}`;
    const results: [string, Awaited<ReturnType<typeof screen>>][] = [];
    results.push([
      'Sign-in screen (/login)',
      await screen(await newPage(browser, false), url('/login'), SHOWN.signIn),
    ]);

    const page = await newPage(browser, false);
    await signIn(page, server.url, DEMO_TENANT, DEMO_USERS.administrator);
    const api = apiOf(page);
    const items = async (path: string) =>
      (await api<{ items: Record<string, unknown>[] }>('GET', path)).body.items;
    // The demo's quote still being worked on: its page shows the form.
    const quotes = await items('/api/quotes/find?page=0&limit=100');
    const quoteId = String(quotes.find((quote) => quote.status === 'NEW')?.entityId);
    const personId = String((await items('/api/parties/find?page=0&limit=1'))[0]?.id);
    for (const [title, path, shownWhen] of [
      ['Signed-in first screen (/home, the dashboard)', '/home', ['main h1', 'main table']],
      ['Quote list (/workspace/quotes)', '/workspace/quotes', SHOWN.list],
      ['A quote with its form (/workspace/quotes/{id})', `/workspace/quotes/${quoteId}`, SHOWN.form],
      ['A person (/workspace/persons/{id})', `/workspace/persons/${personId}`, SHOWN.record],
    ] as const)
      results.push([title, await screen(page, url(path), shownWhen)]);

    const summary: string[] = [];
    for (const [title, result] of results) {
      const { before, after } = printScripts(title, result.last);
      summary.push(
        `  ${title}: ${(before / 1024).toFixed(1)} kB before it showed, ${(after / 1024).toFixed(1)} kB after; content shown ${ms(result.shownMs)}, first contentful paint ${ms(result.firstContentfulPaintMs)}`,
      );
    }
    console.log(`\nHeadless Chromium, HTTP cache disabled, median of ${RUNS} loads:`);
    summary.forEach((line) => console.log(line));

    // Scripts from the HTTP cache, as for someone who has used the app before.
    const cached = await newPage(browser, true);
    // Leaving a changed form asks first: the next run leaves it.
    cached.on('dialog', (dialog) => void dialog.accept());
    await signIn(cached, server.url, DEMO_TENANT, DEMO_USERS.administrator);
    console.log(
      `\nA quote opened from the list until its form's first field is usable (median of ${RUNS}; the context's arrival in brackets):`,
    );
    for (const fields of FORM_SIZES) {
      const quote = await manyFieldsQuote(cached, fields);
      const firstTimes: FormOpening[] = [];
      const againTimes: FormOpening[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        firstTimes.push(await openQuoteFromList(cached, server.url, quote));
        againTimes.push(await openQuoteFromList(cached, server.url, quote, { again: true }));
        await checkFormTakesInput(cached);
      }
      const row = (times: FormOpening[]) =>
        `${ms(median(times.map((each) => each.usableMs)))} (${ms(median(times.map((each) => each.contextMs)))})`;
      console.log(
        `  ${String(fields).padStart(5)} fields: first in the page ${row(firstTimes)}, again ${row(againTimes)}`,
      );
    }
    console.log(`\nLoad average ${load()} after the bench (others share the machine)`);
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
