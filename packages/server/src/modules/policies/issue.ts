import {
  addDays,
  cancellationRefund,
  changeAdjustment,
  checkMove,
  compareDates,
  fromMinorUnits,
  hasStatusFlag,
  isPlainDate,
  QUOTE_WORKFLOW,
  toMinorUnits,
  validationMessage,
  type ActionType,
  type ContractOperation,
  type ContractParty,
  type PartyReference,
  type PolicyScheduleRow,
  type QuoteContext,
  type QuoteStatus,
  type SaveQuote,
  type TransactionSummary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { productVersionService } from '../productVersions/service.js';
import { quoteContext, QUOTE_KINDS, type QuoteKind } from '../quotes/service.js';
import type { UserActor } from '../shared/actor.js';
import type { FormData } from '../shared/formData.js';
import { recordChange } from '../shared/journal.js';
import {
  POLICY_KIND,
  prorationSettings,
  tenantToday,
  transactionRows,
  type PolicyRow,
  type TransactionRow,
} from './service.js';

/** The quote as issuing reads it, locked; money in minor units. */
interface IssuedQuote {
  id: string;
  quote_nr: string;
  status: QuoteStatus;
  action_type: ActionType;
  product_id: string;
  product_version_id: string;
  contractee: PartyReference | null;
  beneficiary: PartyReference | null;
  start_date: string | null;
  end_date: string | null;
  currency: string | null;
  premium: number | null;
  sum_insured: number | null;
  payment_schedule: PolicyScheduleRow[] | null;
  current_policy_id: string | null;
  data: FormData;
  version: number;
}

/** What issuing needs of a quote, checked: 400 with the missing fields otherwise. */
interface Terms {
  startDate: string;
  endDate: string;
  currency: string;
  premium: number;
  sumInsured: number | null;
}

interface IssueContext {
  tx: Tx;
  actor: UserActor;
  permissions: readonly string[];
  call: OperationCall<SaveQuote>;
  quote: IssuedQuote;
  today: string;
}

/**
 * ISSUE of an insurance quote (APPROVED or QUOTED): in the caller's one transaction, creates or changes the
 * policy with a transaction and makes the quote ISSUED, pointing to the policy. The quote row is locked
 * first, so of two issues of one quote the second waits and then finds it ISSUED (409); any failure rolls
 * everything back, leaving no half policy. By the quote's action type:
 * - NEW: a new policy, ACTIVE, its first transaction NEW charging the premium;
 * - CHANGE: the policy takes the quote's data, premium and sum insured from the quote's start date, and the
 *   transaction charges or refunds the prorated difference;
 * - CANCELLATION: the policy is CANCELLED from the quote's start date and the transaction refunds the
 *   unearned premium less the product's short-rate holdback;
 * - REINSTATEMENT: the cancelled policy is ACTIVE again from its cancellation date; the refund is charged back
 *   and the holdback reversed;
 * - RENEWAL: a new policy for the quote's term, ACTIVE, with a RENEWAL transaction; the policy renewed
 *   becomes RENEWED.
 * The contract operation of a quote acting on a policy needs its permission too (e.g. `contract:Cancel`).
 */
export async function issueQuote(
  tx: Tx,
  kind: QuoteKind,
  call: OperationCall<SaveQuote>,
): Promise<QuoteContext> {
  if (kind !== QUOTE_KINDS.INSURANCE) throw httpError(400, 'unknownOperation');
  const { actor, permissions, moment, body } = call;
  const quoteId = call.id ?? body.quote.id;
  if (quoteId === undefined) throw httpError(400, 'validationFailed', { 'quote.id': ['required'] });
  const quote = await readForIssue(tx, quoteId);
  if (body.quote.version === undefined) {
    throw httpError(400, 'validationFailed', { 'quote.version': ['required'] });
  }
  if (body.quote.version !== quote.version) throw httpError(409, STALE_VERSION_MESSAGE);
  const move = checkMove(QUOTE_WORKFLOW, quote.status, 'ISSUE', permissions);
  if (!move.allowed) {
    if (move.reason === 'lackPermission') throw httpError(403, 'lackPermission');
    throw httpError(
      409,
      hasStatusFlag(QUOTE_WORKFLOW, quote.status, 'locked') ? 'quoteLocked' : 'notAllowedFromStatus',
    );
  }
  const before = await kind.read(tx, quote.id);
  const context: IssueContext = { tx, actor, permissions, call, quote, today: await tenantToday(tx, moment) };
  const policyId = await ISSUERS[quote.action_type]?.(context);
  if (policyId === undefined) throw httpError(409, 'notAllowedForActionType');
  await tx.query(
    `update quote set status = 'ISSUED', target_policy_id = $2, issue_date = $3, version = version + 1,
            updated_at = now()
      where id = $1`,
    [quote.id, policyId, context.today],
  );
  const after = await kind.read(tx, quote.id);
  await recordChange(tx, actor, {
    objectTable: 'quote',
    objectId: quote.id,
    eventType: 'ISSUE',
    objectDisplayName: quote.quote_nr,
    previousState: await kind.declaration.present(tx, before),
    newState: await kind.declaration.present(tx, after),
  });
  return quoteContext(tx, kind, after, permissions);
}

async function readForIssue(tx: Tx, id: string): Promise<IssuedQuote> {
  const { rows } = await tx.query<IssuedQuote>(
    `select id, quote_nr, status, action_type, product_id, product_version_id, contractee, beneficiary,
            start_date::text as start_date, end_date::text as end_date, currency, premium, sum_insured,
            payment_schedule, current_policy_id, data, version
       from quote where id = $1 and product_type = 'INSURANCE' for update`,
    [id],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}

type Issuer = (context: IssueContext) => Promise<string>;

const ISSUERS: Partial<Record<ActionType, Issuer>> = {
  NEW: issueNew,
  RENEWAL: issueRenewal,
  CHANGE: issueChange,
  CANCELLATION: issueCancellation,
  REINSTATEMENT: issueReinstatement,
};

/** The quote's terms, or 400 naming every missing one. */
function termsOf({ quote, call }: IssueContext, needsPremium = true): Terms {
  const missing: string[] = [];
  if (quote.start_date === null) missing.push('startDate');
  if (quote.end_date === null) missing.push('endDate');
  if (quote.currency === null) missing.push('currency');
  if (needsPremium && quote.premium === null) missing.push('premium');
  if (missing.length > 0) {
    const message = validationMessage('required', {}, call.moment.locale);
    throw httpError(400, 'validationFailed', Object.fromEntries(missing.map((field) => [field, [message]])));
  }
  return {
    startDate: quote.start_date as string,
    endDate: quote.end_date as string,
    currency: quote.currency as string,
    premium: quote.premium ?? 0,
    sumInsured: quote.sum_insured,
  };
}

/**
 * The quote's payment schedule, which a new term needs: not empty, each row's dates in order and its amount
 * in the currency's subunits, the amounts adding up to exactly the premium (400 with the message keys).
 */
function requireSchedule(schedule: PolicyScheduleRow[] | null, terms: Terms): PolicyScheduleRow[] {
  const rows = schedule ?? [];
  if (rows.length === 0) {
    throw httpError(400, 'validationFailed', { paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'] });
  }
  let total = 0;
  for (const [index, row] of rows.entries()) {
    const valid =
      isPlainDate(row.dueDate) &&
      isPlainDate(row.startDate) &&
      isPlainDate(row.endDate) &&
      compareDates(row.endDate, row.startDate) >= 0 &&
      typeof row.amount === 'number' &&
      row.amount >= 0 &&
      fromMinorUnits(toMinorUnits(row.amount, terms.currency), terms.currency) === row.amount;
    if (!valid) throw httpError(400, 'validationFailed', { [`paymentSchedule.${index}`]: ['invalid'] });
    total += toMinorUnits(row.amount, terms.currency);
  }
  if (total !== terms.premium) {
    throw httpError(400, 'validationFailed', { paymentSchedule: ['paymentSchedule.totalMustEqualPremium'] });
  }
  return rows;
}

/** The policy holder (PH) and beneficiary (BNF) a quote names. */
function partiesOf(quote: IssuedQuote): ContractParty[] {
  return [
    ...(quote.contractee === null ? [] : [{ role: 'PH' as const, party: quote.contractee }]),
    ...(quote.beneficiary === null ? [] : [{ role: 'BNF' as const, party: quote.beneficiary }]),
  ];
}

async function formOf(context: IssueContext, productVersionId: string) {
  const version = await productVersionService.get(context.tx, productVersionId);
  return POLICY_KIND.form(context.tx, version.definition.objectDefinitions, context.call.moment);
}

/** A new policy for the quote's terms, ACTIVE, issued today, with its first transaction. */
async function createPolicy(
  context: IssueContext,
  actionType: 'NEW' | 'RENEWAL',
  renewalOf: PolicyRow | null,
): Promise<string> {
  const { tx, actor, quote, today, call } = context;
  const terms = termsOf(context);
  const schedule = requireSchedule(quote.payment_schedule, terms);
  const parties = partiesOf(quote);
  const { method } = await prorationSettings(tx, quote.product_id);
  const { row } = await POLICY_KIND.save(tx, actor, {
    before: null,
    form: await formOf(context, quote.product_version_id),
    data: quote.data,
    moment: call.moment,
    set: {
      status: POLICY_KIND.declaration.workflow?.machine.initial,
      product_id: quote.product_id,
      product_version_id: quote.product_version_id,
      start_date: terms.startDate,
      end_date: terms.endDate,
      issue_date: today,
      currency: terms.currency,
      premium: terms.premium,
      sum_insured: terms.sumInsured,
      contractee: quote.contractee,
      contractee_id: quote.contractee?.id ?? null,
      parties: JSON.stringify(parties),
      renewal_of_id: renewalOf?.id ?? null,
    },
  });
  const premium = fromMinorUnits(terms.premium, terms.currency);
  await insertTransaction(context, row, {
    actionType,
    startDate: terms.startDate,
    endDate: terms.endDate,
    premium: terms.premium,
    sumInsured: terms.sumInsured,
    delta: terms.premium,
    parties,
    schedule,
    data: quote.data,
    summary: { ...emptySummary(method), premium, deltaPremium: premium },
  });
  return row.id;
}

function issueNew(context: IssueContext): Promise<string> {
  if (context.quote.current_policy_id !== null) throw httpError(409, 'notAllowedForActionType');
  return createPolicy(context, 'NEW', null);
}

/** The policy a quote acts on, locked, after the contract operation's move is checked (403, 409). */
async function policyFor(context: IssueContext, operation: ContractOperation): Promise<PolicyRow> {
  if (context.quote.current_policy_id === null) throw httpError(409, 'notAllowedForActionType');
  const policy = await POLICY_KIND.read(context.tx, context.quote.current_policy_id, true);
  POLICY_KIND.requireMove(policy.status, operation, context.permissions);
  return policy;
}

async function issueRenewal(context: IssueContext): Promise<string> {
  const policy = await policyFor(context, 'RENEW');
  const renewal = await createPolicy(context, 'RENEWAL', policy);
  await movePolicy(context, policy, 'RENEW', {});
  return renewal;
}

/** The quote's start date as the effective date of an operation on the policy's term (400 outside it). */
function effectiveDate(context: IssueContext, policy: PolicyRow): string {
  const date = context.quote.start_date ?? context.today;
  if (compareDates(date, policy.start_date) < 0 || compareDates(date, addDays(policy.end_date, 1)) > 0) {
    throw httpError(400, 'validationFailed', {
      startDate: [validationMessage('notAllowed', {}, context.call.moment.locale)],
    });
  }
  return date;
}

const termOf = (policy: PolicyRow) => ({
  currency: policy.currency,
  termStart: policy.start_date,
  // Proration takes the end exclusive; a policy's end date is its last covered day.
  termEnd: addDays(policy.end_date, 1),
});

async function issueChange(context: IssueContext): Promise<string> {
  const { tx, quote, call } = context;
  const policy = await policyFor(context, 'CHANGE');
  const terms = termsOf(context);
  if (terms.currency !== policy.currency) {
    throw httpError(400, 'validationFailed', {
      currency: [validationMessage('notAllowed', {}, call.moment.locale)],
    });
  }
  const changeDate = effectiveDate(context, policy);
  const { method } = await prorationSettings(tx, policy.product_id);
  const { currency } = policy;
  const adjustment = changeAdjustment({
    ...termOf(policy),
    previousPremium: fromMinorUnits(policy.premium, currency),
    premium: fromMinorUnits(terms.premium, currency),
    changeDate,
    method,
  });
  const parties = partiesOf(quote);
  const changed = await movePolicy(context, policy, 'CHANGE', {
    data: quote.data,
    set: {
      premium: terms.premium,
      sum_insured: terms.sumInsured,
      contractee: quote.contractee,
      contractee_id: quote.contractee?.id ?? null,
      parties: JSON.stringify(parties),
    },
  });
  await insertTransaction(context, changed, {
    actionType: 'CHANGE',
    startDate: changeDate,
    endDate: policy.end_date,
    premium: terms.premium,
    sumInsured: terms.sumInsured,
    delta: toMinorUnits(adjustment.difference, currency),
    parties,
    schedule: quote.payment_schedule ?? [],
    data: quote.data,
    summary: {
      ...emptySummary(method),
      previousPremium: fromMinorUnits(policy.premium, currency),
      premium: fromMinorUnits(terms.premium, currency),
      deltaPremium: adjustment.difference,
      previousRemaining: adjustment.previousAfter,
      remaining: adjustment.after,
    },
  });
  return policy.id;
}

async function issueCancellation(context: IssueContext): Promise<string> {
  const { tx } = context;
  const policy = await policyFor(context, 'CANCEL');
  const cancelDate = effectiveDate(context, policy);
  const { method, holdbackPercent } = await prorationSettings(tx, policy.product_id);
  const { currency } = policy;
  const premium = fromMinorUnits(policy.premium, currency);
  const refund = cancellationRefund({ ...termOf(policy), premium, cancelDate, method, holdbackPercent });
  const cancelled = await movePolicy(context, policy, 'CANCEL', {});
  await insertTransaction(context, cancelled, {
    actionType: 'CANCELLATION',
    startDate: cancelDate,
    endDate: policy.end_date,
    premium: policy.premium,
    sumInsured: policy.sum_insured,
    delta: -toMinorUnits(refund.refund, currency),
    parties: policy.parties,
    schedule: [],
    data: policy.data,
    summary: {
      ...emptySummary(method),
      previousPremium: premium,
      premium: 0,
      deltaPremium: fromMinorUnits(-toMinorUnits(refund.refund, currency), currency),
      proRataRefund: refund.proRataRefund,
      holdbackPercent,
      holdback: refund.holdback,
      refund: refund.refund,
    },
  });
  return policy.id;
}

async function issueReinstatement(context: IssueContext): Promise<string> {
  const { tx } = context;
  const policy = await policyFor(context, 'REINSTATEMENT');
  const cancellation = (await transactionRows(tx, policy.id))
    .reverse()
    .find((transaction) => transaction.action_type === 'CANCELLATION');
  if (cancellation === undefined) throw httpError(409, 'notAllowedFromStatus');
  const { currency } = policy;
  const cancelled = cancellation.summary;
  const chargeBack = cancelled.refund ?? 0;
  const reinstated = await movePolicy(context, policy, 'REINSTATEMENT', {});
  await insertTransaction(context, reinstated, {
    actionType: 'REINSTATEMENT',
    // Cover resumes where the cancellation ended it: no gap.
    startDate: cancellation.start_date,
    endDate: policy.end_date,
    premium: policy.premium,
    sumInsured: policy.sum_insured,
    delta: toMinorUnits(chargeBack, currency),
    parties: policy.parties,
    schedule: [],
    data: policy.data,
    summary: {
      ...emptySummary(cancelled.prorationMethod),
      previousPremium: 0,
      premium: fromMinorUnits(policy.premium, currency),
      deltaPremium: chargeBack,
      proRataRefund: cancelled.proRataRefund,
      holdbackPercent: cancelled.holdbackPercent,
      holdback: cancelled.holdback,
      refund: cancelled.refund,
    },
  });
  return policy.id;
}

/** Saves the policy through the kit with the contract operation's move (its data unless new data is given). */
async function movePolicy(
  context: IssueContext,
  policy: PolicyRow,
  operation: ContractOperation,
  change: { data?: FormData; set?: Record<string, unknown> },
): Promise<PolicyRow> {
  const { row } = await POLICY_KIND.save(context.tx, context.actor, {
    before: policy,
    version: policy.version,
    form: await formOf(context, policy.product_version_id),
    data: change.data ?? policy.data,
    moment: context.call.moment,
    ...(change.set === undefined ? {} : { set: change.set }),
    operation: { name: operation, permissions: context.permissions },
  });
  return row;
}

function emptySummary(method: TransactionSummary['prorationMethod']): TransactionSummary {
  return {
    previousPremium: null,
    premium: 0,
    deltaPremium: 0,
    totalPremium: 0,
    prorationMethod: method,
    previousRemaining: null,
    remaining: null,
    proRataRefund: null,
    holdbackPercent: null,
    holdback: null,
    refund: null,
  };
}

interface NewTransaction {
  actionType: ActionType;
  startDate: string;
  endDate: string;
  /** Minor units. */
  premium: number;
  sumInsured: number | null;
  delta: number;
  parties: ContractParty[];
  schedule: PolicyScheduleRow[];
  data: FormData;
  summary: TransactionSummary;
}

/** Appends the policy's next transaction; the summary's running total includes it. */
async function insertTransaction(
  context: IssueContext,
  policy: PolicyRow,
  transaction: NewTransaction,
): Promise<TransactionRow['id']> {
  const { tx, actor, quote, today } = context;
  const { rows } = await tx.query<{ sequence: number; total: number }>(
    `select coalesce(max(sequence), 0) + 1 as sequence, coalesce(sum(delta_premium), 0)::bigint as total
       from policy_transaction where policy_id = $1`,
    [policy.id],
  );
  const { sequence, total } = rows[0] as { sequence: number; total: number };
  const summary = {
    ...transaction.summary,
    totalPremium: fromMinorUnits(total + transaction.delta, policy.currency),
  };
  const inserted = await tx.query<{ id: string }>(
    `insert into policy_transaction (tenant_id, policy_id, sequence, action_type, quote_id, issue_date, start_date,
            end_date, currency, premium, sum_insured, delta_premium, parties, payment_schedule, summary, data)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     returning id`,
    [
      actor.tenantId,
      policy.id,
      sequence,
      transaction.actionType,
      quote.id,
      today,
      transaction.startDate,
      transaction.endDate,
      policy.currency,
      transaction.premium,
      transaction.sumInsured,
      transaction.delta,
      JSON.stringify(transaction.parties),
      JSON.stringify(transaction.schedule),
      JSON.stringify(summary),
      transaction.data,
    ],
  );
  return (inserted.rows[0] as { id: string }).id;
}
