import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDITINFO_ACCOUNT } from '../../packages/server/src/demo/standInAccounts.js';
import type { RunningServer } from './support/coverlineServer.js';
import { openPanel as openPanelOf } from './support/panels.js';
import { ARTIFACTS_DIR } from './support/paths.js';
import { startDemoStory, storyShots, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * The credit bureau on the demo tenant, as a newcomer meets it: a credit report run on a person from their page
 * through the demo's Creditinfo stand-in, seen as tables (the amounts the bureau keeps to itself as ***) and kept
 * as a PDF among the person's documents; then the demo's loan application enriched with its borrower's report.
 */

const shot = storyShots('credit');
/** A job is polled every five seconds, and a PDF takes LibreOffice seconds on a busy machine. */
const DONE = { timeout: 45_000 };
const PERSON = 'Anna Bērziņa';

let story: DemoStory;
let server: RunningServer;
let page: Page;

const nav = () => page.getByRole('navigation', { name: 'Workspace navigation' });

/** The panel tab `name` opened, its section answered. */
const openPanel = (name: string) => openPanelOf(page, name);

/** The texts of the cells of the table `name` in `scope`, row by row joined by |. */
async function rowsOf(scope: ReturnType<Page['getByRole']>, name: string): Promise<string[]> {
  const rows = scope.getByRole('table', { name, exact: true }).getByRole('row');
  return rows.evaluateAll((each) =>
    each.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '').join('|')),
  );
}

describe('credit reports and enrichment end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('credit-server');
    ({ server, page } = story);
  });

  afterAll(() => story?.stop());

  it('runs a credit report on a person and shows it as tables, undisclosed amounts as ***', async () => {
    await page.goto(`${server.url}/home`);
    await nav().getByRole('button', { name: 'Persons' }).click();
    await nav().getByRole('link', { name: 'All persons' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Bērziņa');
    await page.getByRole('link', { name: `Open ${PERSON}` }).click();
    await page.getByRole('heading', { name: PERSON }).waitFor();

    const reports = await openPanel('Credit reports');
    await reports.getByText('No credit reports yet.').waitFor();
    await reports.getByRole('button', { name: 'Run credit report' }).click();
    const choice = page.getByRole('dialog', { name: 'Run a credit report' });
    await expect(choice.getByRole('combobox', { name: 'Credit bureau' }).textContent()).resolves.toBe(
      'Credit bureau',
    );
    await shot(page, 'run-dialog');
    await choice.getByRole('button', { name: 'Run' }).click();
    await page.getByText('Enrichment request sent').waitFor();

    const report = page.getByRole('dialog', { name: `Credit report: ${PERSON}` });
    await report.waitFor(DONE);
    expect(await rowsOf(report, 'Person')).toEqual([
      `Name|${PERSON}`,
      'Personal code|120385-12345',
      'Date of birth|1985/03/12',
      expect.stringMatching(/^Age\|\d+$/),
    ]);
    expect(await rowsOf(report, 'Income')).toEqual([
      'Income|Paid by|This year|Last year|Year before last',
      'Salary|SIA Baltic Logistics|14 400.00|13 800.00|12 900.00',
      'Royalties|SIA Radio Rīga|1 200.00|***|0.00',
    ]);
    expect((await rowsOf(report, 'Open credit contracts'))[2]).toBe(
      'Creditreform|Leasing|Co-borrower|Car leasing|2023/09/01|2028/09/01|18 500.00|9 870.12|315.00|***|12',
    );
    await page.getByText('Enrichment completed').waitFor();
    await shot(page, 'report-tables');

    await report.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => reports.getByRole('row').count()).toBe(2);
    const documents = await openPanel('Documents');
    await documents.getByRole('row', { name: new RegExp(`Credit report ${PERSON}\\.pdf`) }).waitFor();
    await shot(page, 'report-attached');
  });

  it('enriches the demo’s loan application with its borrower’s report', async () => {
    await nav().getByRole('button', { name: 'Loan applications' }).click();
    await nav().getByRole('link', { name: 'All loan applications' }).click();
    await page
      .getByRole('link', { name: /^Open LA-/ })
      .first()
      .click();
    await page.waitForURL(/\/workspace\/loan-applications\/[0-9a-f-]{36}$/);

    const enrichment = await openPanel('Enrichment');
    await enrichment.getByText('Not enriched yet.').waitFor();
    await enrichment.getByRole('button', { name: 'Enrich with Credit bureau report' }).click();
    await page.getByText('Enrichment request sent').waitFor();
    await page.getByText('Enrichment completed').waitFor(DONE);
    const row = enrichment.getByRole('row', { name: /Credit bureau report/ });
    await row.waitFor();
    await shot(page, 'application-enriched');

    await row.getByRole('button', { name: 'View' }).click();
    const report = page.getByRole('dialog', { name: /^Credit bureau report: / });
    expect(await rowsOf(report, 'Payment incidents')).toEqual([
      'Sector|Payment|Status|Reported|Due|Settled|Days past due|Amount due|Remaining',
      'Telecommunications|Invoice|Settled|2022/02/10|2021/12/15|2022/03/01|76|64.20|0.00',
    ]);
    expect(await report.getByText('No records to display').count()).toBe(0);
    await shot(page, 'application-report');
    await report.getByRole('button', { name: 'Close' }).click();
  });

  it('writes the bureau’s password into no line of the server’s log', () => {
    const log = readFileSync(join(ARTIFACTS_DIR, 'credit-server.log'), 'utf8');
    expect(log).toContain('request completed');
    expect(log).not.toContain(DEMO_CREDITINFO_ACCOUNT.password);
  });
});
