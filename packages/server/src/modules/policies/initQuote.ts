import {
  addDays,
  addMonths,
  compareDates,
  CONTRACT_OPERATION_ACTION_TYPES,
  daysBetween,
  fromMinorUnits,
  premiumSchedule,
  type ContractOperation,
  type PlainDate,
  type QuoteContext,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { productOf, quoteContext, quoteForm, QUOTE_KINDS } from '../quotes/service.js';
import type { UserActor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { OPEN_QUOTE_STATUSES, POLICY_KIND, transactionRows, withPeriod, type PolicyRow } from './service.js';
import { tenantToday } from '../shared/tenantToday.js';

const clamp = (date: PlainDate, from: PlainDate, to: PlainDate) =>
  compareDates(date, from) < 0 ? from : compareDates(date, to) > 0 ? to : date;

/**
 * The term after `start`–`end` (both included): from the day after the end, as long in whole months when
 * the term is whole months (a year stays a year, across leap days too), else as many days.
 */
export function nextTerm(start: PlainDate, end: PlainDate): { startDate: PlainDate; endDate: PlainDate } {
  const startDate = addDays(end, 1);
  const months = Math.round(daysBetween(start, startDate) / 30.44);
  if (months > 0 && addMonths(start, months) === startDate) {
    return { startDate, endDate: addDays(addMonths(startDate, months), -1) };
  }
  return { startDate, endDate: addDays(startDate, daysBetween(start, end)) };
}

/** The quote's period for the operation: its effective date and the end of the term it acts on. */
async function periodFor(
  tx: Tx,
  policy: PolicyRow,
  operation: ContractOperation,
  today: PlainDate,
): Promise<{ startDate: PlainDate; endDate: PlainDate }> {
  if (operation === 'RENEW') return nextTerm(policy.start_date, policy.end_date);
  if (operation === 'REINSTATEMENT') {
    const cancellation = (await transactionRows(tx, policy.id))
      .reverse()
      .find((transaction) => transaction.action_type === 'CANCELLATION');
    return { startDate: cancellation?.start_date ?? policy.start_date, endDate: policy.end_date };
  }
  return { startDate: clamp(today, policy.start_date, policy.end_date), endDate: policy.end_date };
}

/**
 * `POST /api/policies/{id}/init-quote/{action}`: stores a quote of the operation's action type on the policy
 * (status NEW, the policy's product version), prefilled with the data in force and the period the operation
 * acts on: a change or cancellation from today (kept within the term), a reinstatement from the cancellation
 * date, a renewal for the next term; its payment schedule the one in force (for a renewal, as many instalments
 * over the new term). A policy has one
 * open quote at most (409 `policyHasActiveQuote`); the move must be allowed from the policy's status (409).
 */
export async function initPolicyQuote(
  tx: Tx,
  actor: UserActor,
  permissions: readonly string[],
  moment: FormMoment,
  policyId: string,
  operation: ContractOperation,
): Promise<QuoteContext> {
  // Locked, so that two starts on one policy take turns and the second finds the first's quote.
  const policy = await POLICY_KIND.read(tx, policyId, true);
  POLICY_KIND.requireMove(policy.status, operation, permissions);
  const open = await tx.query(
    'select 1 from quote where current_policy_id = $1 and status = any($2::text[])',
    [policy.id, OPEN_QUOTE_STATUSES],
  );
  if (open.rowCount > 0) throw httpError(409, 'policyHasActiveQuote');
  const kind = QUOTE_KINDS.INSURANCE;
  const version = await productOf(tx, policy.product_id, policy.product_version_id);
  const period = await periodFor(tx, policy, operation, await tenantToday(tx, moment));
  const data = withPeriod(version.definitions, policy.data, period);
  // The schedule in force, or for a renewal the same number of instalments over the new term.
  const inForce =
    (await transactionRows(tx, policy.id))
      .reverse()
      .find((transaction) => transaction.payment_schedule.length > 0)?.payment_schedule ?? [];
  const schedule =
    operation === 'RENEW'
      ? premiumSchedule({
          premium: fromMinorUnits(policy.premium, policy.currency),
          currency: policy.currency,
          ...period,
          instalments: Math.max(
            1,
            Math.min(inForce.length, daysBetween(period.startDate, period.endDate) + 1),
          ),
        })
      : inForce;
  const { row } = await kind.save(tx, actor, {
    before: null,
    form: await quoteForm(tx, kind, version, moment),
    data,
    moment,
    set: {
      action_type: CONTRACT_OPERATION_ACTION_TYPES[operation],
      product_id: policy.product_id,
      product_version_id: policy.product_version_id,
      current_policy_id: policy.id,
      payment_schedule: JSON.stringify(schedule),
    },
    operation: { name: 'SAVE', permissions },
  });
  return quoteContext(tx, kind, row, permissions, moment);
}
