import {
  addMonths,
  formatMoney,
  todayIn,
  type Loan,
  type LoanContractSummary,
  type LoanPage as LoanListPage,
  type TenantSettings,
} from '@coverline/engine';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import { motorQuote, partyDefinition, QUOTE_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
/** 1 000 EUR as the app writes money (the engine's grouping). */
const THOUSAND = `${formatMoney(1000, 'EUR')} EUR`;
const SLOW = { timeout: 60_000 };
const LOAN_ID = '5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const APPLICATION_ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const BORROWER = {
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  name: 'Līga Ozola',
  partyType: 'PRIVATE' as const,
};

const GUARANTOR = {
  id: '1a0b9c8d-7e6f-4a5b-8c3d-2e1f0a9b8c7d',
  name: 'SIA Ozols',
  partyType: 'LEGAL' as const,
};
/** The tenant's own party, a discount's payer. */
const COMPANY_ID = '2b1c0d9e-8f7a-4b6c-9d4e-3f2a1b0c9d8e';

const LOAN: Loan = {
  id: LOAN_ID,
  contractNr: 'L-000004',
  status: 'ACTIVE',
  product: { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Consumer loan', code: 'CL', iconName: null },
  productVersion: { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Consumer loan 2026' },
  applicationId: APPLICATION_ID,
  startDate: '2026-11-25',
  endDate: '2027-01-15',
  issueDate: '2026-11-25',
  currency: 'EUR',
  loanAmount: 1000,
  annualInterestRate: 12,
  loanTerm: 2,
  commissionRate: 0,
  addCommissionToLoanAmount: false,
  monthlyPayment: 507.51,
  contractee: BORROWER,
  parties: [{ role: 'BO', party: BORROWER }],
  data: {},
  installments: [
    {
      id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
      dueDate: '2026-12-15',
      startDate: '2026-11-25',
      endDate: '2026-12-14',
      status: 'ISSUED',
      daysLate: 0,
      lines: [
        { type: 'INTEREST', amount: 6.67, allocations: [] },
        { type: 'PRINCIPAL', amount: 500.84, allocations: [] },
      ],
    },
    {
      id: '4f5a6b7c-8d9e-4f0a-9b1c-3d4e5f6a7b8c',
      dueDate: '2027-01-15',
      startDate: '2026-12-15',
      endDate: '2027-01-14',
      status: 'NEW',
      daysLate: 0,
      lines: [
        { type: 'INTEREST', amount: 4.99, allocations: [] },
        { type: 'PRINCIPAL', amount: 499.16, allocations: [] },
      ],
    },
  ],
  transactions: [
    {
      actionId: '5a6b7c8d-9e0f-4a1b-8c2d-4e5f6a7b8c9d',
      sequence: 1,
      actionType: 'NEW',
      quoteId: APPLICATION_ID,
      quoteNr: 'LA-000009',
      issueDate: '2026-11-25',
      startDate: '2026-11-25',
      endDate: '2027-01-15',
      currency: 'EUR',
      loanAmount: 1000,
      parties: [{ role: 'BO', party: BORROWER }],
      loanSummary: { monthlyPayment: 507.51, irr: 12.68, apr: 12.68 },
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  availableOperations: [],
  activeQuote: null,
  renewalOf: null,
  renewedBy: null,
  partiesChanged: [],
  version: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

const TRANSACTION = LOAN.transactions[0] as Loan['transactions'][number];

const SUMMARY: Required<LoanContractSummary> = {
  currency: 'EUR',
  contractStatus: 'ACTIVE',
  daysLate: 0,
  nextPaymentDate: '2026-12-15',
  nextPayment: 507.51,
  overduePayment: 0,
  remainingPrincipal: 1000,
  accruedInterest: 0,
  unpaidPenalties: 0,
  unpaidExtra: 0,
  unpaidCommission: 0,
  deposit: 0,
  penaltyDeposit: 0,
  closingBalance: 1000,
  overpayment: 0,
  penaltyCap: 100,
  paidInterest: 0,
  paidPrincipal: 0,
};

type Routes = Parameters<typeof renderApp>[0]['routes'];

/** The loan page of `loan` (a route's answer, or a function answering it), with the server's other `routes`. */
const openLoan = (
  permissions: string[],
  loan: Loan | (() => { body: Loan }) = LOAN,
  summary: LoanContractSummary = SUMMARY,
  routes: Routes = {},
) =>
  renderApp({
    path: `/workspace/loans/${LOAN_ID}`,
    permissions,
    routes: {
      [`GET /api/loans/${LOAN_ID}`]: typeof loan === 'function' ? loan : { body: loan },
      [`GET /api/loans/${LOAN_ID}/summary`]: { body: summary },
      ...routes,
    },
  });

/** The payments page of `loan` (at `search`, in the tenant's `settings`), with the server's other `routes`. */
const openPayments = (
  routes: Routes,
  loan: Loan = LOAN,
  { search = '', settings = {} }: { search?: string; settings?: Partial<TenantSettings> } = {},
) =>
  renderApp({
    path: `/workspace/loans/${LOAN_ID}/payments${search}`,
    permissions: ['contract:*'],
    settings,
    routes: { [`GET /api/loans/${LOAN_ID}`]: { body: loan }, ...routes },
  });

/** The values a labelled description list shows, by term. */
const facts = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the loan page', SLOW, () => {
  it('shows the loan under its borrower’s name with its terms, contract summary, instalments and transactions', async () => {
    await openLoan(['contract:*', 'quote:Read', 'party:Read']);
    expect(await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED)).toBeTruthy();
    expect(screen.getByText('Consumer loan · L-000004')).toBeTruthy();
    // The status stands beside the title.
    const titleRow = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement;
    expect(within(titleRow as HTMLElement).getByText('Active')).toBeTruthy();
    expect(facts(screen.getByLabelText('Loan details'))).toMatchObject({
      'Loan amount': THOUSAND,
      'Annual interest rate': '12 %',
      'Term in months': '2',
      'Monthly payment': '507.51 EUR',
    });
    expect(facts(await screen.findByLabelText('Contract summary', {}, LOADED))).toMatchObject({
      'Status by payments': 'Active',
      'Next payment': '507.51 EUR',
      'Remaining principal': THOUSAND,
      'Closing balance': THOUSAND,
      'Penalty cap': '100.00 EUR',
      'Days late': '0',
    });

    const installments = screen.getByRole('table', { name: 'Instalments' });
    const rows = within(installments).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Issued')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Interest: 6.67 EUR')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('507.51 EUR')).toBeTruthy();

    const transactions = screen.getByRole('table', { name: 'Transactions' });
    expect(within(transactions).getByText('LA-000009')).toBeTruthy();
    expect(within(transactions).getByRole('link', { name: 'Open transaction 1' }).getAttribute('href')).toBe(
      `/workspace/loans/${LOAN_ID}/actions/${TRANSACTION.actionId}`,
    );
    expect(screen.getByRole('link', { name: 'Open Līga Ozola' }).getAttribute('href')).toBe(
      `/workspace/persons/${BORROWER.id}`,
    );
    expect(screen.getByRole('link', { name: 'Open the loan application' }).getAttribute('href')).toBe(
      `/workspace/loan-applications/${APPLICATION_ID}`,
    );
  });

  it('shows a partner-restricted user no instalments and the summary the server sends', async () => {
    await openLoan(
      ['contract:*', 'PartnerRestriction'],
      { ...LOAN, installments: [] },
      {
        currency: 'EUR',
        contractStatus: 'ACTIVE',
        daysLate: 0,
      },
    );
    await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED);
    expect(facts(await screen.findByLabelText('Contract summary', {}, LOADED))).toEqual({
      'Status by payments': 'Active',
      'Days late': '0',
    });
    expect(screen.queryByRole('table', { name: 'Instalments' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Instalments' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeTruthy();
  });
});

describe('a loan operation', SLOW, () => {
  it('is a button when the server offers it, and starts a loan application of its action type', async () => {
    const change = {
      ...motorQuote({ productType: 'LENDING', actionType: 'CHANGE', currentLoanId: LOAN_ID }),
      availableOperations: ['SAVE' as const],
    };
    const { user, router, server } = await openLoan(
      ['contract:*', 'quote:*', 'party:Read'],
      { ...LOAN, availableOperations: ['CHANGE', 'RENEW', 'TERMINATE'] },
      SUMMARY,
      {
        [`POST /api/loans/${LOAN_ID}/init-quote/change`]: { body: change },
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: change },
        [`POST /api/loan-applications/${QUOTE_ID}/generate-payment-schedule`]: {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'validationFailed', validationErrors: {} },
        },
      },
    );
    await screen.findByRole('button', { name: 'Change' }, LOADED);
    expect(screen.getByRole('button', { name: 'Renew' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByRole('button', { name: 'Save' }, LOADED);
    expect(router.state.location.pathname).toBe(`/workspace/loan-applications/${QUOTE_ID}`);
    expect(
      server.requests.filter((request) => request.path === `/api/loans/${LOAN_ID}/init-quote/change`),
    ).toHaveLength(1);
  });

  it('offers none while an application is open on the loan', async () => {
    await openLoan(['contract:*', 'quote:*'], {
      ...LOAN,
      availableOperations: [],
      activeQuote: {
        id: QUOTE_ID,
        quoteNr: 'LA-000010',
        actionType: 'CHANGE',
        status: 'NEW',
        startDate: null,
        endDate: null,
        currency: 'EUR',
        premium: null,
        sumInsured: null,
      },
    });
    await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED);
    for (const name of ['Change', 'Renew', 'Terminate'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers none to a user without its permission', async () => {
    await openLoan(['contract:Read', 'contract:ReadSummary'], {
      ...LOAN,
      availableOperations: ['CHANGE', 'RENEW', 'TERMINATE'],
    });
    await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED);
    for (const name of ['Change', 'Renew', 'Terminate'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('the loans list', SLOW, () => {
  it('lists the loans with their borrower and leads to a loan’s page', async () => {
    const page: LoanListPage = {
      count: 1,
      items: [
        {
          entityId: LOAN_ID,
          contractNumber: 'L-000004',
          productName: 'Consumer loan',
          contracteeName: 'Līga Ozola',
          status: 'ACTIVE',
          startDate: '2026-11-25',
          endDate: '2027-01-15',
        },
      ],
    };
    const { user, router } = await renderApp({
      path: '/workspace/loans',
      permissions: ['contract:*'],
      routes: {
        'GET /api/loans/find': { body: page },
        [`GET /api/loans/${LOAN_ID}`]: { body: LOAN },
        [`GET /api/loans/${LOAN_ID}/summary`]: { body: SUMMARY },
      },
    });
    const row = (await screen.findByText('L-000004', {}, LOADED)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Līga Ozola')).toBeTruthy();
    await user.click(within(row).getByText('L-000004'));
    expect(router.state.location.pathname).toBe(`/workspace/loans/${LOAN_ID}`);
  });
});

describe('lending a loan application', SLOW, () => {
  it('goes to the loan LEND made', async () => {
    const approved = {
      ...motorQuote({ productType: 'LENDING', status: 'APPROVED' }),
      availableOperations: ['LEND' as const],
    };
    const lent = {
      ...motorQuote({ productType: 'LENDING', status: 'ISSUED', version: 4, targetLoanId: LOAN_ID }),
      availableOperations: [],
    };
    const { user, router, server } = await renderApp({
      path: `/workspace/loan-applications/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*', 'contract:*'],
      routes: {
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: approved },
        [`POST /api/loan-applications/${QUOTE_ID}/generate-payment-schedule`]: {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'validationFailed', validationErrors: {} },
        },
        [`POST /api/loan-applications/${QUOTE_ID}/lend`]: { body: lent },
        [`GET /api/loans/${LOAN_ID}`]: { body: LOAN },
        [`GET /api/loans/${LOAN_ID}/summary`]: { body: SUMMARY },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lend' }, LOADED));
    expect(await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/loans/${LOAN_ID}`);
    expect(
      server.requests.some((request) => request.path === `/api/loan-applications/${QUOTE_ID}/lend`),
    ).toBe(true);
  });
});

/** An invoice added by hand, nothing paid on it yet. */
const INVOICE = {
  id: '8d9e0f1a-2b3c-4d4e-9f5a-7b8c9d0e1f2a',
  dueDate: '2026-11-25',
  startDate: '2026-11-25',
  endDate: '2026-12-25',
  status: 'NEW' as const,
  daysLate: 0,
  lines: [{ type: 'DEBT_COLLECTION' as const, amount: 25.5, allocations: [] }],
};

/** A saved payment of the loan. */
const PAID = {
  id: '6b7c8d9e-0f1a-4b2c-9d3e-5f6a7b8c9d0e',
  type: 'REGULAR' as const,
  date: '2026-11-25',
  amount: 100,
  allocationOrder: ['PENALTY' as const, 'INTEREST' as const, 'PRINCIPAL' as const],
  paymentAction: 'PER_SCHEDULE' as const,
  disablePenaltyCap: false,
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('the loan payments page', SLOW, () => {
  const CALCULATION = {
    installments: LOAN.installments,
    orphanPayments: [{ payment: null, date: '2026-11-25', amount: 100, status: 'DEPOSIT' as const }],
    loanActualInfo: { ...SUMMARY, deposit: 100 },
    version: 0,
  };

  it('previews a payment as it is typed, adds it with the loan’s version and offers to delete the latest', async () => {
    let payments: (typeof PAID)[] = [];
    const { user, server } = await openPayments({
      [`GET /api/loans/${LOAN_ID}/payments`]: () => ({ body: payments }),
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
      [`POST /api/loans/${LOAN_ID}/payments`]: () => {
        payments = [PAID];
        return { body: { ...CALCULATION, version: 1 } };
      },
    });
    const amount = await screen.findByRole('spinbutton', { name: 'Amount' }, LOADED);
    await user.type(amount, '100');
    const orphans = await screen.findByRole('table', { name: 'Money on no instalment' }, LOADED);
    expect(within(orphans).getByText('Deposit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const added = await screen.findByRole('button', { name: 'Delete' }, LOADED);
    expect(added).toBeTruthy();
    const posted = server.requests.find(
      (request) => request.method === 'POST' && request.path === `/api/loans/${LOAN_ID}/payments`,
    );
    expect(posted?.body).toMatchObject({
      type: 'REGULAR',
      amount: 100,
      paymentAction: 'PER_SCHEDULE',
      version: 0,
    });
    expect(screen.getByRole('combobox', { name: 'Payment action' }).textContent).toBe('Per schedule');
  });

  it('sends each payment with the loan’s version as the last payment left it, when opened from the loan page', async () => {
    // Each stored payment moves the loan to its next version.
    let loan = LOAN;
    const payments: (typeof PAID)[] = [];
    const { user, server } = await openLoan(['contract:*'], () => ({ body: loan }), SUMMARY, {
      [`GET /api/loans/${LOAN_ID}/payments`]: () => ({ body: payments }),
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
      [`POST /api/loans/${LOAN_ID}/payments`]: () => {
        loan = { ...loan, version: loan.version + 1 };
        payments.push({ ...PAID, id: `6b7c8d9e-0f1a-4b2c-9d3e-5f6a7b8c9d2${payments.length}` });
        return { body: { ...CALCULATION, version: loan.version } };
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Payments' }, LOADED));
    const add = async (count: number) => {
      await user.type(await screen.findByRole('spinbutton', { name: 'Amount' }, LOADED), '100');
      await expect
        .poll(() => screen.getByRole('button', { name: 'Add payment' }).hasAttribute('disabled'), LOADED)
        .toBe(false);
      await user.click(screen.getByRole('button', { name: 'Add payment' }));
      await expect.poll(() => screen.queryAllByRole('button', { name: 'Delete' }).length, LOADED).toBe(1);
      await expect.poll(() => payments.length, LOADED).toBe(count);
    };
    await add(1);
    await add(2);
    const sentVersions = server.requests
      .filter((request) => request.method === 'POST' && request.path === `/api/loans/${LOAN_ID}/payments`)
      .map((request) => (request.body as { version: number }).version);
    expect(sentVersions).toEqual([0, 1]);
  });

  it('lists the payments newest first, five a page, the latest with its delete button on top', async () => {
    const payments = Array.from({ length: 7 }, (_, index) => ({
      ...PAID,
      id: `6b7c8d9e-0f1a-4b2c-9d3e-5f6a7b8c9d1${index}`,
      date: `2026-11-1${index}`,
      amount: 100 + index,
    }));
    const { user } = await openPayments({
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: payments },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
    });
    const table = await screen.findByRole('table', { name: 'Payments' }, LOADED);
    const amounts = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => /\d+\.\d{2}/.exec(row.textContent ?? '')?.[0]);
    await expect.poll(amounts, LOADED).toEqual(['106.00', '105.00', '104.00', '103.00', '102.00']);
    expect(
      within(within(table).getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Delete' }),
    ).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(amounts, LOADED).toEqual(['101.00', '100.00']);
  });

  it('sends the allocation order as reordered, and no payment dated in the future', async () => {
    const { user, server } = await openPayments({
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: [] },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
    });
    const order = await screen.findByRole('table', { name: /^Allocation order/ }, LOADED);
    await user.click(within(order).getByRole('button', { name: 'Move Principal up' }));
    const sentOrder = () =>
      server.requests
        .filter((request) => request.path.startsWith(`/api/loans/${LOAN_ID}/payments/calculate`))
        .map((request) => (request.body as { allocationOrder: string[] }).allocationOrder.slice(0, 4))
        .at(-1);
    await expect.poll(sentOrder, LOADED).toEqual(['PENALTY', 'COMMISSION', 'PRINCIPAL', 'INTEREST']);

    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '50');
    const add = screen.getByRole('button', { name: 'Add payment' });
    await expect.poll(() => (add as HTMLButtonElement).disabled, LOADED).toBe(false);
    fireEvent.change(screen.getByLabelText('Payment date'), { target: { value: '2999-01-01' } });
    await expect.poll(() => (add as HTMLButtonElement).disabled, LOADED).toBe(true);
    expect(screen.getByText('A payment cannot be dated after today.')).toBeTruthy();

    // A discount pays penalties only: no order to choose.
    await user.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await user.click(screen.getByRole('option', { name: 'Discount' }));
    expect(screen.queryByRole('table', { name: /^Allocation order/ })).toBeNull();
  });

  it('lets the user choose who pays a regular payment, and leaves a discount’s payer to the server', async () => {
    const loan: Loan = {
      ...LOAN,
      parties: [
        { role: 'BO', party: BORROWER },
        { role: 'GTR', party: GUARANTOR },
      ],
    };
    const { user, server } = await openPayments(
      {
        [`GET /api/loans/${LOAN_ID}/payments`]: {
          body: [
            {
              ...PAID,
              type: 'DISCOUNT',
              payer: { id: COMPANY_ID, name: 'Coverline Demo SIA', partyType: 'LEGAL' },
            },
          ],
        },
        [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
        [`POST /api/loans/${LOAN_ID}/payments`]: { body: CALCULATION },
      },
      loan,
    );
    const row = (await screen.findByText('Coverline Demo SIA', {}, LOADED)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Discount')).toBeTruthy();
    const payer = screen.getByRole('combobox', { name: 'Payer' });
    // The borrower by default.
    expect(payer.textContent).toBe('Līga Ozola (Borrower)');
    await user.click(payer);
    await user.click(screen.getByRole('option', { name: 'SIA Ozols (Guarantor)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '40');
    const calculated = (payer: object) =>
      server.requests.some(
        (request) =>
          request.path.startsWith(`/api/loans/${LOAN_ID}/payments/calculate`) &&
          JSON.stringify((request.body as { payer?: object }).payer) === JSON.stringify(payer),
      );
    await expect.poll(() => calculated({ id: GUARANTOR.id }), LOADED).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const posted = () =>
      server.requests.find(
        (request) => request.method === 'POST' && request.path === `/api/loans/${LOAN_ID}/payments`,
      );
    await expect.poll(posted, LOADED).toBeDefined();
    expect(posted()?.body).toMatchObject({ type: 'REGULAR', amount: 40, payer: { id: GUARANTOR.id } });

    await user.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await user.click(screen.getByRole('option', { name: 'Discount' }));
    expect(await screen.findByText('Paid by the company itself, on penalties only')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Payer' }).getAttribute('aria-disabled')).toBe('true');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '5');
    await expect
      .poll(
        () =>
          server.requests.some(
            (request) =>
              request.path.startsWith(`/api/loans/${LOAN_ID}/payments/calculate`) &&
              (request.body as { type?: string }).type === 'DISCOUNT' &&
              !Object.hasOwn(request.body as object, 'payer'),
          ),
        LOADED,
      )
      .toBe(true);
  });
});

describe('the payments page’s rules', SLOW, () => {
  const LATEST = { ...PAID, date: '2026-11-20', payer: null };
  const CALCULATION = {
    installments: LOAN.installments,
    orphanPayments: [],
    loanActualInfo: SUMMARY,
    version: 0,
  };
  const calculations = (server: { requests: { path: string; body: unknown }[] }) =>
    server.requests.filter((request) => request.path.startsWith(`/api/loans/${LOAN_ID}/payments/calculate`));
  /**
   * Whether the page fetched the loan again after the write `method path`. A test that ends on a write waits for
   * this too: the reload runs on the page's cache, which is gone once the test has unmounted the page.
   */
  const reloadedAfter = (
    server: { requests: { method: string; path: string }[] },
    method: string,
    path: string,
  ) => {
    const written = server.requests.findIndex(
      (request) => request.method === method && request.path === path,
    );
    return (
      written >= 0 &&
      server.requests
        .slice(written + 1)
        .some((request) => request.method === 'GET' && request.path === `/api/loans/${LOAN_ID}`)
    );
  };

  it('adds a payment whose amount is left empty as a payment of 0', async () => {
    const { user, server } = await openPayments({
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: [] },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
      [`POST /api/loans/${LOAN_ID}/payments`]: { body: { ...CALCULATION, version: 1 } },
    });
    await screen.findByLabelText('Contract summary', {}, LOADED);
    const add = screen.getByRole('button', { name: 'Add payment' });
    await expect.poll(() => (add as HTMLButtonElement).disabled, LOADED).toBe(false);
    await user.click(add);
    const posted = () =>
      server.requests.find(
        (request) => request.method === 'POST' && request.path === `/api/loans/${LOAN_ID}/payments`,
      );
    await expect.poll(posted, LOADED).toBeDefined();
    expect(posted()?.body).toMatchObject({ amount: 0, version: 0 });
    await expect
      .poll(() => reloadedAfter(server, 'POST', `/api/loans/${LOAN_ID}/payments`), LOADED)
      .toBe(true);
  });

  it('says on the date field that a payment cannot come before the latest one, and offers no add', async () => {
    await openPayments({
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: [LATEST] },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
    });
    await screen.findByLabelText('Contract summary', {}, LOADED);
    const add = screen.getByRole('button', { name: 'Add payment' });
    await expect.poll(() => (add as HTMLButtonElement).disabled, LOADED).toBe(false);
    const date = screen.getByLabelText('Payment date');
    fireEvent.change(date, { target: { value: '2026-11-19' } });
    expect(await screen.findByText('Not before the latest payment, 2026/11/20.', {}, LOADED)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    // The latest payment's own day is allowed.
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    await expect.poll(() => (add as HTMLButtonElement).disabled, LOADED).toBe(false);
    expect(screen.queryByText('Not before the latest payment, 2026/11/20.')).toBeNull();
  });

  it('dates a payment, and bounds its date, by the tenant’s time zone rather than the browser’s UTC date', async () => {
    const now = new Date();
    const utc = now.toISOString().slice(0, 10);
    // Of two zones on either side of UTC, one is on another day than UTC at any hour.
    const timeZone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
      (zone) => todayIn({ timeZone: zone }, now) !== utc,
    ) as string;
    const tenantToday = todayIn({ timeZone }, now);
    const { server } = await openPayments(
      {
        [`GET /api/loans/${LOAN_ID}/payments`]: { body: [] },
        [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
      },
      LOAN,
      { settings: { timeZone } },
    );
    const date = (await screen.findByLabelText('Payment date', {}, LOADED)) as HTMLInputElement;
    await expect.poll(() => date.value, LOADED).toBe(tenantToday);
    expect(date.max).toBe(tenantToday);
    await expect
      .poll(() => (calculations(server).at(-1)?.body as { date?: string } | undefined)?.date, LOADED)
      .toBe(tenantToday);
  });

  it('passes dryRun from the page’s address on to the calculation, and sends none when the address has none', async () => {
    const routes = {
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: [] },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
    };
    const dry = await openPayments(routes, LOAN, { search: '?dryRun=true' });
    await screen.findByLabelText('Contract summary', {}, LOADED);
    expect(calculations(dry.server).map((request) => request.path)).toEqual([
      `/api/loans/${LOAN_ID}/payments/calculate?dryRun=true`,
    ]);
    dry.unmount();
    const plain = await openPayments(routes);
    await screen.findByLabelText('Contract summary', {}, LOADED);
    expect(calculations(plain.server).map((request) => request.path)).toEqual([
      `/api/loans/${LOAN_ID}/payments/calculate`,
    ]);
  });

  it('deletes the latest payment with the loan’s version, so that a loan changed meanwhile is not', async () => {
    const { user, server } = await openPayments(
      {
        [`GET /api/loans/${LOAN_ID}/payments`]: { body: [LATEST] },
        [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: CALCULATION },
        [`DELETE /api/loans/${LOAN_ID}/payments/${LATEST.id}`]: { body: { ...CALCULATION, version: 4 } },
      },
      { ...LOAN, version: 3 },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    await expect
      .poll(() => server.requests.find((request) => request.method === 'DELETE')?.path, LOADED)
      .toBe(`/api/loans/${LOAN_ID}/payments/${LATEST.id}?version=3`);
    await expect
      .poll(
        () => reloadedAfter(server, 'DELETE', `/api/loans/${LOAN_ID}/payments/${LATEST.id}?version=3`),
        LOADED,
      )
      .toBe(true);
  });

  it('adds an invoice, due on the tenant’s today, and deletes an unpaid one as the loan page does', async () => {
    let invoiced = false;
    const { user, server } = await openPayments(
      {
        [`GET /api/loans/${LOAN_ID}/payments`]: { body: [] },
        [`POST /api/loans/${LOAN_ID}/payments/calculate`]: () => ({
          body: invoiced
            ? { ...CALCULATION, installments: [...LOAN.installments, INVOICE], version: 1 }
            : CALCULATION,
        }),
        [`POST /api/contract/${LOAN_ID}/installment`]: () => {
          invoiced = true;
          return { body: { ...CALCULATION, version: 1 } };
        },
        [`DELETE /api/contract/${LOAN_ID}/installment/${INVOICE.id}`]: {
          body: { ...CALCULATION, version: 2 },
        },
      },
      LOAN,
      { settings: { timeZone: 'Pacific/Kiritimati' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Add invoice' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Add invoice' });
    expect((within(dialog).getByLabelText(/Due date/) as HTMLInputElement).value).toBe(
      todayIn({ timeZone: 'Pacific/Kiritimati' }, new Date()),
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Line 1 amount, EUR' }), '25.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add invoice' }));
    // The preview is calculated again with the invoice among the instalments.
    const remove = await screen.findByRole('button', { name: 'Delete the invoice due 2026/11/25' }, LOADED);
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete the invoice?' })).getByRole('button', {
        name: 'Delete invoice',
      }),
    );
    await expect
      .poll(() => server.requests.find((request) => request.method === 'DELETE')?.path, LOADED)
      .toBe(`/api/contract/${LOAN_ID}/installment/${INVOICE.id}?version=0`);
    await expect
      .poll(
        () => reloadedAfter(server, 'DELETE', `/api/contract/${LOAN_ID}/installment/${INVOICE.id}?version=0`),
        LOADED,
      )
      .toBe(true);
  });
});

describe('the parties of a loan that changed', SLOW, () => {
  it('are named above the loan, their differences listed, and the update takes them into the loan', async () => {
    const changed: Loan = {
      ...LOAN,
      partiesChanged: [
        {
          id: BORROWER.id,
          partyType: 'PRIVATE',
          name: 'Līga Bērziņa',
          changes: [{ path: 'name', copy: 'Līga Ozola', current: 'Līga Bērziņa' }],
        },
      ],
    };
    const synced: Loan = { ...LOAN, contractee: { ...BORROWER, name: 'Līga Bērziņa' }, version: 1 };
    const { user, server } = await openLoan(['contract:*', 'party:Read'], changed, SUMMARY, {
      [`PUT /api/loans/${LOAN_ID}/sync-party/${BORROWER.id}`]: { body: synced },
      [`GET /api/parties/${BORROWER.id}`]: {
        body: { party: { id: BORROWER.id }, dataDefinition: partyDefinition('PRIVATE') },
      },
    });
    expect(
      await screen.findByText('The details of Līga Bērziņa changed since this loan took them.', {}, LOADED),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review the changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes of the loan’s parties' });
    const row = within(within(dialog).getByRole('table', { name: 'Līga Bērziņa' })).getAllByRole('row')[1];
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Līga Ozola', 'Līga Bērziņa']);
    await user.click(within(dialog).getByRole('button', { name: 'Update Līga Bērziņa in the loan' }));
    expect(await screen.findByText('Party updated in the loan', {}, LOADED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Līga Bērziņa', level: 1 }, LOADED)).toBeTruthy();
    expect(screen.queryByText('The details of Līga Bērziņa changed since this loan took them.')).toBeNull();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(true);
  });

  it('offers no update to a user without the permission', async () => {
    await openLoan(['contract:Read', 'contract:ReadSummary'], {
      ...LOAN,
      partiesChanged: [
        { id: BORROWER.id, partyType: 'PRIVATE', name: 'Līga Bērziņa', changes: [{ path: 'name' }] },
      ],
    });
    await screen.findByText('The details of Līga Bērziņa changed since this loan took them.', {}, LOADED);
    expect(screen.queryByRole('button', { name: 'Review the changes' })).toBeNull();
  });
});

describe('a refused payment deletion', SLOW, () => {
  it('shows why in the user’s language, from the key the server sends', async () => {
    const paid = { ...PAID, id: '7c8d9e0f-1a2b-4c3d-8e4f-6a7b8c9d0e1f' };
    const { user } = await openPayments({
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: [paid] },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { status: 400, body: {} },
      // Another user added a payment meanwhile: this one is no longer the latest.
      [`DELETE /api/loans/${LOAN_ID}/payments/${paid.id}`]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'notLatestPayment' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const alerts = async () =>
      (await screen.findAllByRole('alert', {}, LOADED)).map((alert) => alert.textContent);
    await expect.poll(alerts, LOADED).toContain('Only the latest payment can be deleted.');
  });
});

describe('a closing payment', SLOW, () => {
  it('leads back to the loan page', async () => {
    const repaid = {
      installments: LOAN.installments,
      orphanPayments: [],
      loanActualInfo: { ...SUMMARY, contractStatus: 'REPAID' as const, closingBalance: 0 },
      version: 1,
    };
    const { user, router } = await openPayments({
      [`GET /api/loans/${LOAN_ID}/summary`]: { body: SUMMARY },
      [`GET /api/loans/${LOAN_ID}/payments`]: { body: [] },
      [`POST /api/loans/${LOAN_ID}/payments/calculate`]: { body: repaid },
      [`POST /api/loans/${LOAN_ID}/payments`]: { body: repaid },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Payment action' }, LOADED));
    await user.click(screen.getByRole('option', { name: 'Full repayment' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '1000');
    await screen.findByLabelText('Contract summary', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED);
    expect(router.state.location.pathname).toBe(`/workspace/loans/${LOAN_ID}`);
  });
});

describe('invoices on the loan page', SLOW, () => {
  const CALCULATION = { installments: [], orphanPayments: [], loanActualInfo: SUMMARY, version: 1 };
  // The tenant's today (the tests' tenant is in the default zone), as the server defaults an invoice's dates.
  const today = todayIn({}, new Date());

  it('adds an invoice with the server’s defaults and the lines typed, then shows the loan reloaded', async () => {
    let loan: Loan = LOAN;
    const { user, server } = await openLoan(['contract:*'], () => ({ body: loan }), SUMMARY, {
      [`POST /api/contract/${LOAN_ID}/installment`]: () => {
        loan = { ...LOAN, installments: [...LOAN.installments, INVOICE], version: 1 };
        return { body: CALCULATION };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add invoice' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Add invoice' });
    expect((within(dialog).getByLabelText(/Due date/) as HTMLInputElement).value).toBe(today);
    await user.click(within(dialog).getByRole('combobox', { name: 'Line 1 type' }));
    await user.click(screen.getByRole('option', { name: 'Debt collection' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Line 1 amount, EUR' }), '25.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add invoice' }));

    // The page behind the dialog is hidden from the accessibility tree until the dialog closes.
    const installments = await screen.findByRole('table', { name: 'Instalments' }, LOADED);
    expect(await within(installments).findByText('Debt collection: 25.50 EUR', {}, LOADED)).toBeTruthy();
    const posted = server.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      dueDate: today,
      startDate: today,
      endDate: addMonths(today, 1),
      status: 'NEW',
      lines: [{ type: 'DEBT_COLLECTION', amount: 25.5 }],
      version: 0,
    });
  });

  it('shows under the field why the server refused it', async () => {
    const { user } = await openLoan(['contract:*'], LOAN, SUMMARY, {
      [`POST /api/contract/${LOAN_ID}/installment`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'validationFailed',
          validationErrors: { endDate: ['Not allowed'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add invoice' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Add invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Add invoice' }));
    expect(await within(dialog).findByText('Not allowed', {}, LOADED)).toBeTruthy();
  });

  it('deletes an invoice nothing was paid on after asking, and explains a refusal', async () => {
    let deleted = 0;
    const withInvoice = { ...LOAN, installments: [...LOAN.installments, INVOICE] };
    const { user } = await openLoan(['contract:*'], withInvoice, SUMMARY, {
      [`DELETE /api/contract/${LOAN_ID}/installment/${INVOICE.id}`]: () => {
        deleted += 1;
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'installmentNotDeletable' },
        };
      },
    });
    // Only the invoice offers deletion: the scheduled instalments hold interest and principal.
    const buttons = await screen.findAllByRole('button', { name: /^Delete the invoice due/ }, LOADED);
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the invoice?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await user.click(buttons[0] as HTMLElement);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete the invoice?' })).getByRole('button', {
        name: 'Delete invoice',
      }),
    );
    expect(
      await screen.findByText('Only an added invoice with nothing paid on it can be deleted.', {}, LOADED),
    ).toBeTruthy();
    expect(deleted).toBe(1);
  });

  it('is not offered without the permission', async () => {
    await openLoan(['contract:Read', 'contract:ReadSummary'], {
      ...LOAN,
      installments: [...LOAN.installments, INVOICE],
    });
    await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED);
    expect(screen.queryByRole('button', { name: 'Add invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the invoice due/ })).toBeNull();
  });
});

describe('a loan transaction page', SLOW, () => {
  it('shows what the transaction lent, its loan summary and parties, and leads back to the loan and application', async () => {
    const { user, router } = await renderApp({
      path: `/workspace/loans/${LOAN_ID}/actions/${TRANSACTION.actionId}`,
      permissions: ['contract:*', 'quote:Read'],
      routes: {
        [`GET /api/loans/${LOAN_ID}/transactions/${TRANSACTION.actionId}`]: { body: TRANSACTION },
        [`GET /api/loans/${LOAN_ID}`]: { body: LOAN },
        [`GET /api/loans/${LOAN_ID}/summary`]: { body: SUMMARY },
      },
    });
    expect(await screen.findByRole('heading', { name: 'New #1', level: 1 }, LOADED)).toBeTruthy();
    // The breadcrumb names the loan by its borrower, as the loan page does.
    expect(
      await within(screen.getByRole('navigation', { name: 'Breadcrumb trail' })).findByText(
        'Līga Ozola',
        {},
        LOADED,
      ),
    ).toBeTruthy();
    expect(facts(screen.getByLabelText('Loan details'))).toMatchObject({
      'Loan amount': THOUSAND,
      'Monthly payment': '507.51',
      IRR: '12.68 %',
    });
    expect(within(screen.getByRole('table', { name: 'Parties' })).getByText('Līga Ozola')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the loan application' }).getAttribute('href')).toBe(
      `/workspace/loan-applications/${APPLICATION_ID}`,
    );
    await user.click(screen.getByRole('link', { name: 'Back to the loan' }));
    expect(await screen.findByRole('heading', { name: 'Līga Ozola', level: 1 }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/loans/${LOAN_ID}`);
  });
});
