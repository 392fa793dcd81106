import {
  addDays,
  fromMinorUnits,
  toMinorUnits,
  type ClaimOperation,
  type LoanPaymentInput,
  type PartyReference,
} from '@coverline/engine';
import { claimOperation } from '../modules/claims/service.js';
import { addPayment, calculatePayment } from '../modules/loans/payments.js';
import { installmentRows, LOAN_KIND } from '../modules/loans/service.js';
import { POLICY_KIND } from '../modules/policies/service.js';
import type { FormData } from '../modules/shared/formData.js';
import { resolveSample } from './sampleData.js';
import { EVERY_PERMISSION, momentOf, todayOf, type Seeding } from './seeding.js';

/** What happens on a sample policy or loan after it is made: claims on a policy, payments on a loan. */

export interface SamplePayment extends Pick<LoanPaymentInput, 'type' | 'allocationOrder' | 'paymentAction'> {
  /** The instalment it pays (1 the first), all of its scheduled amount. */
  instalment: number;
  /** Paid on the due date (0), or that many days late. */
  daysAfterDue: number;
}

export interface SampleClaim {
  operations: ClaimOperation[];
  data: FormData;
}

/** A claim on the policy, made today by the claim operations (SAVE first). */
export async function createSampleClaim(
  seeding: Seeding,
  policyId: string,
  sample: SampleClaim,
): Promise<void> {
  const [moment, context] = momentOf(seeding, undefined);
  const data = resolveSample(sample.data, context);
  const applicant = (data.claim as { applicant: PartyReference }).applicant;
  const policy = await POLICY_KIND.read(seeding.tx, policyId);
  const references = { policy: { id: policyId }, product: { id: policy.product_id }, applicant };
  let stored: { id: string; version: number; data: FormData } | undefined;
  for (const operation of sample.operations) {
    const { claim } = await claimOperation(seeding.tx, {
      actor: seeding.actor,
      permissions: EVERY_PERMISSION,
      moment,
      operation,
      ...(stored === undefined ? {} : { id: stored.id }),
      body: { claim: stored ?? { data }, ...references },
    });
    stored = { id: claim.id, version: claim.version, data: claim.data };
  }
}

/**
 * Payments of whole instalments, each on its due date or days later, added today as the payments page adds
 * them: a late one also pays the penalty it ran up by the day it was paid, as the payment calculation on
 * that day shows it.
 */
export async function payInstalments(
  seeding: Seeding,
  loanId: string,
  payments: SamplePayment[],
): Promise<void> {
  const { tx, actor } = seeding;
  const [moment] = momentOf(seeding, undefined);
  const today = todayOf(seeding);
  for (const { instalment, daysAfterDue, ...payment } of payments) {
    const loan = await LOAN_KIND.read(tx, loanId);
    const row = (await installmentRows(tx, loanId))[instalment - 1];
    if (row === undefined) throw new Error(`The loan has no instalment ${instalment}`);
    const scheduled = row.lines.reduce((sum, line) => sum + line.amount, 0);
    const input: LoanPaymentInput = {
      ...payment,
      date: addDays(row.due_date, daysAfterDue),
      amount: fromMinorUnits(scheduled, loan.currency),
      version: loan.version,
    };
    const owed = await calculatePayment(tx, loanId, { ...input, amount: 0 }, input.date, moment);
    const penalty = (owed.installments[instalment - 1]?.lines ?? [])
      .filter((line) => line.type === 'PENALTY')
      .reduce((sum, line) => sum + toMinorUnits(line.amount, loan.currency), 0);
    const amount = fromMinorUnits(scheduled + penalty, loan.currency);
    await addPayment(tx, actor, loanId, { ...input, amount }, today, moment);
  }
}
