import type { GeneratedLoanSchedule, QuoteContext } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceivedRequest } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { MOTOR_DEFINITION, motorQuote, QUOTE_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const GENERATE = `POST /api/loan-applications/${QUOTE_ID}/generate-payment-schedule`;

/** A loan application's form: the loan object of the predefined type LOAN. */
const LOAN_DEFINITION: QuoteContext['dataDefinition'] = {
  ...MOTOR_DEFINITION,
  objectDefinitions: [
    {
      key: 'loan',
      objectType: 'LOAN',
      name: 'Loan',
      seq: 0,
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [
        { key: 'amount', name: 'Loan amount', seq: 0, attributes: { fieldType: 'Money' } },
        { key: 'term', name: 'Term', seq: 1, attributes: { fieldType: 'Integer' } },
        {
          key: 'annualInterestRate',
          name: 'Annual interest rate',
          seq: 2,
          attributes: { fieldType: 'Numeric' },
        },
        {
          key: 'issueDate',
          name: 'Issue date',
          seq: 3,
          attributes: { fieldType: 'Date', allowFutureDate: true },
        },
      ],
    },
  ],
};

const application = (status: QuoteContext['quote']['status'] = 'NEW'): QuoteContext => ({
  ...motorQuote({
    productType: 'LENDING',
    quoteNr: 'LA-000003',
    status,
    data: {
      loan: {
        amount: { amount: 1000, currency: 'EUR' },
        term: 12,
        annualInterestRate: 12,
        issueDate: '2026-01-15',
      },
    },
  }),
  dataDefinition: LOAN_DEFINITION,
  availableOperations: ['SAVE'],
});

/** What the server answers: two instalments, the monthly payment a tenth of the amount sent. */
function generated(request: ReceivedRequest): { body: GeneratedLoanSchedule } {
  const amount = (request.body as { amount?: number }).amount ?? 0;
  const line = (type: 'INTEREST' | 'PRINCIPAL', value: number) => ({ type, amount: value });
  return {
    body: {
      calculator: 'annuity',
      currency: 'EUR',
      summary: {
        firstPaymentDate: '2026-02-15',
        daysFromIssueTillFirstPayment: 31,
        actionPrincipal: amount,
        actionInterest: 10,
        deltaCommission: 0,
        actionCost: 10,
        monthlyPayment: amount / 10,
        irr: 12,
        apr: 12.68,
      },
      installments: [
        {
          dueDate: '2026-02-15',
          startDate: '2026-01-15',
          endDate: '2026-02-14',
          lines: [line('INTEREST', 10), line('PRINCIPAL', 90.5)],
        },
        {
          dueDate: '2026-03-15',
          startDate: '2026-02-15',
          endDate: '2026-03-14',
          lines: [line('INTEREST', 0.5), line('PRINCIPAL', 100)],
        },
      ],
    },
  };
}

describe('the schedule of a loan application', SLOW, () => {
  it('shows the summary and instalments the server generates, again after the amount changes', async () => {
    const { user, server } = await renderApp({
      path: `/workspace/loan-applications/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*'],
      routes: {
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: application() },
        [GENERATE]: generated,
      },
    });
    const section = await screen.findByRole('region', { name: 'Loan schedule' }, LOADED);
    await waitFor(
      () => expect(within(section).getByRole('definition', { name: 'Monthly payment' })).toBeTruthy(),
      LOADED,
    );
    expect(screen.getByRole('definition', { name: 'Monthly payment' }).textContent).toBe('100.00');
    expect(screen.getByRole('definition', { name: 'First payment date' }).textContent).toBe('2026/02/15');
    expect(screen.getByRole('definition', { name: 'IRR' }).textContent).toBe('12.00 %');
    expect(screen.getByRole('definition', { name: 'APR' }).textContent).toBe('12.68 %');
    const table = within(section).getByRole('table', { name: 'Instalments' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No.Due dateInterestPrincipalTotal',
      '12026/02/1510.0090.50100.50',
      '22026/03/150.50100.00100.50',
    ]);
    expect(
      server.requests.find((request) => request.path.endsWith('/generate-payment-schedule'))?.body,
    ).toEqual({
      amount: 1000,
      currency: 'EUR',
      loanTerm: 12,
      annualInterestRate: 12,
      issueDate: '2026-01-15',
    });

    const amount = screen.getByLabelText(/^Loan amount/, { selector: 'input' });
    await user.clear(amount);
    await user.type(amount, '2000');
    await waitFor(
      () => expect(screen.getByRole('definition', { name: 'Monthly payment' }).textContent).toBe('200.00'),
      LOADED,
    );
  });

  it('shows a partner the rates only, and the monthly payment once approved', async () => {
    const { server } = await renderApp({
      path: `/workspace/loan-applications/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*', 'PartnerRestriction'],
      routes: {
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: application('APPROVED') },
        // Even were the server to send them, the partner's view shows no instalments.
        [GENERATE]: (request) => {
          const { body } = generated(request);
          const { irr, apr, monthlyPayment } = body.summary;
          return { body: { ...body, summary: { irr, apr, monthlyPayment } } };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Loan schedule' }, LOADED);
    await waitFor(
      () => expect(within(section).getByRole('definition', { name: 'IRR' })).toBeTruthy(),
      LOADED,
    );
    expect(screen.getByRole('definition', { name: 'Monthly payment' }).textContent).toBe('100.00');
    expect(within(section).queryByRole('table')).toBeNull();
    for (const hidden of ['First payment date', 'Days till first payment', 'Principal', 'Interest', 'Cost']) {
      expect(within(section).queryByRole('definition', { name: hidden })).toBeNull();
    }
    expect(server.requests.some((request) => request.path.endsWith('/generate-payment-schedule'))).toBe(true);
  });
});
