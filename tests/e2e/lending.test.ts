import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTERMEDIARY_NAME, DEMO_TENANT, DEMO_USERS } from '../../packages/server/src/demo/demoUsers.js';
import { startServer, type RunningServer } from './support/coverlineServer.js';
import { chooseOption, fillFields } from './support/formFields.js';
import { storyBorrowerAndGuarantor, type StoryParty } from './support/lendingExample.js';
import { openPanel } from './support/panels.js';
import { pickParty } from './support/partyPicker.js';
import { apiOf, signIn, startDemoStory, storyShots, type DemoStory } from './support/story.js';
import { inTenantDatabase } from './support/tenantUsers.js';
import { reportFailures } from './support/failureReport.js';

/**
 * Lending end to end on the demo tenant's consumer loan: an application for a new borrower, typed into its
 * screen with the borrower and the guarantor picked, shows its schedule and APR, is submitted, approved and
 * lent; the loan's term is changed through an application started on it, and the loan renewed into a new one
 * by another; the renewal's payments are recorded on its payments page (one late, its penalty previewed), an
 * invoice added on the loan page, the latest payment deleted, and the loan repaid in full; the borrower is
 * texted from the loan through the demo's SMS gateway. A partner then sees the application and the loan
 * without totals or schedule.
 */

const shot = storyShots('lending');
/** How long a poll waits for the page to show the server's answer, on a busy machine too. */
/** The payments part stops and starts the server and records a dozen things: more than a step's 2 minutes on a busy machine. */
const RESTARTS_THE_SERVER = 240_000;
const BORROWER = { firstName: 'Ilze', lastName: 'Kalniņa' };
/** How far back the loan's schedule is moved, so that its first instalments are overdue. */
const DAYS_BACK = 100;

let story: DemoStory;
let server: RunningServer;
/** The server started again on the same data after the schedule was moved. */
let restarted: RunningServer | undefined;
let page: Page;
let parties: { borrower: StoryParty; guarantor: StoryParty };
let applicationId: string;
/** The loan being paid: the one lent, then its renewal. */
let loanAddress: string;

/** The rows of the payments table, without its header. */
const paymentRows = () =>
  page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Waits for the application's loan schedule: an APR above zero and 60 monthly instalments. */
async function scheduleWithApr(): Promise<void> {
  const schedule = page.getByRole('region', { name: 'Loan schedule' });
  await schedule
    .getByLabel('APR', { exact: true })
    .filter({ hasText: /^[1-9]\d*\.\d{2}\s%$/ })
    .waitFor();
  // One row each under the header.
  await expect.poll(() => schedule.getByRole('table').getByRole('row').count()).toBe(61);
}

/** Types an amount, waits for the server's preview of it, and adds the payment. */
/** Takes the open application through its operations to LEND, each button gone once its move is made. */
async function lend(): Promise<void> {
  for (const operation of ['Submit', 'Approve', 'Lend']) {
    const button = page.getByRole('button', { name: operation, exact: true });
    await button.click();
    await button.waitFor({ state: 'detached' });
  }
}

/** Saves the application as typed, then lends it. */
async function saveAndLend(): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/loan-applications/save'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await lend();
}

async function pay(amount: string): Promise<void> {
  const before = await paymentRows().count();
  await page.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
  const add = page.getByRole('button', { name: 'Add payment' });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await expect.poll(() => paymentRows().count()).toBe(before + 1);
}

describe('lending end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('lending-server');
    ({ server, page } = story);
    parties = await storyBorrowerAndGuarantor(page, BORROWER);
  });

  afterAll(async () => {
    await restarted?.stop();
    await story?.stop();
  });

  it('takes a new application on its screen, with the borrower and the guarantor picked', async () => {
    await page.goto(`${server.url}/home`);
    const nav = page.getByRole('navigation', { name: 'Workspace navigation' });
    await nav.getByRole('button', { name: 'Loan applications' }).click();
    await nav.getByRole('button', { name: 'New loan application' }).click();
    await nav.getByRole('link', { name: 'Consumer loan' }).click();
    await page.getByRole('heading', { name: 'New loan application' }).waitFor();

    const form = page.getByRole('main');
    await fillFields(form, {
      'Loan amount': '18000',
      Term: '60',
      Purpose: 'Car purchase',
    });
    const borrower = form.getByRole('region', { name: 'Borrower' });
    await pickParty(borrower.getByRole('combobox', { name: 'Borrower' }), {
      search: BORROWER.lastName.slice(0, 5),
      ...parties.borrower,
    });
    await fillFields(borrower, {
      'Mobile phone': '37126555111',
      'Marital status': 'Married',
      Dependants: '2',
      'Address line 1': 'Tērbatas iela 14-7',
      City: 'Rīga',
      Postcode: 'LV-1011',
      'Has other loans': false,
    });
    await fillFields(form.getByRole('region', { name: 'Employment and income' }), {
      'Employment type': 'Employed',
      Employer: 'SIA Baltic Logistics',
      'Employed since': { date: '2018-09-01' },
      'Monthly net income': '2450.75',
    });
    // Asked for above 15 000 only.
    const guarantor = form.getByRole('region', { name: 'Guarantor' });
    await pickParty(guarantor.getByRole('combobox', { name: 'Guarantor' }), {
      search: 'Galvot',
      ...parties.guarantor,
    });
    await fillFields(guarantor, { 'Relationship to the borrower': 'Borrower’s family company' });
    await fillFields(form, {
      IBAN: 'LV80BANK0000435195001',
      'Consents to a credit bureau check': true,
      'Consent given at': { date: '2026-11-20 09:15:00' },
    });

    // The schedule follows what was typed.
    await scheduleWithApr();
    await shot(page, 'application-typed');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/workspace\/loan-applications\/[0-9a-f-]{36}$/);
    applicationId = page.url().split('/').at(-1) as string;
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  });

  it('shows the saved application’s schedule and APR, and submits, approves and lends it', async () => {
    await scheduleWithApr();
    await shot(page, 'application-schedule');

    await lend();
    await page.waitForURL(/\/workspace\/loans\/[0-9a-f-]{36}$/);
    loanAddress = page.url();
    await page
      .getByRole('heading', { name: `${BORROWER.firstName} ${BORROWER.lastName}`, level: 1 })
      .waitFor();
    await page.getByRole('table', { name: 'Instalments' }).waitFor();
    await shot(page, 'loan-lent');
  });

  it('changes the loan’s term through an application started on it, which reschedules the loan', async () => {
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.waitForURL(/\/workspace\/loan-applications\/[0-9a-f-]{36}$/);
    await fillFields(page.getByRole('main'), { Term: '72' });
    await saveAndLend();
    await page.waitForURL(loanAddress);
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await transactions.getByRole('link', { name: 'Open transaction 2' }).waitFor();
    await transactions.getByRole('cell', { name: 'Change', exact: true }).waitFor();
    // Nothing fell due yet: all of it rescheduled, over 72 months.
    const instalments = page.getByRole('table', { name: 'Instalments' }).getByRole('row');
    await expect.poll(() => instalments.count()).toBe(73);
    await shot(page, 'loan-changed');
  });

  it('renews the loan through an application started on it into a new loan, and the old one is renewed', async () => {
    await page.getByRole('button', { name: 'Renew', exact: true }).click();
    await page.waitForURL(/\/workspace\/loan-applications\/[0-9a-f-]{36}$/);
    // It settles what the loan owes (all of the 18 000 lent today) and lends 2 000 more.
    await fillFields(page.getByRole('main'), { 'Loan amount': '20000' });
    await saveAndLend();
    await page.waitForURL(
      (url) => /\/workspace\/loans\/[0-9a-f-]{36}$/.test(url.pathname) && url.href !== loanAddress,
    );
    const renewedAddress = loanAddress;
    // The rest of the story pays the renewal.
    loanAddress = page.url();
    await page
      .getByRole('heading', { name: `${BORROWER.firstName} ${BORROWER.lastName}`, level: 1 })
      .waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await page
      .getByLabel('Loan details')
      .getByText(/^20\s?000\.00 EUR$/)
      .waitFor();
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await transactions.getByRole('cell', { name: 'Renewal', exact: true }).waitFor();
    expect(await transactions.getByRole('link', { name: /^Open transaction/ }).count()).toBe(1);
    await shot(page, 'loan-renewal');

    // Each loan links to the other.
    await page.getByRole('link', { name: /^Renewal of L-\d+$/ }).click();
    await page.waitForURL(renewedAddress);
    await page.getByText('Renewed', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: /^Renewed by L-\d+$/ }).waitFor();
    // The renewal paid off what it owed: every instalment is paid.
    const schedule = page.getByRole('table', { name: 'Instalments' });
    await schedule.getByRole('cell', { name: 'Paid', exact: true }).first().waitFor();
    for (const unpaid of ['New', 'Issued', 'Overdue'])
      expect(await schedule.getByRole('cell', { name: unpaid, exact: true }).count()).toBe(0);
    // Closed: no operations, payments or invoices.
    for (const name of ['Change', 'Renew', 'Add invoice'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Payments' }).count()).toBe(0);
    await shot(page, 'loan-renewed');
  });

  it(
    'records payments on the payments page, one of them late, deletes the latest and repays the loan',
    async () => {
      // Given: the loan's schedule moved back, so that its first instalments are overdue. Payments cannot be
      // dated in the future, and nothing but the database moves a lent schedule.
      const loanId = loanAddress.split('/').at(-1) as string;
      await server.stop();
      await inTenantDatabase(server.dataDir, DEMO_TENANT, async (tx) => {
        await tx.query(
          `update loan_installment set due_date = due_date - $2::int, start_date = start_date - $2::int,
                end_date = end_date - $2::int where loan_id = $1`,
          [loanId, DAYS_BACK],
        );
        // And it came through the partner's intermediary, whose records alone the partner sees (the last step):
        // the application screens have no intermediary to choose when staff take it.
        await tx.query(
          `update quote set intermediary_id = (select id from intermediary where name = $2)
            where id = $1 or target_loan_id = $3`,
          [applicationId, DEMO_INTERMEDIARY_NAME, loanId],
        );
        await tx.query(
          'update loan set intermediary_id = (select id from intermediary where name = $2) where id = $1',
          [loanId, DEMO_INTERMEDIARY_NAME],
        );
      });
      restarted = await startServer(Number(new URL(server.url).port), server.dataDir, 'lending-server');
      // The session outlives the restart: the issuer's keys are in the data directory.

      await page.goto(loanAddress);
      await page.getByText('Overdue', { exact: true }).first().waitFor();
      await page.getByRole('link', { name: 'Payments' }).click();
      await page.waitForURL(`${loanAddress}/payments`);

      // The first pays the overdue instalment late: its preview shows that instalment paid, days after its due date.
      await page.getByRole('spinbutton', { name: 'Amount' }).fill('600');
      await page.getByLabel('Contract summary').waitFor();
      const firstInstalment = page.getByRole('table', { name: 'Instalments' }).getByRole('row').nth(1);
      await expect
        .poll(async () => (await firstInstalment.getByRole('cell').allInnerTexts()).slice(2, 4))
        .toEqual(['Paid', expect.stringMatching(/^[1-9]\d*$/)]);
      // Paid late, it carries a penalty for the days it was overdue, which the payment pays with the rest.
      const penaltyOf = async () => {
        const lines = (await firstInstalment.getByRole('cell').allInnerTexts()).join('\n');
        const amount = /Penalty: ([\d\s]+\.\d{2}) EUR/.exec(lines)?.[1];
        return amount === undefined ? 0 : Number(amount.replace(/\s/g, ''));
      };
      await expect.poll(penaltyOf).toBeGreaterThan(0);
      await shot(page, 'late-payment-preview');
      await page.getByRole('button', { name: 'Add payment' }).click();
      await expect.poll(() => paymentRows().count()).toBe(1);
      await pay('150');
      // The guarantor pays the third: the borrower pays unless the user names another of the loan's parties.
      const payer = page.getByRole('combobox', { name: 'Payer' });
      await chooseOption(page, payer, `${parties.guarantor.name} (Guarantor)`);
      await pay('75.5');
      await expect
        .poll(async () =>
          (await paymentRows().allInnerTexts()).map((row) => /[\d ]+\.\d{2} EUR/.exec(row)?.[0]),
        )
        .toEqual(['75.50 EUR', '150.00 EUR', '600.00 EUR']);
      const payers = (await paymentRows().allInnerTexts()).map((row) =>
        row.includes(parties.guarantor.name)
          ? 'guarantor'
          : row.includes(parties.borrower.name)
            ? 'borrower'
            : '',
      );
      expect(payers).toEqual(['guarantor', 'borrower', 'borrower']);
      await shot(page, 'three-payments');

      // An invoice added on the loan page, between the payments and the deletion of the latest.
      await page.goto(loanAddress);
      await page.getByRole('button', { name: 'Add invoice' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add invoice' });
      await dialog.getByRole('combobox', { name: 'Line 1 type' }).click();
      await page.getByRole('option', { name: 'Debt collection' }).click();
      await dialog.getByRole('spinbutton', { name: 'Line 1 amount, EUR' }).fill('35');
      await shot(page, 'invoice-dialog');
      await dialog.getByRole('button', { name: 'Add invoice' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('table', { name: 'Instalments' })
        .getByText('Debt collection: 35.00 EUR')
        .waitFor();
      await shot(page, 'loan-with-invoice');

      // The renewal's first transaction has its own page, with what it lent and its loan summary.
      await page.getByRole('link', { name: 'Open transaction 1' }).click();
      await page.getByRole('heading', { name: 'Renewal #1', level: 1 }).waitFor();
      await page.getByLabel('Loan details').getByText('APR').waitFor();
      await shot(page, 'loan-transaction');

      await page.goto(`${loanAddress}/payments`);
      await expect.poll(() => paymentRows().count()).toBe(3);
      // The newest on top: the latest, the one that can be deleted.
      await paymentRows().first().getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => paymentRows().count()).toBe(2);

      const api = apiOf(page);
      const loanSummary = await api<{ closingBalance: number }>('GET', `/api/loans/${loanId}/summary`);
      await page.getByRole('combobox', { name: 'Payment action' }).click();
      await page.getByRole('option', { name: 'Full repayment' }).click();
      await page.getByRole('spinbutton', { name: 'Amount' }).fill(String(loanSummary.body.closingBalance));
      const add = page.getByRole('button', { name: 'Add payment' });
      await expect.poll(() => add.isEnabled()).toBe(true);
      await add.click();
      await page.waitForURL(loanAddress);
      await page.getByText('Repaid', { exact: true }).first().waitFor();
      await shot(page, 'loan-repaid');
    },
    RESTARTS_THE_SERVER,
  );

  it('texts the borrower from the loan through the demo’s SMS gateway and sees the message delivered', async () => {
    await page.goto(loanAddress);
    await openPanel(page, 'SMS');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send SMS' });
    await dialog.getByRole('textbox', { name: 'To' }).fill('+371 2000 0001');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Your loan is repaid in full. Thank you!');
    await dialog.getByText('39/160 characters').waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const messages = page.getByRole('table', { name: 'SMS' });
    await messages.getByRole('cell', { name: 'Your loan is repaid in full. Thank you!' }).waitFor();
    // Queued, sent by its job, then reported delivered by the gateway when the panel refreshes it.
    await messages.getByRole('cell', { name: 'Delivered', exact: true }).waitFor();
    await shot(page, 'sms-delivered');
  });

  it('shows a partner the application and the loan without totals or schedule', async () => {
    const browser = page.context().browser() as Browser;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    try {
      const partner = await context.newPage();
      partner.setDefaultTimeout(20_000);
      await signIn(partner, server.url, DEMO_TENANT, DEMO_USERS.partner);

      await partner.goto(`${server.url}/workspace/loan-applications/${applicationId}`);
      const schedule = partner.getByRole('region', { name: 'Loan schedule' });
      await schedule.getByLabel('APR', { exact: true }).waitFor();
      // The monthly payment of an ISSUED application, but no totals, first payment or instalments.
      await schedule.getByLabel('Monthly payment', { exact: true }).waitFor();
      for (const hidden of ['Principal', 'Interest', 'Cost', 'First payment date'])
        expect(await schedule.getByLabel(hidden, { exact: true }).count()).toBe(0);
      expect(await schedule.getByRole('table').count()).toBe(0);
      await shot(partner, 'partner-application');

      await partner.goto(loanAddress);
      await partner
        .getByRole('heading', { name: `${BORROWER.firstName} ${BORROWER.lastName}`, level: 1 })
        .waitFor();
      await partner.getByRole('heading', { name: 'Transactions' }).waitFor();
      expect(await partner.getByRole('table', { name: 'Instalments' }).count()).toBe(0);
      expect(await partner.getByText('Closing balance', { exact: true }).count()).toBe(0);
      await shot(partner, 'partner-loan');
    } finally {
      await context.close();
    }
  });
});
