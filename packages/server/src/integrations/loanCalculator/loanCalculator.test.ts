import {
  externalLoanSchedule,
  type GeneratedLoanSchedule,
  type Loan,
  type QuoteContext,
} from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingSetup, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { startLoanCalculatorStandIn, type LoanCalculatorStandIn } from './standIn.js';

const GENERATE = '/api/loan-applications/generate-payment-schedule';

describe('a lending product whose calculator is a loan-calculator integration', () => {
  const env = signedInTenant('lcalc');
  const { call } = env;
  let lending: LendingSetup;
  let calculator: LoanCalculatorStandIn;

  /** 5 000 EUR over 6 months at 10 %, 1 % commission spread over the instalments. */
  const terms = {
    amount: 5000,
    currency: 'EUR',
    annualInterestRate: 10,
    loanTerm: 6,
    issueDate: '2026-02-10',
    firstPaymentDate: '2026-03-20',
    commissionRate: 1,
  };
  const draft = () => ({ product: { id: lending.productId }, ...terms });

  /** Saves the tenant's one loan calculator (`baseUrl`, `enabled`) and makes it the product's calculator. */
  const useCalculator = async (baseUrl: string, enabled = true) => {
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const integration = { type: 'LOAN_CALCULATOR', provider: 'REST_API', name: 'Calculator', enabled };
    const saved = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [{ ...integration, settings: { baseUrl } }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { id } = (saved.body as { integrations: { id: string }[] }).integrations[0] as { id: string };
    const product = (await call('GET', `/api/products/${lending.productId}`)).body as Record<string, unknown>;
    const updated = await call('PUT', '/api/products', { ...product, settings: { calculatorId: id } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  };

  beforeAll(async () => {
    lending = await lendingSetup(env, 'lcalc');
    calculator = await startLoanCalculatorStandIn();
    await useCalculator(calculator.url);
  });
  afterAll(() => calculator.close());

  it('asks the calculator by its protocol and sums its instalments as the engine sums its own', async () => {
    calculator.received.length = 0;
    const response = await call('POST', GENERATE, draft());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(calculator.received).toEqual([
      {
        method: 'POST',
        path: '/schedule',
        contentType: 'application/json',
        body: {
          principal: 5000,
          currency: 'EUR',
          annualInterestRate: 10,
          termMonths: 6,
          issueDate: '2026-02-10',
          firstPaymentDate: '2026-03-20',
          commissionRate: 1,
          addCommissionToLoanAmount: false,
        },
      },
    ]);
    const generated = response.body as GeneratedLoanSchedule;
    expect(generated.calculator).toBe('integration');
    // The stand-in counts interest by actual days: the first period (2026-02-10 to 03-20, 38 days) is
    // 5 000 × 10 % × 38 / 365 = 52.05, where the built-in 30/360 count gives 52.78.
    const first = generated.installments[0]?.lines.find((line) => line.type === 'INTEREST');
    expect(first?.amount).toBe(52.05);
    const { installments, summary } = externalLoanSchedule(
      { ...terms, principal: 5000, termMonths: 6 },
      generated.installments.map(({ dueDate, startDate, endDate, lines }) => {
        const amount = (type: string) => lines.find((line) => line.type === type)?.amount ?? 0;
        return {
          dueDate,
          startDate,
          endDate,
          principal: amount('PRINCIPAL'),
          interest: amount('INTEREST'),
          commission: amount('COMMISSION'),
        };
      }),
    );
    expect(generated.installments).toEqual(installments);
    expect(generated.summary).toEqual(summary);
    expect(summary.apr).toBeGreaterThan(10);
  });

  it('lends by the calculator’s schedule: the loan’s instalments are the ones it answered', async () => {
    const application = await lending.approve((await lending.savedApplication()).id);
    const preview = (
      await call('POST', `/api/loan-applications/${application.id}/generate-payment-schedule`, {})
    ).body as GeneratedLoanSchedule;
    expect(preview.calculator).toBe('integration');
    const lent = await lending.lend(application);
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    const loanId = (lent.body as QuoteContext).quote.targetLoanId as string;
    const loan = (await call('GET', `/api/loans/${loanId}`)).body as Loan;
    const scheduled = (lines: { type: string; amount: number }[]) =>
      lines.map(({ type, amount }) => ({ type, amount })).sort((a, b) => a.type.localeCompare(b.type));
    expect(loan.installments.map((each) => [each.dueDate, scheduled(each.lines)])).toEqual(
      preview.installments.map((each) => [each.dueDate, scheduled(each.lines)]),
    );
  });

  it('does not hold the database while the calculator thinks: other requests go on', async () => {
    calculator.delayMs = 1500;
    try {
      const slow = call('POST', GENERATE, draft()).then((response) => ({ response, at: Date.now() }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const other = await call('GET', `/api/products/${lending.productId}`);
      const answeredAt = Date.now();
      expect(other.status).toBe(200);
      const { response, at } = await slow;
      expect(response.status).toBe(200);
      expect(answeredAt).toBeLessThan(at);
    } finally {
      calculator.delayMs = 0;
    }
  });

  it('answers 502 loanCalculatorFailed when the calculator fails, and 409 when it is disabled', async () => {
    const application = await lending.savedApplication();
    try {
      // An address where the calculator answers 404.
      await useCalculator(`${calculator.url}/nowhere`);
      expect(await call('POST', GENERATE, draft())).toMatchObject({
        status: 502,
        body: { message: 'loanCalculatorFailed' },
      });
      // The application still opens, without a summary.
      const read = await call('GET', `/api/loan-applications/${application.id}`);
      expect(read.status).toBe(200);
      expect((read.body as QuoteContext).quote).not.toHaveProperty('loanSummary');
      // Nothing listens there.
      const closed = await startLoanCalculatorStandIn();
      await closed.close();
      await useCalculator(closed.url);
      expect(await call('POST', GENERATE, draft())).toMatchObject({ status: 502 });
      await useCalculator(calculator.url, false);
      expect(await call('POST', GENERATE, draft())).toMatchObject({
        status: 409,
        body: { message: 'loanCalculatorNotAvailable' },
      });
    } finally {
      await useCalculator(calculator.url);
    }
  });

  it('refuses terms the engine refuses with 400 before asking the calculator', async () => {
    calculator.received.length = 0;
    const refused = await call('POST', GENERATE, { ...draft(), firstPaymentDate: '2026-02-01' });
    expect(refused).toMatchObject({
      status: 400,
      body: { validationErrors: { firstPaymentDate: ['paymentSchedule.mustBeAfterIssueDate'] } },
    });
    expect(calculator.received).toEqual([]);
  });
});
