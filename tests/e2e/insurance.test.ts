import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/coverlineServer.js';
import { loadScreen } from '../../packages/app/bench/screenLoad.js';
import { onDemandCodeLoaded } from './support/onDemandCode.js';
import { savedExampleMotorQuote } from './support/motorExample.js';
import { apiOf, startDemoStory, storyShots, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * Insurance end to end on the demo tenant's motor product, whose premium is a formula of the vehicle's value:
 * a quote is priced as it is typed, scheduled, submitted, approved and issued; the policy is then changed,
 * cancelled with a refund, reinstated and renewed, each through a quote of its own.
 */

const shot = storyShots('insurance');

let story: DemoStory;
let server: RunningServer;
let page: Page;
let policyAddress: string;
let quoteAddress: string;
let holderAddress: string;

/** A quote's formatted money, as the pages show it. */
const eur = (amount: string) => `${amount} EUR`;

/** The cells of the transactions table's row of a transaction number, spaces in numbers made plain. */
async function transaction(number: number): Promise<string[]> {
  const rows = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Charged or refunded' }) })
    .getByRole('row');
  for (const row of await rows.all()) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) =>
      cell.replace(/[\u00a0\u202f]/g, ' ').trim(),
    );
    if (cells[0] === String(number)) return cells;
  }
  return [];
}

/** Submits, approves and issues the quote on screen, by its buttons, and waits for the policy page. */
async function issueQuote(): Promise<void> {
  for (const operation of ['Submit', 'Approve', 'Issue']) {
    const button = page.getByRole('button', { name: operation, exact: true });
    await button.click();
    await button.waitFor({ state: 'detached' });
  }
  await page.waitForURL(/\/workspace\/policies\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Transactions' }).waitFor();
}

/** Starts a quote of a contract operation from the policy page and waits for its form. */
async function startPolicyQuote(operation: string): Promise<void> {
  await page.getByRole('button', { name: operation, exact: true }).click();
  await page.waitForURL(/\/workspace\/quotes\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Save' }).waitFor();
}

/** Types into a formatted field: a click first, since it reformats its text when it takes the focus. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.fill(text);
  await field.press('Tab');
}

describe('insurance end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('insurance-server');
    ({ server, page } = story);
  });

  afterAll(() => story?.stop());

  it('prices the example motor quote by its formula as the vehicle value is typed', async () => {
    // The story starts from the example quote of the motor product, its persons stored first.
    const { saved } = await savedExampleMotorQuote(page);
    quoteAddress = `${server.url}/workspace/quotes/${saved.quote.id}`;
    await page.goto(quoteAddress);
    const coverage = page.getByRole('region', { name: 'Coverage' });
    // max(value × 0.035, 150) + 25 roadside assistance + 40 glass cover
    await coverage.getByText(eur('2 042.50'), { exact: true }).waitFor();
    await typeInto(page.getByRole('textbox', { name: /^Market value/ }), '60000');
    await coverage.getByText(eur('2 165.00'), { exact: true }).waitFor();
    await shot(page, 'quote-priced-by-formula');
  });

  it('schedules the premium, submits, approves and issues the quote to a policy', async () => {
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quote saved').waitFor();
    await shot(page, 'quote-scheduled');
    await issueQuote();
    policyAddress = page.url();
    await page.getByText('Policy issued').waitFor();
    await expect.poll(() => transaction(1)).toEqual(expect.arrayContaining([eur('2 165.00')]));
    await shot(page, 'policy-issued');
  });

  it('changes the policy: a higher rate charges the difference', async () => {
    await startPolicyQuote('Change');
    await typeInto(page.getByRole('textbox', { name: /^Premium rate/ }), '0.04');
    // 60 000 × 0.04 + 65
    await page
      .getByRole('region', { name: 'Coverage' })
      .getByText(eur('2 465.00'), { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quote saved').waitFor();
    await issueQuote();
    await page.getByText('Policy changed').waitFor();
    await expect.poll(() => transaction(2)).toEqual(expect.arrayContaining([eur('300.00'), eur('2 465.00')]));
    await shot(page, 'policy-changed');
  });

  it('cancels the policy with a refund, and reinstates it', async () => {
    await startPolicyQuote('Cancel policy');
    await issueQuote();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    // Cancelled from the first day: all of the premium in force comes back.
    await expect.poll(() => transaction(3)).toEqual(expect.arrayContaining([eur('-2 465.00')]));
    await shot(page, 'policy-cancelled');

    await startPolicyQuote('Reinstate');
    await issueQuote();
    await page.getByText('Active', { exact: true }).waitFor();
    await expect.poll(() => transaction(4)).toEqual(expect.arrayContaining([eur('2 465.00')]));
    await shot(page, 'policy-reinstated');
  });

  it('renews the policy into a new one for the next term', async () => {
    await startPolicyQuote('Renew');
    await issueQuote();
    expect(page.url()).not.toBe(policyAddress);
    await page.getByText('Active', { exact: true }).waitFor();
    const renewalAddress = page.url();
    await page.goto(policyAddress);
    await page.getByText('Renewed', { exact: true }).waitFor();
    await shot(page, 'renewed-policy');
    await page.getByRole('link', { name: /^Renewed by / }).click();
    await page.waitForURL(renewalAddress);
  });

  it('lists the holder’s quotes and policies on their page, and exports the policies list', async () => {
    await page.getByRole('link', { name: /^Open Anna/ }).click();
    await page.waitForURL(/\/workspace\/persons\/[0-9a-f-]{36}$/);
    holderAddress = page.url();
    const policiesOfHolder = page.getByRole('table', { name: 'Policies' });
    // The first policy, renewed, and its renewal.
    await expect.poll(() => policiesOfHolder.getByRole('row').count()).toBe(3);
    await shot(page, 'holder-quotes-and-policies');

    await page.goto(`${server.url}/workspace/policies`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await shot(page, 'policies-list');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(policyAddress);
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    await shot(page, 'policy-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('loads the formula language only with a form that has formulas and to edit, the validator only to edit, and react-querybuilder’s CEL parser never', async () => {
    // A person's form has neither formulas nor conditions, and a page for reading never calculates nor
    // validates: their page, opened afresh, downloads none of it.
    await page.goto(holderAddress);
    await page.getByRole('table', { name: 'Policies' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await onDemandCodeLoaded(page)).toEqual({ formula: false, parseCEL: false, validator: false });
    // The motor product's form has both (the premium's formula, the vehicle's conditional fields): the engine
    // reads the conditions itself, and the issued quote, for reading, shows the premium of its last save.
    await page.goto(quoteAddress);
    await page
      .getByRole('region', { name: 'Coverage' })
      .getByText(eur('2 165.00'), { exact: true })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await onDemandCodeLoaded(page)).toEqual({ formula: false, parseCEL: false, validator: false });

    // A draft shows its form before the formulas and the validator have arrived, and calculates once they have.
    const { saved } = await savedExampleMotorQuote(page);
    const draft = await loadScreen(page, `${server.url}/workspace/quotes/${saved.quote.id}`, [
      'main h1',
      'main form input',
    ]);
    const beforeShown = draft.scripts.filter((script) => script.arrivedMs <= draft.shownMs);
    expect(
      await onDemandCodeLoaded(
        page,
        beforeShown.map((script) => script.path),
      ),
    ).toEqual({
      formula: false,
      parseCEL: false,
      validator: false,
    });
    const coverage = page.getByRole('region', { name: 'Coverage' });
    await coverage.getByText(eur('2 042.50'), { exact: true }).waitFor();
    await typeInto(page.getByRole('textbox', { name: /^Market value/ }), '60000');
    await coverage.getByText(eur('2 165.00'), { exact: true }).waitFor();
    expect(await onDemandCodeLoaded(page)).toEqual({ formula: true, parseCEL: false, validator: true });
  });

  it('tells an open quote that its holder changed, and updates the quote’s copy', async () => {
    const api = apiOf(page);
    const catalog = await api<{ products: { id: string; code: string }[] }>('GET', '/api/object-catalog');
    const motor = catalog.body.products.find((product) => product.code === 'MOTOR_INSURANCE');
    const policy = await api<{ data: object; contractee: { id: string } }>(
      'GET',
      `/api/policies/${policyAddress.split('/').at(-1)}`,
    );
    const draft = await api<{ quote: object }>('POST', `/api/products/${motor?.id}/init-quote`);
    const saved = await api<{ quote: { id: string } }>('POST', '/api/quotes/save', {
      quote: { ...draft.body.quote, data: policy.body.data },
      product: { id: motor?.id },
    });
    expect(saved.status).toBe(200);
    const { party } = (
      await api<{ party: { data: { person: object } } }>('GET', `/api/parties/${policy.body.contractee.id}`)
    ).body;
    const renamed = await api('PUT', '/api/parties', {
      ...party,
      data: { ...party.data, person: { ...party.data.person, lastName: 'Ozola' } },
    });
    expect(renamed.status).toBe(200);

    await page.goto(`${server.url}/workspace/quotes/${saved.body.quote.id}`);
    await page.getByRole('button', { name: 'Review the changes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ozola').first().waitFor();
    await shot(page, 'party-changes');
    await dialog.getByRole('button', { name: /^Update / }).click();
    await page.getByText('Party updated in the quote').waitFor();
    await page.goto(policyAddress);
  });

  it('shows the policy in German and in a dark theme', async () => {
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Appearance' }).click();
    await page.getByRole('button', { name: 'Dark navy' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await banner.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Vorgänge' }).waitFor();
    // The product's name as the server words it in the user's new language.
    await page.getByText('Kfz-Versicherung').first().waitFor();
    await shot(page, 'policy-german-dark-navy');
  });
});
