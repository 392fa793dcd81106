/**
 * `npm run bench`, loans: the median and p95 latency, over loopback and one call at a time, of a 360-month loan
 * that has 1,000 payments: recalculating it with one more payment (`POST /api/loans/{id}/payments/calculate
 * ?dryRun=true`: every stored payment replayed over the schedule, nothing stored), then adding payments
 * (`POST /api/loans/{id}/payments`: the row locked, the replay of them all stored on the 360 instalments and
 * journalled), 50 runs each by default (`BENCH_RUNS`). Runs on the embedded PGlite, or on the PostgreSQL of
 * DATABASE_URL when set. Printed, not asserted.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_TENANT_SETTINGS,
  firstPaymentDate,
  localNow,
  type Loan,
  type LoanPaymentCalculation,
  type Party,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import { exampleData } from '../../engine/test-support/exampleData.js';
import { EXAMPLES_DIR, loadExamples } from '../src/demo/examples.js';
import { systemActor } from '../src/modules/shared/actor.js';
import {
  benchApi,
  percentile,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
} from './benchServer.js';

const TERM_MONTHS = 360;
const PAYMENTS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** The schedule is moved this many days back, so that the payments fall on instalments already due. */
const DAYS_BACK = 3 * PAYMENTS;

/** The examples with the consumer loan's term range widened to the bench's term (it lends up to 84 months). */
function widenedExamples(): string {
  const directory = mkdtempSync(join(tmpdir(), 'coverline-bench-examples-'));
  cpSync(EXAMPLES_DIR, directory, { recursive: true });
  const product = join(directory, 'products', 'consumer-loan.json');
  writeFileSync(
    product,
    readFileSync(product, 'utf8').replace('"maxValue": 84', `"maxValue": ${TERM_MONTHS}`),
  );
  return directory;
}

await withBenchServer(async (server) => {
  const tenant = await registerBenchTenant(server.db, `bench_loan_${Date.now()}`);
  const call = benchApi(server, await signInBenchTenant(server, tenant));
  const examples = widenedExamples();
  await server.db.withTenant(tenant.id, (tx) => loadExamples(tx, systemActor(tenant.id), examples));
  rmSync(examples, { recursive: true, force: true });
  const products = await call<{ id: string; name: string }[]>('GET', '/api/products');
  const productId = (products.find((product) => product.name === 'Consumer loan') as { id: string }).id;
  const party = async (partyType: string, data: Record<string, unknown>) => {
    const created = await call<Party>('POST', '/api/parties', { partyType, data });
    return { id: created.id, name: created.name, partyType: created.partyType };
  };
  const application = exampleData<Record<string, Record<string, unknown>>>('consumer-loan.application.json');
  application.borrower = {
    ...application.borrower,
    customer: await party('PRIVATE', {
      person: { firstName: 'Laima', lastName: 'Ilgā', personalCode: 'bench-l1' },
    }),
  };
  application.guarantor = {
    ...application.guarantor,
    party: await party('LEGAL', { company: { name: 'SIA Ilgais', registrationNumber: '40110000001' } }),
  };
  const today = localNow(new Date(), DEFAULT_TENANT_SETTINGS.timeZone as string).slice(0, 10);
  application.loan = {
    ...application.loan,
    term: TERM_MONTHS,
    amount: { amount: 250_000, currency: 'EUR' },
    firstPaymentDate: firstPaymentDate(today, 15),
  };
  const { quote: draft } = await call<{ quote: QuoteDraft }>('POST', `/api/products/${productId}/init-quote`);
  const { quote: saved } = await call<QuoteContext>('POST', '/api/loan-applications/save', {
    quote: { ...draft, data: application },
    product: { id: productId },
  });
  // The underwriting moves are the quote operations' concern; LEND is what makes the loan.
  await server.db.withTenant(tenant.id, (tx) =>
    tx.query(`update quote set status = 'APPROVED' where id = $1`, [saved.id]),
  );
  const { quote: lent } = await call<QuoteContext>('POST', `/api/loan-applications/${saved.id}/lend`, {
    quote: { id: saved.id, version: saved.version },
  });
  const loanId = lent.targetLoanId as string;
  // 1,000 payments added one by one over HTTP would replay 1 … 1,000 payments each (the add's own cost, not
  // this figure's); they are written as the add writes them, one every three days up to today.
  await server.db.withTenant(tenant.id, async (tx) => {
    await tx.query(
      `update loan_installment set due_date = due_date - $2::int, start_date = start_date - $2::int,
              end_date = end_date - $2::int where loan_id = $1`,
      [loanId, DAYS_BACK],
    );
    await tx.query(
      `insert into loan_payment (tenant_id, loan_id, type, payment_action, payment_date, amount, allocation_order)
       select $1, $2, 'REGULAR', 'PER_SCHEDULE', $3::date - (3 * ($4::int - n)), 45000,
              '["PENALTY","COMMISSION","INTEREST","PRINCIPAL"]'::jsonb
         from generate_series(1, $4::int) as n`,
      [tenant.id, loanId, today, PAYMENTS],
    );
  });
  const loan = await call<Loan>('GET', `/api/loans/${loanId}`);
  const payment = {
    type: 'REGULAR',
    date: today,
    amount: 450,
    allocationOrder: ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'],
    paymentAction: 'PER_SCHEDULE',
  };
  const path = `/api/loans/${loanId}/payments/calculate?dryRun=true`;
  await call('POST', path, payment); // warm-up: the first call compiles what the later ones reuse
  const calculations = await timed(RUNS, () => call('POST', path, payment));
  // Each add is dated today, after the 1,000, and sends the version the previous answer gave.
  let { version } = loan;
  const adds = await timed(RUNS, async () => {
    ({ version } = await call<LoanPaymentCalculation>('POST', `/api/loans/${loanId}/payments`, {
      ...payment,
      version,
    }));
  });
  console.log(
    `${server.engine}, a ${TERM_MONTHS}-month loan (${loan.installments.length} instalments) with ${PAYMENTS} payments, ${RUNS} runs each one at a time`,
  );
  const line = (label: string, times: number[]) =>
    console.log(
      `  ${label.padEnd(58)} median ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
    );
  line('POST /api/loans/{id}/payments/calculate (nothing stored)', calculations);
  line(`POST /api/loans/{id}/payments (stored; ${PAYMENTS + 1}…${PAYMENTS + RUNS} payments)`, adds);
});

/** The sorted durations in milliseconds of `runs` calls of `call`, one after the other. */
async function timed(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
