import type { CreditBureauReport, EnrichmentObject, Job, Party, TenantSettings } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import { motorQuote, partyDefinition, QUOTE_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
/** An enrichment's job is polled every five seconds. */
const POLLED = { timeout: 15_000 };
const PERSON_ID = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
const REPORT_ID = 'a1b2c3d4-0000-4000-8000-0000000000c1';
const JOB_ID = 'a1b2c3d4-0000-4000-8000-0000000000a1';
const BUREAU: Partial<TenantSettings> = {
  integrations: [
    { type: 'CREDIT_BUREAU', provider: 'CREDITINFO', name: 'Credit bureau', enabled: true, settings: {} },
  ],
};
const report: CreditBureauReport = {
  currency: 'EUR',
  personalInformation: {
    idNumber: '120385-12345',
    fullName: 'Anna Bērziņa',
    dateOfBirth: '1985-03-12',
    age: 41,
  },
  generalInformation: {
    kibStatus: 'Data found',
    srsStatus: 'Data found',
    crefoStatus: 'No negative data',
    requestDate: '2026-11-27T08:00:00.000Z',
    referenceNumber: 'CI-4F2A9C01',
  },
  incomes: [
    {
      type: 'Royalties',
      companyName: 'SIA Radio Rīga',
      currentYear: 1200,
      previousYear: -1,
      beforePreviousYear: 0,
    },
  ],
  incomeSummary: { totalGross: 15600, avgMonthlyGross: 1300, avgMonthlyNet: 1008.5 },
  openContracts: [
    {
      listedIn: 'Creditreform',
      sector: 'Leasing',
      role: 'Co-borrower',
      type: 'Car leasing',
      startDate: '2023-09-01',
      endDate: '2028-09-01',
      initialAmount: 18500,
      remainingAmount: 9870.12,
      monthlyPayment: 315,
      worstDelayedAmount: -1,
      worstPastDueDays: 12,
    },
  ],
  closedContracts: [],
  paymentIncidents: [],
};
const enrichment = (changes: Partial<EnrichmentObject> = {}): EnrichmentObject => ({
  id: REPORT_ID,
  enrichmentDefinitionId: null,
  enrichmentType: 'CREDIT_BUREAU',
  party: { id: PERSON_ID, name: 'Anna Bērziņa' },
  requestedBy: 'janis@example.com',
  updatedAt: '2026-11-27T08:00:01.000Z',
  object: report,
  ...changes,
});
const person: Party = {
  id: PERSON_ID,
  partyType: 'PRIVATE',
  name: 'Anna Bērziņa',
  code: '120385-12345',
  data: { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: '120385-12345' } },
  version: 5,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
};
const job = (state: Job['state'], changes: Partial<Job> = {}): Job => ({
  id: JOB_ID,
  kind: 'credit-report-document',
  state,
  runAt: '2026-11-27T08:00:00.000Z',
  attempts: 1,
  result: null,
  error: null,
  ...changes,
});

/** The rows of the dialog's table `name`, each as its header and data cells' texts joined by |. */
const rowsOf = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join('|'));

describe('enrichment and credit reports', () => {
  it('lists a quote’s enrichments, opens one as tables with *** for undisclosed amounts, and enriches again', async () => {
    let enriched: EnrichmentObject[] = [enrichment()];
    const { user, server } = await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*', 'job:Read'],
      settings: BUREAU,
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: () => ({ body: motorQuote({ enrichmentObjects: enriched }) }),
        [`GET /api/quotes/${QUOTE_ID}/enrich/CREDIT_BUREAU`]: () => {
          enriched = [enrichment({ updatedAt: '2026-11-28T10:00:00.000Z' })];
          return { body: { uuid: JOB_ID } };
        },
        [`GET /api/jobs/${JOB_ID}`]: {
          body: job('SUCCEEDED', { result: { enrichmentObjectIds: [REPORT_ID] } }),
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Enrichment' }, LOADED));
    const panel = await screen.findByRole('region', { name: 'Enrichment' }, LOADED);
    const row = await within(panel).findByRole('row', { name: /Anna Bērziņa/ }, LOADED);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Credit bureau',
      'Anna Bērziņa',
      '2026/11/27 10:00:01',
      'janis@example.com',
      'CI-4F2A9C01',
      'View',
    ]);

    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit bureau: Anna Bērziņa' });
    expect(rowsOf(dialog, 'Income')).toEqual([
      'Income|Paid by|This year|Last year|Year before last',
      'Royalties|SIA Radio Rīga|1 200.00|***|0.00',
    ]);
    expect(rowsOf(dialog, 'Open credit contracts')[1]).toBe(
      'Creditreform|Leasing|Co-borrower|Car leasing|2023/09/01|2028/09/01|18 500.00|9 870.12|315.00|***|12',
    );
    expect(within(dialog).getAllByText('No records to display')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(panel).getByRole('button', { name: 'Enrich with Credit bureau' }));
    expect(await screen.findByText('Enrichment request sent', {}, LOADED)).toBeTruthy();
    expect(await screen.findByText('Enrichment completed', {}, POLLED)).toBeTruthy();
    await within(panel).findByText('2026/11/28 12:00:00', {}, LOADED);
    expect(server.requests.filter((request) => request.path.includes('/enrich/'))).toHaveLength(1);
  });

  it('offers no enrichment to whom may not follow its job', async () => {
    const { user } = await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*'],
      settings: BUREAU,
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: { body: motorQuote({ enrichmentObjects: [enrichment()] }) },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Enrichment' }, LOADED));
    const panel = await screen.findByRole('region', { name: 'Enrichment' }, LOADED);
    await within(panel).findByRole('row', { name: /Anna Bērziņa/ }, LOADED);
    expect(within(panel).queryByRole('button', { name: /^Enrich with/ })).toBeNull();
  });

  it('runs a person’s credit report and opens it; a failed one says why', async () => {
    let reports: EnrichmentObject[] = [];
    let answer = job('SUCCEEDED', {
      result: {
        name: 'Credit report Anna Bērziņa.pdf',
        contentType: 'application/pdf',
        documentId: null,
        reportId: REPORT_ID,
      },
    });
    const { user, server } = await renderApp({
      path: `/workspace/persons/${PERSON_ID}`,
      permissions: ['party:Read', 'party:PrepareCreditReportDocument', 'job:Read'],
      settings: BUREAU,
      routes: {
        [`GET /api/parties/${PERSON_ID}`]: {
          body: { party: person, dataDefinition: partyDefinition('PRIVATE') },
        },
        [`GET /api/parties/${PERSON_ID}/credit-reports`]: () => ({
          body: { count: reports.length, items: reports },
        }),
        [`GET /api/parties/${PERSON_ID}/credit-reports/${REPORT_ID}`]: { body: enrichment() },
        [`POST /api/parties/${PERSON_ID}/prepare-credit-report-document`]: () => {
          if (answer.state === 'SUCCEEDED') reports = [enrichment()];
          return { body: answer };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Credit reports' }, LOADED));
    const panel = await screen.findByRole('region', { name: 'Credit reports' }, LOADED);
    expect(await within(panel).findByText('No credit reports yet.', {}, LOADED)).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Run credit report' }));
    const choice = screen.getByRole('dialog', { name: 'Run a credit report' });
    await user.click(within(choice).getByRole('button', { name: 'Run' }));
    const opened = await screen.findByRole('dialog', { name: 'Credit report: Anna Bērziņa' }, LOADED);
    expect(rowsOf(opened, 'Person')).toContain('Personal code|120385-12345');
    expect(screen.getByText('Enrichment request sent')).toBeTruthy();
    expect(screen.getByText('Enrichment completed')).toBeTruthy();
    const [run] = server.requests.filter((request) => request.method === 'POST');
    expect(run?.path).toBe(
      `/api/parties/${PERSON_ID}/prepare-credit-report-document?async=true&provider=Credit+bureau&type=PDF&download=false`,
    );
    await user.click(within(opened).getByRole('button', { name: 'Close' }));
    expect(await within(panel).findByRole('row', { name: /CI-4F2A9C01/ }, LOADED)).toBeTruthy();

    answer = job('FAILED', {
      error: 'CreditBureauError: the credit bureau knows no person with this personal code (404)',
    });
    await user.click(within(panel).getByRole('button', { name: 'Run credit report' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Run a credit report' })).getByRole('button', {
        name: 'Run',
      }),
    );
    expect(
      await screen.findByText(
        'The enrichment failed: the credit bureau knows no person with this personal code (404)',
        {},
        LOADED,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(2));
  });
});
