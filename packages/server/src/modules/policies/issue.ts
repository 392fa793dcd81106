import {
  addDays,
  cancellationRefund,
  changeAdjustment,
  compareDates,
  fromMinorUnits,
  toMinorUnits,
  validationMessage,
  type ActionType,
  type ContractOperation,
  type ContractParty,
  type PolicyScheduleRow,
  type QuoteContext,
  type SaveQuote,
  type TransactionSummary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { productVersionService } from '../productVersions/service.js';
import { performQuoteOperation } from '../quotes/operations.js';
import type { QuoteCoreValues } from '../quotes/quoteCoreFields.js';
import { coreValuesOf, QUOTE_KINDS, type QuoteKind, type QuoteRow } from '../quotes/service.js';
import type { UserActor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import type { FormData } from '../shared/formData.js';
import {
  POLICY_KIND,
  prorationSettings,
  transactionRows,
  withPeriod,
  type PolicyRow,
  type TransactionRow,
} from './service.js';
import { tenantToday } from '../shared/tenantToday.js';

/** What issuing works from: the quote as stored (locked) and what its data derives now. */
interface IssueContext {
  tx: Tx;
  actor: UserActor;
  permissions: readonly string[];
  moment: FormMoment;
  quote: QuoteRow;
  /** The core values of the data being issued (money in minor units). */
  core: QuoteCoreValues;
  data: FormData;
  /** The payment schedule being issued, checked against the premium. */
  schedule: readonly PolicyScheduleRow[];
  today: string;
}

/** What issuing needs of a quote, checked: 400 with the missing fields otherwise. */
interface Terms {
  startDate: string;
  endDate: string;
  currency: string;
  premium: number;
  sumInsured: number | null;
}

/**
 * ISSUE of an insurance quote (APPROVED or QUOTED), on the quote operations' extension point: the common
 * rules first (version, move, the operation's form, a valid payment schedule), then, in the same database
 * transaction and before the quote is written, the policy is created or changed with a transaction, and the
 * quote becomes ISSUED pointing to it (`target_policy_id`, `issue_date`). The quote row is locked first, so
 * of two issues of one quote the second waits and then finds it ISSUED (409); any failure rolls everything
 * back, leaving no half policy. By the quote's action type:
 * - NEW: a new policy, ACTIVE, its first transaction NEW charging the premium;
 * - CHANGE: the policy takes the quote's data, premium, sum insured and parties from the quote's start date,
 *   and the transaction charges or refunds the prorated difference;
 * - CANCELLATION: the policy is CANCELLED from the quote's start date and the transaction refunds the
 *   unearned premium less the product's short-rate holdback;
 * - REINSTATEMENT: the cancelled policy is ACTIVE again from its cancellation date; the refund is charged back
 *   and the holdback reversed;
 * - RENEWAL: a new policy for the quote's term, ACTIVE, with a RENEWAL transaction; the policy renewed
 *   becomes RENEWED.
 * The contract operation of a quote acting on a policy needs its permission too (e.g. `contract:Cancel`).
 */
export function issueQuote(tx: Tx, kind: QuoteKind, call: OperationCall<SaveQuote>): Promise<QuoteContext> {
  if (kind !== QUOTE_KINDS.INSURANCE) throw httpError(400, 'unknownOperation');
  return performQuoteOperation(tx, kind, call, async (_tx, derivation, schedule, quote) => {
    const today = await tenantToday(tx, call.moment);
    const context: IssueContext = {
      tx,
      actor: call.actor,
      permissions: call.permissions,
      moment: call.moment,
      quote,
      core: coreValuesOf(derivation),
      data: derivation.data,
      schedule,
      today,
    };
    const policyId = await ISSUERS[quote.action_type]?.(context);
    if (policyId === undefined) throw httpError(409, 'notAllowedForActionType');
    return { status: 'ISSUED', set: { target_policy_id: policyId, issue_date: today } };
  });
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
function termsOf({ core, moment }: IssueContext): Terms {
  const missing: string[] = [];
  if (core.startDate === null) missing.push('startDate');
  if (core.endDate === null) missing.push('endDate');
  if (core.currency === null) missing.push('currency');
  if (core.premium === null) missing.push('premium');
  if (missing.length > 0) {
    const message = validationMessage('required', {}, moment.locale);
    throw httpError(400, 'validationFailed', Object.fromEntries(missing.map((field) => [field, [message]])));
  }
  return {
    startDate: core.startDate as string,
    endDate: core.endDate as string,
    currency: core.currency as string,
    premium: core.premium as number,
    sumInsured: core.sumInsured,
  };
}

/** The policy holder (PH) and beneficiary (BNF) a quote names. */
function partiesOf(core: QuoteCoreValues): ContractParty[] {
  return [
    ...(core.contractee === null ? [] : [{ role: 'PH' as const, party: core.contractee }]),
    ...(core.beneficiary === null ? [] : [{ role: 'BNF' as const, party: core.beneficiary }]),
  ];
}

async function formOf(context: IssueContext, productVersionId: string) {
  const version = await productVersionService.get(context.tx, productVersionId);
  return POLICY_KIND.form(context.tx, version.definition.objectDefinitions, context.moment);
}

/** A new policy for the quote's terms, ACTIVE, issued today, with its first transaction. */
async function createPolicy(
  context: IssueContext,
  actionType: 'NEW' | 'RENEWAL',
  renewalOf: PolicyRow | null,
): Promise<string> {
  const { tx, actor, quote, core, today, moment } = context;
  const terms = termsOf(context);
  const parties = partiesOf(core);
  const { method } = await prorationSettings(tx, quote.product_id);
  const { row } = await POLICY_KIND.save(tx, actor, {
    before: null,
    form: await formOf(context, quote.product_version_id),
    data: context.data,
    moment,
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
      contractee: core.contractee,
      contractee_id: core.contractee?.id ?? null,
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
    schedule: context.schedule,
    data: context.data,
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
  const date = context.core.startDate ?? context.today;
  if (compareDates(date, policy.start_date) < 0 || compareDates(date, addDays(policy.end_date, 1)) > 0) {
    throw httpError(400, 'validationFailed', {
      startDate: [validationMessage('notAllowed', {}, context.moment.locale)],
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
  const { tx, core, moment } = context;
  const policy = await policyFor(context, 'CHANGE');
  const terms = termsOf(context);
  if (terms.currency !== policy.currency) {
    throw httpError(400, 'validationFailed', {
      currency: [validationMessage('notAllowed', {}, moment.locale)],
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
  const parties = partiesOf(core);
  const version = await productVersionService.get(tx, policy.product_version_id);
  const changed = await movePolicy(context, policy, 'CHANGE', {
    // The change's data from its date on; the policy keeps its term.
    data: withPeriod(version.definition.objectDefinitions, context.data, {
      startDate: policy.start_date,
      endDate: policy.end_date,
    }),
    set: {
      premium: terms.premium,
      sum_insured: terms.sumInsured,
      contractee: core.contractee,
      contractee_id: core.contractee?.id ?? null,
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
    schedule: context.schedule,
    data: context.data,
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
    moment: context.moment,
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
  schedule: readonly PolicyScheduleRow[];
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
