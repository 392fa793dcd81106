import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/coverlineServer.js';
import { savedExampleMotorQuote, type SavedQuote, type StoryPerson } from './support/motorExample.js';
import { apiOf, startDemoStory, storyShots, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * Claims end to end on the demo tenant: a motor policy is issued (through the API, as given), then a claim is
 * registered on it through the screens, approved, paid and closed, shown read-only and found in the claims
 * list by its number.
 */

const shot = storyShots('claims');

let story: DemoStory;
let server: RunningServer;
let page: Page;
let policyId: string;
let claimNr: string;
/** The policyholder the story created: the demo tenant holds a person of that name too. */
let holder: StoryPerson;

/** Issues the example motor quote to a policy through the API: saved with its schedule, submitted, approved, issued. */
async function issuedPolicy(): Promise<string> {
  const api = apiOf(page);
  const example = await savedExampleMotorQuote(page);
  const { data } = example;
  holder = example.holder;
  let saved = { status: 200, body: example.saved };
  const { id } = saved.body.quote;
  const schedule = await api<{ paymentSchedule: object[] }>(
    'POST',
    `/api/quotes/${id}/generate-payment-schedule`,
    {
      instalments: 1,
    },
  );
  expect(schedule.status).toBe(200);
  saved = await api<SavedQuote>('POST', `/api/quotes/${id}/save`, {
    quote: { id, version: saved.body.quote.version, data, paymentSchedule: schedule.body.paymentSchedule },
  });
  for (const operation of ['submit', 'approve', 'issue']) {
    saved = await api<SavedQuote>('POST', `/api/quotes/${id}/${operation}`, {
      quote: { id, version: saved.body.quote.version },
    });
    expect(saved.status, `${operation}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  return saved.body.quote.targetPolicyId as string;
}

/**
 * Chooses the claim's next status in its status field, once the field offers it (the form starts afresh
 * when the saved claim comes back), and saves, waiting for the server's answer.
 */
async function moveClaim(status: string): Promise<void> {
  const option = page.getByRole('option', { name: status, exact: true });
  await expect
    .poll(async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Status' }).click();
      return option.count();
    })
    .toBe(1);
  await option.click();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/claims\/[a-z]+$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

describe('claims end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('claims-server');
    ({ server, page } = story);
    policyId = await issuedPolicy();
  });

  afterAll(() => story?.stop());

  it('registers a claim on the active policy through its screens', async () => {
    await page.goto(`${server.url}/workspace/policies/${policyId}`);
    await page.getByRole('link', { name: 'New claim' }).click();
    await page.waitForURL(/\/new-claim$/);
    await page.getByRole('heading', { name: 'New claim' }).waitFor();
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('New');

    const applicant = page.getByRole('combobox', { name: /^Applicant/ });
    await applicant.click();
    await applicant.fill('Anna');
    await page.getByRole('option', { name: `${holder.name} (${holder.code})` }).click();
    const event = page.getByRole('group', { name: /^Event date and time/ });
    await event.getByRole('spinbutton').first().click();
    await page.keyboard.type('20261120083000');
    await page.getByRole('textbox', { name: /^Loss amount/ }).fill('1250.75');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Rear bumper dented in a car park.\nNo one hurt.');
    await shot(page, 'new-claim');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/workspace\/claims\/[0-9a-f-]{36}$/);
    await page.getByText('Claim saved').waitFor();
    const heading = page.getByRole('heading', { name: /^C-\d{6}$/ });
    await heading.waitFor();
    claimNr = (await heading.innerText()).trim();
    await shot(page, 'claim-saved');
  });

  it('approves, pays and closes the claim, which is then read-only', async () => {
    for (const status of ['Approved', 'Paid']) await moveClaim(status);
    await page.getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Paid' }).waitFor();
    await shot(page, 'claim-paid');
    await moveClaim('Closed');
    await page.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
    await page.getByText('Closed', { exact: true }).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    // The record's own fields; the notes panel beside it (in its tab) still takes a note.
    const recordTextboxes = await page
      .getByRole('textbox')
      .evaluateAll((boxes) => boxes.filter((box) => box.closest('[role="tabpanel"]') === null).length);
    expect(recordTextboxes).toBe(0);
    await page.getByText('Rear bumper dented in a car park.', { exact: false }).waitFor();
    await shot(page, 'claim-closed-read-only');
  });

  it('finds the claim in the claims list by its number and opens it', async () => {
    await page.goto(`${server.url}/workspace/claims`);
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /search/i }))
      .first()
      .fill(claimNr);
    await page.waitForURL(new RegExp(`search=${claimNr}`));
    const row = page.getByRole('row').filter({ hasText: claimNr });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('Closed');
    await shot(page, 'claims-list-search');
    await row.click();
    await page.waitForURL(/\/workspace\/claims\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: claimNr }).waitFor();
  });
});
