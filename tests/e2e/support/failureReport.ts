import type { Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

/** The last lines a page's console and network reported, kept so a failed step can say what the page saw. */
const REMEMBERED = 20;
const reports = new WeakMap<Page, string[]>();

function watch(page: Page): string[] {
  const known = reports.get(page);
  if (known !== undefined) return known;
  const lines: string[] = [];
  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > REMEMBERED) lines.shift();
  };
  page.on('pageerror', (error) => remember(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') remember(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      remember(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => remember(`failed ${request.method()} ${request.url()}`));
  reports.set(page, lines);
  return lines;
}

/** What is on a page that can stand in a story's way: its address and the text of its open dialogs and alerts. */
async function describe(page: Page): Promise<string> {
  const blocking = await page
    .locator('[role="dialog"], [role="alertdialog"], [role="alert"]')
    .allInnerTexts()
    .catch(() => []);
  return [`at ${page.url()}`, ...blocking.map((text) => `shows: ${text.replaceAll('\n', ' / ')}`)].join(
    '\n  ',
  );
}

/**
 * After a failed test, prints what each of the story's pages showed and what their console and network
 * reported: CI keeps the output, not the screenshots, and a story's later steps fail only because an earlier
 * one did.
 */
export function reportFailures(pages: () => readonly (Page | undefined)[]): void {
  beforeEach(() => {
    for (const page of pages()) if (page !== undefined) watch(page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    for (const page of pages()) {
      if (page === undefined || page.isClosed()) continue;
      const seen = watch(page);
      console.error(`[${context.task.name}] ${await describe(page)}\n  ${seen.join('\n  ')}`);
    }
  });
}
