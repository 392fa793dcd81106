import {
  allocatePayments,
  FinanceInputError,
  fromMinorUnits,
  hasStatusFlag,
  CONTRACT_WORKFLOW,
  DEFAULT_ALLOCATION_ORDER,
  toMinorUnits,
  validationMessage,
  type LoanInstallment,
  type PartyReference,
  type LoanPayment,
  type LoanPaymentCalculation,
  type LoanPaymentInput,
  type Payment,
  type PaymentAllocationResult,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { recordChange } from '../shared/journal.js';
import type { UserActor } from '../shared/actor.js';
import {
  engineInstallment,
  inDisplayOrder,
  installmentRows,
  LOAN_KIND,
  presentInstallment,
  type LoanRow,
} from './service.js';
import { tenantParty } from '../tenantSettings/tenantParty.js';

interface PaymentRow {
  id: string;
  type: LoanPayment['type'];
  payment_action: LoanPayment['paymentAction'];
  payment_date: string;
  amount: number;
  allocation_order: LoanPayment['allocationOrder'];
  disable_penalty_cap: boolean;
  payer: PartyReference | null;
  created_at: Date;
}

/** Contract statuses that the payments close a loan in. */
const CLOSED_BY_PAYMENTS = ['REPAID', 'CEDED', 'WRITEOFF'] as const;

async function paymentRows(tx: Tx, loanId: string): Promise<PaymentRow[]> {
  const { rows } = await tx.query<PaymentRow>(
    `select p.id, p.type, p.payment_action, p.payment_date::text as payment_date, p.amount, p.allocation_order,
            p.disable_penalty_cap, p.created_at,
            case when payer.id is null then null
                 else jsonb_strip_nulls(jsonb_build_object('id', payer.id, 'name', payer.name, 'code', payer.code,
                                                           'partyType', payer.party_type)) end as payer
       from loan_payment p left join party payer on payer.id = p.payer_id
      where p.loan_id = $1 order by p.payment_date, p.created_at, p.id`,
    [loanId],
  );
  return rows;
}

function presentPayment(row: PaymentRow, currency: string): LoanPayment {
  return {
    id: row.id,
    type: row.type,
    date: row.payment_date,
    amount: fromMinorUnits(Number(row.amount), currency),
    allocationOrder: row.allocation_order,
    paymentAction: row.payment_action,
    disablePenaltyCap: row.disable_penalty_cap,
    payer: row.payer,
    createdAt: row.created_at.toISOString(),
  };
}

const enginePayment = (payment: LoanPayment): Payment => ({
  id: payment.id,
  type: payment.type,
  date: payment.date,
  createdAt: payment.createdAt,
  amount: payment.amount,
  allocationOrder: payment.allocationOrder,
  paymentAction: payment.paymentAction,
  disablePenaltyCap: payment.disablePenaltyCap,
});

/** A loan as the caller read it: its id and, when the caller sends it, its version then. */
export interface LoanAsRead {
  loanId: string;
  version: number | undefined;
}

/**
 * The loan a call changes, locked first so that changes of one loan take turns (the second is checked
 * against the first); 409 when the version the caller read is stale.
 */
export async function loanToChange(tx: Tx, { loanId, version }: LoanAsRead): Promise<LoanRow> {
  const loan = await LOAN_KIND.read(tx, loanId, true);
  if (version !== undefined && version !== loan.version) throw httpError(409, STALE_VERSION_MESSAGE);
  return loan;
}

/** The replay of the loan's saved payments on `today`: what its summary and instalments are now. */
export async function savedReplay(tx: Tx, loan: LoanRow, today: string): Promise<PaymentAllocationResult> {
  const payments = (await paymentRows(tx, loan.id)).map((row) => presentPayment(row, loan.currency));
  return replay(tx, loan, payments, undefined, today);
}

/**
 * The loan's instalments as of `today` (statuses and days late move with the days, not only with payments),
 * as the loan page shows them. A loan its payments closed (REPAID…) takes no more and keeps its last replay.
 */
export async function installmentsOn(tx: Tx, loan: LoanRow, today: string): Promise<LoanInstallment[]> {
  if (!hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule')) {
    return (await installmentRows(tx, loan.id)).map((row) => presentInstallment(row, loan.currency));
  }
  return (await savedReplay(tx, loan, today)).installments.map(presentReplayed);
}

function presentReplayed(installment: PaymentAllocationResult['installments'][number]): LoanInstallment {
  return {
    // Every stored instalment has its id.
    id: installment.id as string,
    dueDate: installment.dueDate,
    startDate: installment.startDate,
    endDate: installment.endDate,
    status: installment.status,
    daysLate: installment.daysLate,
    lines: inDisplayOrder(installment.lines),
  };
}

/** `GET /api/loans/{id}/payments`. */
export async function loanPayments(tx: Tx, loanId: string): Promise<LoanPayment[]> {
  const loan = await LOAN_KIND.read(tx, loanId);
  return (await paymentRows(tx, loanId)).map((row) => presentPayment(row, loan.currency));
}

/**
 * Who pays: a DISCOUNT is the tenant's own money, so its payer is the tenant's own party (the LEGAL party
 * with the registration number of the tenant's settings; 409 `tenantPartyMissing` when there is none),
 * whatever the client sends; a REGULAR payment's is the party named (400 when it does not exist) or else
 * the borrower.
 */
async function payerOf(
  tx: Tx,
  loan: LoanRow,
  input: LoanPaymentInput,
  locale: string,
): Promise<string | null> {
  if (input.type === 'DISCOUNT') {
    const company = await tenantParty(tx);
    if (company === null) throw httpError(409, 'tenantPartyMissing');
    return company.id;
  }
  if (input.payer === undefined) return loan.contractee?.id ?? null;
  const { rows } = await tx.query('select 1 from party where id = $1', [input.payer.id]);
  if (rows.length === 0)
    throw httpError(400, 'validationFailed', { payer: [validationMessage('notAllowed', {}, locale)] });
  return input.payer.id;
}

/** A DISCOUNT pays penalties only, whatever order it names. */
const orderOf = (input: LoanPaymentInput) =>
  input.type === 'DISCOUNT' ? ['PENALTY' as const] : input.allocationOrder;

/**
 * The rules of a new payment on the loan (400 on the field, 409 on the loan's status): only a loan with a
 * full schedule (ACTIVE, TERMINATED) takes payments; CESSION and WRITEOFF close a TERMINATED loan only; the
 * date is neither in the future nor before the latest payment; the amount is exact in the currency.
 */
function checkPayment(
  loan: LoanRow,
  input: LoanPaymentInput,
  latest: PaymentRow | undefined,
  today: string,
  locale: string,
): void {
  if (!hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule'))
    throw httpError(409, 'notAllowedFromStatus');
  const refused = (field: string) => {
    throw httpError(400, 'validationFailed', { [field]: [validationMessage('notAllowed', {}, locale)] });
  };
  if (
    (input.paymentAction === 'CESSION' || input.paymentAction === 'WRITEOFF') &&
    loan.status !== 'TERMINATED'
  ) {
    refused('paymentAction');
  }
  if (input.date > today || (latest !== undefined && input.date < latest.payment_date)) refused('date');
  if (exactMinorUnits(input.amount, loan.currency) === undefined) refused('amount');
}

/**
 * `amount` in integer minor units of `currency`, or undefined when it is finer than the subunit (it would be
 * rounded away: refused rather than silently changed) or beyond exact integers.
 */
export function exactMinorUnits(amount: number, currency: string): number | undefined {
  try {
    const minor = toMinorUnits(amount, currency);
    return fromMinorUnits(minor, currency) === amount ? minor : undefined;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return undefined;
  }
}

/** The replay of the loan's payments (and `extra`, not saved) over its scheduled instalments on `today`. */
async function replay(
  tx: Tx,
  loan: LoanRow,
  payments: readonly LoanPayment[],
  extra: Payment | undefined,
  today: string,
): Promise<PaymentAllocationResult> {
  const installments = (await installmentRows(tx, loan.id)).map((row) =>
    engineInstallment(row, loan.currency),
  );
  try {
    return allocatePayments({
      installments,
      payments: payments.map(enginePayment),
      ...(extra === undefined ? {} : { payment: extra }),
      currency: loan.currency,
      today,
      contractStatus: loan.status === 'TERMINATED' ? 'TERMINATED' : 'ACTIVE',
    });
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    // The new payment's fields are the body's (`payment.amount` → `amount`).
    const field = error.field.startsWith('payment.') ? error.field.slice('payment.'.length) : error.field;
    throw httpError(400, 'validationFailed', { [field]: [`paymentSchedule.${error.key}`] });
  }
}

export function answerOf(
  result: PaymentAllocationResult,
  loan: LoanRow,
  version: number,
): LoanPaymentCalculation {
  return {
    installments: result.installments.map(presentReplayed),
    orphanPayments: result.orphanPayments,
    loanActualInfo: { currency: loan.currency, ...result.loanActualInfo },
    version,
  };
}

/**
 * Stores the replay on the instalments, moves a loan its payments closed (REPAID, CEDED, WRITEOFF) unless
 * `keepStatus` (the operation that settles it moves it), and counts the change in the loan's version,
 * journalled as `event`.
 */
export async function store(
  tx: Tx,
  actor: UserActor,
  loan: LoanRow,
  result: PaymentAllocationResult,
  event: string,
  keepStatus = false,
): Promise<number> {
  for (const installment of result.installments) {
    await tx.query('update loan_installment set status = $2, days_late = $3, allocated = $4 where id = $1', [
      installment.id,
      installment.status,
      installment.daysLate,
      JSON.stringify(installment.lines),
    ]);
  }
  const closedBy = result.loanActualInfo.contractStatus;
  const closes = !keepStatus && (CLOSED_BY_PAYMENTS as readonly string[]).includes(closedBy);
  const status = closes ? closedBy : loan.status;
  const { rows } = await tx.query<{ version: number }>(
    'update loan set status = $2, version = version + 1, updated_at = now() where id = $1 returning version',
    [loan.id, status],
  );
  const after = await LOAN_KIND.read(tx, loan.id);
  await recordChange(tx, actor, {
    objectTable: 'loan',
    objectId: loan.id,
    eventType: event,
    objectDisplayName: loan.contract_nr,
    previousState: { status: loan.status, version: loan.version },
    newState: { status: after.status, version: after.version },
  });
  return (rows[0] as { version: number }).version;
}

/** The payment the input describes, not saved yet (no id). */
const paymentOf = (input: LoanPaymentInput): Payment => ({
  type: input.type,
  date: input.date,
  amount: input.amount,
  allocationOrder: orderOf(input),
  paymentAction: input.paymentAction,
  disablePenaltyCap: input.disablePenaltyCap ?? false,
});

/** `POST /api/loans/{id}/payments/calculate`: the replay with the payment previewed; nothing is stored. */
export async function calculatePayment(
  tx: Tx,
  loanId: string,
  input: LoanPaymentInput,
  today: string,
  moment: FormMoment,
): Promise<LoanPaymentCalculation> {
  const loan = await LOAN_KIND.read(tx, loanId);
  const saved = await paymentRows(tx, loanId);
  checkPayment(loan, input, saved.at(-1), today, moment.locale);
  const payments = saved.map((row) => presentPayment(row, loan.currency));
  return answerOf(await replay(tx, loan, payments, paymentOf(input), today), loan, loan.version);
}

/**
 * `POST /api/loans/{id}/payments`: adds the payment and stores the replay of all of them. The loan row is
 * locked first, so two payments on one loan take turns and the second is checked against the first; a stale
 * `version` is a 409.
 */
export async function addPayment(
  tx: Tx,
  actor: UserActor,
  loanId: string,
  input: LoanPaymentInput,
  today: string,
  moment: FormMoment,
): Promise<LoanPaymentCalculation> {
  if (input.version === undefined) throw httpError(400, 'validationFailed', { version: ['required'] });
  const loan = await loanToChange(tx, { loanId, version: input.version });
  const saved = await paymentRows(tx, loanId);
  checkPayment(loan, input, saved.at(-1), today, moment.locale);
  // Replayed before it is stored: a payment the rules refuse (too little to repay in full) changes nothing.
  const payments = saved.map((row) => presentPayment(row, loan.currency));
  await replay(tx, loan, payments, paymentOf(input), today);
  await insertPayment(tx, actor, loan, paymentOf(input), await payerOf(tx, loan, input, moment.locale));
  const all = (await paymentRows(tx, loanId)).map((row) => presentPayment(row, loan.currency));
  const result = await replay(tx, loan, all, undefined, today);
  return answerOf(result, loan, await store(tx, actor, loan, result, 'ADD_PAYMENT'));
}

async function insertPayment(
  tx: Tx,
  actor: UserActor,
  loan: LoanRow,
  payment: Payment,
  payer: string | null,
): Promise<void> {
  await tx.query(
    `insert into loan_payment (tenant_id, loan_id, type, payment_action, payment_date, amount, allocation_order,
            disable_penalty_cap, payer_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      actor.tenantId,
      loan.id,
      payment.type,
      payment.paymentAction,
      payment.date,
      toMinorUnits(payment.amount, loan.currency),
      JSON.stringify(payment.allocationOrder),
      payment.disablePenaltyCap,
      payer,
    ],
  );
}

/**
 * What renewing a loan does to it: the new loan pays off its closing balance on `today` — a FULL_REPAYMENT
 * by the borrower, in the default allocation order — so its instalments are paid and it owes nothing; its
 * status is left to the renewal (RENEWED, not REPAID). A loan that owes nothing gets no payment.
 */
export async function settleByRenewal(tx: Tx, actor: UserActor, loan: LoanRow, today: string): Promise<void> {
  const saved = (await paymentRows(tx, loan.id)).map((row) => presentPayment(row, loan.currency));
  const { closingBalance } = (await replay(tx, loan, saved, undefined, today)).loanActualInfo;
  if (closingBalance <= 0) return;
  const settlement: Payment = {
    type: 'REGULAR',
    date: today,
    amount: closingBalance,
    allocationOrder: [...DEFAULT_ALLOCATION_ORDER],
    paymentAction: 'FULL_REPAYMENT',
    disablePenaltyCap: false,
  };
  await insertPayment(tx, actor, loan, settlement, loan.contractee?.id ?? null);
  const all = (await paymentRows(tx, loan.id)).map((row) => presentPayment(row, loan.currency));
  const result = await replay(tx, loan, all, undefined, today);
  await store(tx, actor, loan, result, 'ADD_PAYMENT', true);
}

/**
 * `DELETE /api/loans/{id}/payments/{paymentId}`: only the latest payment, only on an ACTIVE or TERMINATED
 * loan not changed since the caller read it (409 otherwise; 404 for a payment of another loan); answers the
 * replay of those left.
 */
export async function deletePayment(
  tx: Tx,
  actor: UserActor,
  asRead: LoanAsRead,
  paymentId: string,
  today: string,
): Promise<LoanPaymentCalculation> {
  const loan = await loanToChange(tx, asRead);
  const saved = await paymentRows(tx, loan.id);
  if (!saved.some((row) => row.id === paymentId)) throw httpError(404, 'Not Found');
  if (loan.status !== 'ACTIVE' && loan.status !== 'TERMINATED') throw httpError(409, 'notAllowedFromStatus');
  if (saved.at(-1)?.id !== paymentId) throw httpError(409, 'notLatestPayment');
  await tx.query('delete from loan_payment where id = $1', [paymentId]);
  const left = saved.slice(0, -1).map((row) => presentPayment(row, loan.currency));
  const result = await replay(tx, loan, left, undefined, today);
  return answerOf(result, loan, await store(tx, actor, loan, result, 'DELETE_PAYMENT'));
}
