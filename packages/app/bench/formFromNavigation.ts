import type { Page } from 'playwright-core';
import type { BenchQuote } from './manyFieldsQuote.js';

export interface FormOpening {
  /** From the click on the quote in the list until its context had arrived from the server. */
  contextMs: number;
  /** From the click until the form's first field was there. */
  shownMs: number;
  /** From the click until the first frame after that: a keystroke into it is handled from then on. */
  usableMs: number;
}

declare global {
  interface Window {
    /** The bench's measure of the quote form's opening, set up before the click. */
    benchOpening?: Promise<{ clickedAt: number; shownAt: number; usableAt: number }>;
  }
}

/** The form's first field: the first object's first field of a many-fields product. */
const FIRST_FIELD = 'Field 0.0';

/**
 * Opens the quote list afresh (scripts from the HTTP cache), finds `quote` and, once the list has settled,
 * clicks it, then times until its form's first field is there and the frame after it. `again` goes back to the list and
 * opens the same quote a second time in the same page.
 */
export async function openQuoteFromList(
  page: Page,
  baseUrl: string,
  quote: BenchQuote,
  { again = false, beforeClick }: { again?: boolean; beforeClick?: () => Promise<void> } = {},
): Promise<FormOpening> {
  if (!again) {
    await page.goto(`${baseUrl}/workspace/quotes?search=${encodeURIComponent(quote.quoteNr)}`);
  } else {
    await page.goBack();
  }
  const link = page.getByRole('link', { name: `Open ${quote.quoteNr}`, exact: true });
  await link.waitFor();
  // A person reads the list before clicking: what it loads once idle is there by then.
  await page.waitForLoadState('networkidle');
  // No named functions inside: the bench's compiler would wrap them in a helper the page does not have.
  await page.evaluate((text) => {
    performance.clearResourceTimings();
    window.benchOpening = new Promise((resolve) => {
      document.addEventListener(
        'click',
        async () => {
          const clickedAt = performance.now();
          for (;;) {
            await new Promise((frame) => requestAnimationFrame(frame));
            const label = [...document.querySelectorAll('label')].find((each) =>
              each.textContent.startsWith(text),
            );
            // A field shown but not yet editable (its editor's code on its way) is not usable yet.
            if (label?.control != null && !(label.control as HTMLInputElement).disabled) break;
          }
          const shownAt = performance.now();
          await new Promise((frame) => requestAnimationFrame(frame));
          await new Promise((task) => setTimeout(task));
          resolve({ clickedAt, shownAt, usableAt: performance.now() });
        },
        { capture: true, once: true },
      );
    });
  }, FIRST_FIELD);
  await beforeClick?.();
  await link.click();
  const { clickedAt, shownAt, usableAt } = await page.evaluate(
    () => window.benchOpening as NonNullable<Window['benchOpening']>,
  );
  const contextAt = await page.evaluate(
    (id) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        new URL(entry.name).pathname.startsWith(`/api/quotes/${id}`),
      )?.responseEnd ?? Number.NaN,
    quote.id,
  );
  return { contextMs: contextAt - clickedAt, shownMs: shownAt - clickedAt, usableMs: usableAt - clickedAt };
}

/** Types into the open form's first field: the times above are of a form that works. */
export async function checkFormTakesInput(page: Page): Promise<void> {
  const field = page.getByLabel(FIRST_FIELD, { exact: false }).first();
  await field.fill('Typed by the bench');
  if ((await field.inputValue()) !== 'Typed by the bench')
    throw new Error(`The quote form's "${FIRST_FIELD}" did not take what was typed`);
}
