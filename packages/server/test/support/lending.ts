import {
  DEFAULT_TENANT_SETTINGS,
  firstPaymentDate,
  localNow,
  type Loan,
  type Party,
  type PartyReference,
  type Quote,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import { expect } from 'vitest';
import { exampleData } from '../../../engine/test-support/exampleData.js';
import { loadExamples } from '../../src/demo/examples.js';
import { systemActor } from '../../src/modules/shared/actor.js';
import type { SignedInTenant } from './signedInTenant.js';
import type { TestUser } from './tenants.js';

/** The test tenant's today (its time zone is the default): LEND issues on it and payments may not follow it. */
export const tenantToday = () =>
  localNow(new Date(), DEFAULT_TENANT_SETTINGS.timeZone as string).slice(0, 10);

/**
 * The body of a regular payment per schedule of `amount` on the loan at `version`, dated today unless `date`
 * says otherwise, paying penalties first and the principal last.
 */
export const regularPayment = (amount: number, version: number, date = tenantToday()) => ({
  type: 'REGULAR',
  date,
  amount,
  allocationOrder: ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'],
  paymentAction: 'PER_SCHEDULE',
  version,
});

export type ApplicationData = Record<string, Record<string, unknown>>;

export interface LendingSetup {
  /** The example "Consumer loan" product, loaded into the tenant. */
  productId: string;
  borrower: PartyReference;
  guarantor: PartyReference;
  /** The example application's data naming the borrower and the guarantor. */
  data(): ApplicationData;
  /** A saved (NEW) application with `data`. */
  savedApplication(data?: ApplicationData): Promise<Quote>;
  /**
   * The application made APPROVED directly: the underwriting moves before LEND are the quote operations'
   * (tested with them).
   */
  approve(id: string): Promise<Quote>;
  lend(application: Quote, user?: TestUser): ReturnType<SignedInTenant['call']>;
  /**
   * A lent loan whose schedule is moved 100 days back, so that its first instalments are overdue today: LEND
   * issues on today, and payments cannot be dated in the future.
   */
  overdueLoan(): Promise<Loan>;
}

/**
 * The tenant's example content (the consumer loan product and its lookups), a borrower and a guarantor, and
 * the example loan application naming them.
 */
export async function lendingSetup(env: SignedInTenant, code: string): Promise<LendingSetup> {
  const { call } = env;
  await env.server.db.withTenant(env.tenant.id, (tx) => loadExamples(tx, systemActor(env.tenant.id)));
  const products = (await call('GET', '/api/products')).body as { id: string; name: string }[];
  const productId = (products.find((product) => product.name === 'Consumer loan') as { id: string }).id;
  const party = async (partyType: string, partyData: Record<string, unknown>): Promise<PartyReference> => {
    const created = (await call('POST', '/api/parties', { partyType, data: partyData })).body as Party;
    return {
      id: created.id,
      name: created.name,
      ...(created.code ? { code: created.code } : {}),
      partyType: created.partyType,
    };
  };
  const borrower = await party('PRIVATE', {
    person: { firstName: 'Laima', lastName: 'Pirmā', personalCode: `${code}-${Date.now()}-1` },
  });
  const guarantor = await party('LEGAL', {
    company: { name: 'SIA Pirmais', registrationNumber: `4011${Date.now()}` },
  });
  const data = () => {
    const parsed = exampleData<ApplicationData>('consumer-loan.application.json');
    (parsed.borrower as Record<string, unknown>).customer = borrower;
    (parsed.guarantor as Record<string, unknown>).party = guarantor;
    return parsed;
  };
  const read = async (id: string) =>
    ((await call('GET', `/api/loan-applications/${id}`)).body as QuoteContext).quote;
  const lend: LendingSetup['lend'] = (application, user) =>
    call(
      'POST',
      `/api/loan-applications/${application.id}/lend`,
      { quote: { id: application.id, version: application.version } },
      user,
    );
  const savedApplication: LendingSetup['savedApplication'] = async (applicationData = data()) => {
    const init = await call('POST', `/api/products/${productId}/init-quote`);
    const draft = (init.body as { quote: QuoteDraft }).quote;
    const saved = await call('POST', '/api/loan-applications/save', {
      quote: { ...draft, data: applicationData },
      product: { id: productId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body as QuoteContext).quote;
  };
  const approve: LendingSetup['approve'] = async (id) => {
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(`update quote set status = 'APPROVED' where id = $1`, [id]),
    );
    return read(id);
  };
  return {
    productId,
    borrower,
    guarantor,
    data,
    savedApplication,
    approve,
    lend,
    async overdueLoan() {
      const overdue = data();
      (overdue.loan as Record<string, unknown>).firstPaymentDate = firstPaymentDate(tenantToday(), 15);
      const lent = await lend(await approve((await savedApplication(overdue)).id));
      expect(lent.status, JSON.stringify(lent.body)).toBe(200);
      const loanId = (lent.body as QuoteContext).quote.targetLoanId as string;
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query(
          `update loan_installment set due_date = due_date - 100, start_date = start_date - 100,
                  end_date = end_date - 100 where loan_id = $1`,
          [loanId],
        ),
      );
      return (await call('GET', `/api/loans/${loanId}`)).body as Loan;
    },
  };
}
