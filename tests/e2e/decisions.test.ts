import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/formFields.js';
import { savedExampleMotorQuote, type SavedQuote } from './support/motorExample.js';
import { apiOf, storyShots, startDemoStory, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * An automatic decision, as an administrator defines it on the demo tenant: a decision that rejects the
 * quotes meeting its condition, every ten seconds. The server's own job runner (polling every 2 s here) queues
 * and applies it, and the quote shows REJECTED in the workspace, with the decision in its history.
 */

const shot = storyShots('decisions');
/** A run waits for the next cron time (10 s) and the runner's next pass (2 s). */
const DECIDED = { timeout: 45_000, interval: 1_000 };

let story: DemoStory;
let page: Page;
let quoteId: string;
let quoteNr: string;

describe('decisions end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('decisions-server');
    ({ page } = story);
    // a submitted (READY) quote of the example motor product, scheduled as issuing would need
    const api = apiOf(page);
    const example = await savedExampleMotorQuote(page);
    quoteId = example.saved.quote.id;
    const schedule = await api<{ paymentSchedule: object[] }>(
      'POST',
      `/api/quotes/${quoteId}/generate-payment-schedule`,
      { instalments: 1 },
    );
    let saved = await api<SavedQuote>('POST', `/api/quotes/${quoteId}/save`, {
      quote: {
        id: quoteId,
        version: example.saved.quote.version,
        data: example.data,
        paymentSchedule: schedule.body.paymentSchedule,
      },
    });
    saved = await api<SavedQuote>('POST', `/api/quotes/${quoteId}/submit`, {
      quote: { id: quoteId, version: saved.body.quote.version },
    });
    expect(saved.body.quote.status, JSON.stringify(saved.body)).toBe('READY');
    quoteNr = (saved.body.quote as unknown as { quoteNr: string }).quoteNr;
  });

  afterAll(() => story?.stop());

  it('defines a decision that rejects the quote of a number, on a schedule shown with its next runs', async () => {
    await page.goto(`${story.server.url}/admin-area/decisions/insurance-quotes`);
    await page.getByRole('link', { name: 'Add decision' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Reject the story quote');
    const cron = page.getByRole('textbox', { name: /^Schedule/ });
    await cron.fill('61 * * * *');
    await page.getByText(/^Not a schedule/).waitFor();
    await cron.fill('*/10 * * * * *');
    await page.getByText(/^Next runs \(Europe\/Riga\)/).waitFor();
    expect(await page.getByRole('combobox', { name: /^Operation/ }).textContent()).toBe('Reject');

    await page.getByRole('button', { name: 'Edit Condition' }).click();
    const builder = page.getByRole('dialog', { name: /^Display condition of Reject the story quote/ });
    await builder.getByRole('button', { name: 'Add rule' }).click();
    await chooseOption(page, builder.getByRole('combobox', { name: 'Field' }), 'Number');
    await chooseOption(page, builder.getByRole('combobox', { name: 'Comparison' }), 'equals');
    await builder.getByRole('textbox', { name: 'Value' }).fill(quoteNr);
    await builder.getByText(`quoteNr == "${quoteNr}"`).waitFor();
    await builder.getByRole('button', { name: 'Apply' }).click();
    await builder.waitFor({ state: 'detached' });
    await shot(page, 'editor');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Reject the story quote saved').waitFor();
    await page.getByRole('table', { name: 'Latest runs' }).waitFor();
  });

  it('applies it at its time: the quote is rejected in the workspace, the decision its editor', async () => {
    await page.goto(`${story.server.url}/workspace/quotes/${quoteId}`);
    await expect
      .poll(async () => {
        await page.reload();
        // the status the page shows once the quote is loaded
        return page
          .getByText(/^(Ready|Rejected)$/)
          .first()
          .textContent();
      }, DECIDED)
      .toBe('Rejected');
    await shot(page, 'quote-rejected');
    const history = await apiOf(page)<{ items: { eventType: string; editor: string }[] }>(
      'GET',
      `/api/history/quote/${quoteId}`,
    );
    expect(history.body.items[0]).toMatchObject({
      eventType: 'REJECT',
      editor: 'decision: Reject the story quote',
    });
  });

  it("lists the run on the decision's page", async () => {
    await page.goto(`${story.server.url}/admin-area/decisions/insurance-quotes`);
    // beside the demo's example decision, switched off
    await page.getByRole('cell', { name: 'Reject high-risk vehicles', exact: true }).waitFor();
    await shot(page, 'list');
    await page.getByRole('link', { name: 'Edit Reject the story quote' }).click();
    const runs = page.getByRole('table', { name: 'Latest runs' });
    // the first run changed the quote; later ones find nothing left to reject
    const counts = () =>
      runs
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) =>
            [...(row as HTMLTableRowElement).cells].slice(1, 4).map((cell) => cell.textContent),
          ),
        );
    await expect.poll(counts).toContainEqual(['1', '1', '0']);
    await shot(page, 'runs');
  });
});
