import {
  firstPaymentDate,
  LOAN_LINE_DISPLAY_ORDER,
  loanSchedule,
  type Loan,
  type LoanContractSummary,
  type LoanTransaction,
  type PartyReference,
  type Quote,
  type QuoteContext,
} from '@coverline/engine';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { lendingSetup, tenantToday, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

/** A loan without an issue date in its data is issued on the tenant's today. */
const today = tenantToday;

describe('loans', () => {
  const env = signedInTenant('loan', { other: true });
  const { call } = env;
  let lending: LendingSetup;
  let partner: TestUser;
  /** The tenant's own party, the lender of its loans. */
  let lender: PartyReference;
  let issueDate: string;
  /** The example's first payment, moved to the payment day after today so that the test keeps its sense. */
  let firstDue: string;

  /** The example application (18 000 EUR over 60 months at 8.9 %), with `loanChanges`, lent. */
  const lentApplication = async (
    loanChanges: Record<string, unknown> = {},
  ): Promise<{ application: Quote; loan: Loan }> => {
    const data = lending.data();
    Object.assign(data.loan as Record<string, unknown>, { firstPaymentDate: firstDue, ...loanChanges });
    const application = await lending.approve((await lending.savedApplication(data)).id);
    const lent = await lending.lend(application);
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    const { quote } = lent.body as QuoteContext;
    const loan = (await call('GET', `/api/loans/${quote.targetLoanId}`)).body as Loan;
    return { application: quote, loan };
  };

  const expectedSchedule = () =>
    loanSchedule({
      calculator: 'annuity',
      principal: 18000,
      currency: 'EUR',
      annualInterestRate: 8.9,
      termMonths: 60,
      issueDate,
      firstPaymentDate: firstDue,
      commissionRate: 1.5,
      addCommissionToLoanAmount: false,
    });

  beforeAll(async () => {
    lending = await lendingSetup(env, 'loan');
    issueDate = today();
    firstDue = firstPaymentDate(issueDate, 15);
    partner = await addTestUser(env.server, env.tenant, ['contract:*', 'quote:*', 'PartnerRestriction']);
    // The LEGAL party with the registration number of the tenant's settings, made when the examples' settings
    // were saved.
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<PartyReference>(
        `select id, name, code from party where party_type = 'LEGAL' and code = '40003123456'`,
      ),
    );
    const { id, name, code } = rows[0] as PartyReference;
    lender = { id, name, code: code as string, partyType: 'LEGAL' };
  });

  describe('LEND', () => {
    it('makes the application ISSUED and creates an ACTIVE loan with its schedule as instalments, lent by the tenant’s own party', async () => {
      const { application, loan } = await lentApplication();
      const schedule = expectedSchedule();
      // The product's commission (1.5 %, not added to the amount) is spread over the instalments.
      expect(schedule.installments[0]?.lines.map((line) => line.type)).toEqual([
        'COMMISSION',
        'INTEREST',
        'PRINCIPAL',
      ]);
      expect(application).toMatchObject({ status: 'ISSUED', issueDate, targetLoanId: loan.id });
      expect(loan).toMatchObject({
        contractNr: expect.stringMatching(/^L-\d{6}$/),
        status: 'ACTIVE',
        applicationId: application.id,
        product: { id: lending.productId },
        startDate: issueDate,
        endDate: schedule.installments.at(-1)?.dueDate,
        issueDate,
        currency: 'EUR',
        loanAmount: 18000,
        annualInterestRate: 8.9,
        loanTerm: 60,
        commissionRate: 1.5,
        addCommissionToLoanAmount: false,
        monthlyPayment: schedule.summary.monthlyPayment,
        contractee: lending.borrower,
        parties: [
          { role: 'BO', party: lending.borrower },
          { role: 'GTR', party: lending.guarantor },
          { role: 'LN', party: lender },
        ],
        activeQuote: null,
      });
      expect(loan.installments).toHaveLength(60);
      // Lines in the loans' display order: interest before principal.
      expect(loan.installments[0]).toEqual({
        id: expect.any(String),
        dueDate: firstDue,
        startDate: issueDate,
        endDate: schedule.installments[0]?.endDate,
        status: 'ISSUED',
        daysLate: 0,
        lines: [...(schedule.installments[0]?.lines ?? [])]
          .sort((a, b) => LOAN_LINE_DISPLAY_ORDER.indexOf(a.type) - LOAN_LINE_DISPLAY_ORDER.indexOf(b.type))
          .map((line) => ({ ...line, allocations: [] })),
      });
      expect(loan.installments.slice(1).every((installment) => installment.status === 'NEW')).toBe(true);
      expect(loan.transactions).toEqual([
        expect.objectContaining({
          sequence: 1,
          actionType: 'NEW',
          quoteId: application.id,
          quoteNr: application.quoteNr,
          issueDate,
          loanAmount: 18000,
          loanSummary: {
            ...schedule.summary,
            deltaDisbursed: 18000,
            totalInterest: schedule.summary.actionInterest,
            totalPrincipal: schedule.summary.actionPrincipal,
            totalDisbursed: 18000,
            totalCommission: schedule.summary.deltaCommission,
            totalCost: schedule.summary.actionCost,
          },
        }),
      ]);
    });

    it('finances the commission when the application adds it to the loan amount: repaid as principal, no commission lines', async () => {
      const { loan } = await lentApplication({ addCommissionToLoanAmount: true });
      expect(loan).toMatchObject({ loanAmount: 18000, commissionRate: 1.5, addCommissionToLoanAmount: true });
      const lines = loan.installments.flatMap((installment) => installment.lines);
      expect(lines.some((line) => line.type === 'COMMISSION')).toBe(false);
      const principalCents = lines
        .filter((line) => line.type === 'PRINCIPAL')
        .reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
      // 18 000 lent and its 1.5 % commission, 270.00, financed.
      expect(principalCents).toBe(1_827_000);
      expect(loan.transactions[0]?.loanSummary).toMatchObject({
        deltaDisbursed: 18000,
        deltaCommission: 270,
      });
    });

    it('names as guarantor (GTR) only the party the product’s guarantor field holds, which only a loan above 15 000 needs', async () => {
      const { application, loan } = await lentApplication({ amount: { amount: 9000, currency: 'EUR' } });
      // Below 15 000 the product asks for no guarantor: its calculated flag hides the guarantor's object.
      expect(application).toMatchObject({ needsGuarantor: false });
      expect(loan.parties.map((each) => each.role)).toEqual(['BO', 'LN']);
      expect(application.data).not.toHaveProperty('guarantor');
    });

    it('lends an application once: a second LEND is refused and changes nothing', async () => {
      const { application } = await lentApplication();
      const again = await lending.lend(application);
      expect(again.status).toBe(409);
      const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query<{ loans: number }>('select count(*)::int as loans from loan where application_id = $1', [
          application.id,
        ]),
      );
      expect(rows[0]?.loans).toBe(1);
    });

    it('needs quote:Lend, and a loan application in a status that may be lent', async () => {
      const saved = await lending.savedApplication();
      expect((await lending.lend(saved)).status).toBe(409);
      const approved = await lending.approve(saved.id);
      const clerk = await addTestUser(env.server, env.tenant, ['quote:Read', 'quote:Save']);
      expect(await lending.lend(approved, clerk)).toMatchObject({
        status: 403,
        body: { message: 'lackPermission' },
      });
    });
  });

  describe('a loan operation', () => {
    it('starts a termination application on the loan, whose LEND makes the loan TERMINATED', async () => {
      const { loan } = await lentApplication();
      expect(loan.availableOperations).toEqual(['CHANGE', 'RENEW', 'TERMINATE']);
      const started = await call('POST', `/api/loans/${loan.id}/init-quote/termination`);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const { quote } = started.body as QuoteContext;
      expect(quote).toMatchObject({ status: 'NEW', actionType: 'TERMINATION', currentLoanId: loan.id });
      const pending = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
      expect(pending).toMatchObject({
        availableOperations: [],
        activeQuote: { id: quote.id, actionType: 'TERMINATION', status: 'NEW' },
      });
      expect(await call('POST', `/api/loans/${loan.id}/init-quote/terminate`)).toMatchObject({
        status: 409,
        body: { message: 'loanHasActiveQuote' },
      });

      const lent = await lending.lend(await lending.approve(quote.id));
      expect(lent.status, JSON.stringify(lent.body)).toBe(200);
      expect((lent.body as QuoteContext).quote).toMatchObject({ status: 'ISSUED', targetLoanId: loan.id });
      const terminated = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
      expect(terminated).toMatchObject({ status: 'TERMINATED', activeQuote: null, availableOperations: [] });
      expect(terminated.installments).toHaveLength(60);
      expect(terminated.transactions.map((each) => [each.sequence, each.actionType])).toEqual([
        [1, 'NEW'],
        [2, 'TERMINATION'],
      ]);
      expect(terminated.transactions[1]?.loanSummary).toMatchObject({
        actionPrincipal: 0,
        deltaDisbursed: 0,
        totalPrincipal: loan.transactions[0]?.loanSummary.totalPrincipal,
      });
      const summary = (await call('GET', `/api/loans/${loan.id}/summary`)).body as LoanContractSummary;
      expect(summary).toMatchObject({ contractStatus: 'TERMINATED', remainingPrincipal: 18000 });
      expect((await call('POST', `/api/loans/${loan.id}/init-quote/termination`)).status).toBe(409);
    });

    it('closes a TERMINATED loan by cession or write-off, CEDED or WRITEOFF, which then takes no payments', async () => {
      for (const [paymentAction, closed] of [
        ['CESSION', 'CEDED'],
        ['WRITEOFF', 'WRITEOFF'],
      ] as const) {
        const { loan } = await lentApplication();
        const started = await call('POST', `/api/loans/${loan.id}/init-quote/termination`);
        const { quote } = started.body as QuoteContext;
        expect((await lending.lend(await lending.approve(quote.id))).status).toBe(200);
        const terminated = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
        const payment = {
          type: 'REGULAR',
          date: today(),
          amount: 1000,
          allocationOrder: ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'],
          paymentAction,
        };
        const paid = await call('POST', `/api/loans/${loan.id}/payments`, {
          ...payment,
          version: terminated.version,
        });
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        const after = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
        expect(after.status, paymentAction).toBe(closed);
        expect(
          await call('POST', `/api/loans/${loan.id}/payments`, { ...payment, version: after.version }),
        ).toMatchObject({ status: 409, body: { message: 'notAllowedFromStatus' } });
      }
    });

    it('refuses other actions, and a caller without the operation’s permission', async () => {
      const { loan } = await lentApplication();
      for (const action of ['cancel', 'cancellation', 'reinstatement', 'fly']) {
        expect(await call('POST', `/api/loans/${loan.id}/init-quote/${action}`), action).toMatchObject({
          status: 400,
          body: { message: 'unknownOperation' },
        });
      }
      const clerk = await addTestUser(env.server, env.tenant, ['contract:Read', 'quote:*']);
      expect((await call('GET', `/api/loans/${loan.id}`, undefined, clerk)).body).toMatchObject({
        availableOperations: [],
      });
      expect(
        await call('POST', `/api/loans/${loan.id}/init-quote/termination`, undefined, clerk),
      ).toMatchObject({ status: 403, body: { message: 'lackPermission' } });
      expect(
        (await call('POST', `/api/loans/${loan.id}/init-quote/termination`, undefined, env.other.admin))
          .status,
      ).toBe(404);
    });
  });

  describe('a lent loan', () => {
    let loan: Loan;
    let routes: [string, string][];
    beforeAll(async () => {
      ({ loan } = await lentApplication());
      const actionId = loan.transactions[0]?.actionId as string;
      routes = [
        ['GET', `/api/loans/${loan.id}`],
        ['GET', `/api/loans/${loan.id}/summary`],
        ['GET', `/api/loans/${loan.id}/transactions`],
        ['GET', `/api/loans/${loan.id}/transactions/${actionId}`],
        ['PUT', `/api/loans/${loan.id}/sync-party/${lending.borrower.id}`],
        ['POST', `/api/loans/${loan.id}/init-quote/termination`],
      ];
    });

    it('sums up the contract on today: nothing due or paid yet, the principal still owed', async () => {
      const response = await call('GET', `/api/loans/${loan.id}/summary`);
      expect(response.status).toBe(200);
      const summary = response.body as Required<LoanContractSummary>;
      const first = loan.installments[0];
      const firstTotal = (first?.lines ?? []).reduce((sum, line) => sum + line.amount * 100, 0) / 100;
      expect(summary).toMatchObject({
        currency: 'EUR',
        contractStatus: 'ACTIVE',
        daysLate: 0,
        nextPaymentDate: firstDue,
        nextPayment: firstTotal,
        overduePayment: 0,
        remainingPrincipal: 18000,
        unpaidPenalties: 0,
        unpaidExtra: 0,
        unpaidCommission: 0,
        deposit: 0,
        penaltyDeposit: 0,
        overpayment: 0,
        penaltyCap: 1800,
        paidInterest: 0,
        paidPrincipal: 0,
      });
      // Issued today: no interest earned yet, so a full repayment today is the principal.
      expect(summary.accruedInterest).toBe(0);
      expect(summary.closingBalance).toBe(18000);
    });

    it('carries the contract panels: a note, its history and its documents', async () => {
      const note = await call('POST', '/api/notes/contract', { note: 'Borrower called', refId: loan.id });
      expect(note.status).toBe(200);
      const notes = (await call('GET', `/api/notes/contract/find?entityId=${loan.id}`)).body as {
        items: { note: string }[];
      };
      expect(notes.items.map((item) => item.note)).toEqual(['Borrower called']);
      const history = (await call('GET', `/api/history/contract/${loan.id}`)).body as { count: number };
      expect(history.count).toBeGreaterThan(0);
      expect((await call('GET', `/api/loans/${loan.id}/documents/find`)).status).toBe(200);
    });

    it('lists its transactions, and one by its action id (404 for another loan’s)', async () => {
      const transactions = (await call('GET', `/api/loans/${loan.id}/transactions`))
        .body as LoanTransaction[];
      expect(transactions).toEqual(loan.transactions);
      const actionId = transactions[0]?.actionId as string;
      expect((await call('GET', `/api/loans/${loan.id}/transactions/${actionId}`)).body).toEqual(
        transactions[0],
      );
      const { loan: another } = await lentApplication();
      expect((await call('GET', `/api/loans/${another.id}/transactions/${actionId}`)).status).toBe(404);
    });

    it('is found in the list by its number and borrower, and by the global search', async () => {
      const page = (await call('GET', `/api/loans/find?search=${loan.contractNr}`)).body;
      expect(page).toEqual({
        count: 1,
        items: [
          {
            entityId: loan.id,
            contractNumber: loan.contractNr,
            productName: 'Consumer loan',
            contracteeName: lending.borrower.name,
            status: 'ACTIVE',
            startDate: loan.startDate,
            endDate: loan.endDate,
          },
        ],
      });
      const byName = (await call('GET', `/api/loans/find?search=${encodeURIComponent('Pirmā')}`)).body as {
        count: number;
      };
      expect(byName.count).toBeGreaterThan(0);
      expect((await call('GET', '/api/loans/find?sorting=nope:ASC')).status).toBe(400);
      const found = (await call('GET', `/api/search?search=${loan.contractNr}`)).body as {
        loans: { count: number; items: { entityId: string }[] };
      };
      expect(found.loans).toMatchObject({ count: 1, items: [{ entityId: loan.id }] });
    });

    it('is listed among the contracts of its borrower and guarantor, not among their policies', async () => {
      for (const party of [lending.borrower, lending.guarantor]) {
        const loansOf = (await call('GET', `/api/parties/${party.id}/policies?productType=LENDING&limit=100`))
          .body as { items: { entityId: string }[] };
        expect(loansOf.items.map((item) => item.entityId)).toContain(loan.id);
      }
      expect((await call('GET', `/api/parties/${lending.borrower.id}/policies`)).body).toEqual({
        count: 0,
        items: [],
      });
    });

    it('exports the list as CSV and XLSX, named in content-disposition', async () => {
      const download = (format: string) =>
        fetch(`${env.server.baseUrl}/api/loans/export?format=${format}&search=${loan.contractNr}`, {
          headers: { authorization: `Bearer ${env.tenant.admin.token}` },
        });
      const csv = await download('csv');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="loans-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toEqual([
        'Contract number,Product,Borrower,Status,Start date,End date,Issue date,Loan amount,Annual interest rate,Loan term,Currency',
        `${loan.contractNr},Consumer loan,${lending.borrower.name},ACTIVE,${loan.startDate},${loan.endDate},${issueDate},18000.00,8.9,60,EUR`,
      ]);
      const xlsx = await download('xlsx');
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-disposition')).toMatch(/filename="loans-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const rows = (workbook.getWorksheet('Loans')?.getSheetValues() ?? []).filter(Boolean);
      expect(rows).toHaveLength(2);
      expect((rows[1] as unknown[]).slice(1)).toEqual([
        loan.contractNr,
        'Consumer loan',
        lending.borrower.name,
        'ACTIVE',
        loan.startDate,
        loan.endDate,
        issueDate,
        18000,
        8.9,
        60,
        'EUR',
      ]);
      expect((await call('GET', '/api/loans/export?format=pdf')).status).toBe(400);
    });

    it('takes a party’s current name on sync, only for its own parties', async () => {
      const renamed = {
        person: { firstName: 'Laima', lastName: 'Otrā', personalCode: `loan-${Date.now()}` },
      };
      const updated = await call('PUT', '/api/parties', {
        id: lending.borrower.id,
        partyType: 'PRIVATE',
        data: renamed,
        // Created by the setup and not changed since.
        version: 0,
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      // The loan page names the party whose name changed, with the difference, until it is synced.
      const before = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
      expect(before.partiesChanged).toEqual([
        {
          id: lending.borrower.id,
          partyType: 'PRIVATE',
          name: 'Laima Otrā',
          changes: [
            { path: 'name', copy: 'Laima Pirmā', current: 'Laima Otrā' },
            { path: 'code', copy: lending.borrower.code, current: renamed.person.personalCode },
          ],
        },
      ]);
      const synced = await call('PUT', `/api/loans/${loan.id}/sync-party/${lending.borrower.id}`);
      expect(synced.status, JSON.stringify(synced.body)).toBe(200);
      const name = 'Laima Otrā';
      expect(synced.body).toMatchObject({
        contractee: { id: lending.borrower.id, name },
        parties: [
          { role: 'BO', party: { name } },
          { role: 'GTR', party: lending.guarantor },
          { role: 'LN', party: lender },
        ],
        data: { borrower: { customer: { id: lending.borrower.id, name } } },
        partiesChanged: [],
        version: loan.version + 1,
      });
      const stranger = lending.guarantor.id.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      expect((await call('PUT', `/api/loans/${loan.id}/sync-party/${stranger}`)).status).toBe(404);
    });

    it('shows a partner-restricted user neither the schedule nor its totals', async () => {
      const seen = (await call('GET', `/api/loans/${loan.id}`, undefined, partner)).body as Loan;
      expect(seen.installments).toEqual([]);
      expect(seen.monthlyPayment).toBe(loan.monthlyPayment);
      const { irr, apr, monthlyPayment } = loan.transactions[0]?.loanSummary ?? {};
      expect(seen.transactions[0]?.loanSummary).toEqual({ irr, apr, monthlyPayment });
      const transactions = (await call('GET', `/api/loans/${loan.id}/transactions`, undefined, partner))
        .body as LoanTransaction[];
      expect(transactions[0]?.loanSummary).toEqual({ irr, apr, monthlyPayment });
      expect((await call('GET', `/api/loans/${loan.id}/summary`, undefined, partner)).body).toEqual({
        currency: 'EUR',
        contractStatus: 'ACTIVE',
        daysLate: 0,
      });
    });

    it('keeps out of the history a partner reads what the partner restriction hides, and shows the first payment date typed on the application', async () => {
      // A payment and an invoice journal the loan's changes too.
      const paid = await call('POST', `/api/loans/${loan.id}/payments`, {
        type: 'REGULAR',
        date: today(),
        amount: 10,
        allocationOrder: ['PRINCIPAL'],
        paymentAction: 'PER_SCHEDULE',
        version: ((await call('GET', `/api/loans/${loan.id}`)).body as Loan).version,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const fieldsOf = async (path: string) => {
        const response = await call('GET', `${path}?limit=100`, undefined, partner);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const { items } = response.body as { items: { changes: { field: string }[] }[] };
        return items.flatMap((item) => item.changes.map((change) => change.field));
      };
      const fields = [
        ...(await fieldsOf(`/api/history/contract/${loan.id}`)),
        ...(await fieldsOf(`/api/history/quote/${loan.applicationId}`)),
      ];
      expect(fields.length).toBeGreaterThan(10);
      // The record's own fields (the data's are the product's: a borrower's other loans have a monthly
      // payment too); a loan application's premium schedule is empty.
      const hidden =
        /^(installments|transactions|loanSummary|paymentSchedule\.|monthlyPayment|summary|firstPaymentDate|daysFromIssueTillFirstPayment|action(Principal|Interest|Cost)|total[A-Z]\w*|deltaCommission|closingBalance|irr|apr)/;
      expect(fields.filter((field) => hidden.test(field))).toEqual([]);
      // The product's input that partners fill in is theirs to see.
      expect(fields).toContain('data.loan.firstPaymentDate');
    });

    it('answers 403 lackPermission on each route to a user without its permission', async () => {
      const nobody = await addTestUser(env.server, env.tenant, ['quote:Read']);
      for (const [method, path] of [
        ...routes,
        ['GET', '/api/loans/find'],
        ['GET', '/api/loans/export?format=csv'],
      ] as const) {
        expect(await call(method, path, undefined, nobody), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { message: 'lackPermission' },
        });
      }
    });

    it('keeps a tenant’s loans its own', async () => {
      const other = (method: string, path: string) => call(method, path, undefined, env.other.admin);
      for (const [method, path] of routes) {
        expect((await other(method, path)).status, `${method} ${path}`).toBe(404);
      }
      expect((await other('GET', '/api/loans/find')).body).toEqual({ count: 0, items: [] });
      const csv = await fetch(`${env.server.baseUrl}/api/loans/export?format=csv`, {
        headers: { authorization: `Bearer ${env.other.admin.token}` },
      });
      expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(1);
      const application = await lending.approve((await lending.savedApplication()).id);
      expect((await lending.lend(application, env.other.admin)).status).toBe(404);
    });

    it('refuses a malformed id with 400', async () => {
      expect((await call('GET', '/api/loans/not-a-uuid')).status).toBe(400);
      expect((await call('GET', `/api/loans/${loan.id}/transactions/nope`)).status).toBe(400);
    });
  });
});
