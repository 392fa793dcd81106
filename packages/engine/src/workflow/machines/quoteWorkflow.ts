import type { QuoteOperation, QuoteStatus } from '../../domain/enumerations.js';
import { defineStatusMachine, hasStatusFlag } from '../statusMachine.js';

/** Flags of a quote status: `locked` shows it read-only, `issue` means issuing is under way, `finished` ends it. */
export type QuoteStatusFlag = 'locked' | 'issue' | 'finished';

/** Moves the server makes on its own: the customer's acceptance arriving, the issuing job starting and finishing. */
export type QuoteAutomaticMove = 'ACCEPT' | 'START_ISSUING' | 'COMPLETE_ISSUING';

const ISSUABLE: readonly QuoteStatus[] = ['APPROVED', 'QUOTED'];
const OPEN: readonly QuoteStatus[] = ['NEW', 'INCOMPLETE', 'READY', 'APPROVED', 'QUOTED'];

/**
 * The underwriting flow of insurance quotes and loan applications (see docs/workflows.md): a quote is saved
 * (NEW), submitted (READY, or INCOMPLETE with reasons), approved, sent back for clarification or rejected,
 * optionally quoted to the customer, then issued (ISSUE for a policy, LEND for a loan). Which of ISSUE and
 * LEND a kind offers is the kind's declaration; the machine allows both. A customer who accepts a quoted offer
 * moves it to ACCEPTED, from where issuing runs without a person.
 */
export const QUOTE_WORKFLOW = defineStatusMachine<
  QuoteStatus,
  QuoteOperation,
  QuoteStatusFlag,
  QuoteAutomaticMove
>({
  name: 'quote',
  initial: 'NEW',
  statuses: {
    NEW: {},
    INCOMPLETE: {},
    READY: { locked: true },
    APPROVED: {},
    QUOTED: { locked: true },
    ACCEPTED: { locked: true, issue: true },
    ISSUING: { locked: true, issue: true },
    ISSUED: { locked: true, finished: true },
    REJECTED: { locked: true, finished: true },
    EXPIRED: { locked: true, finished: true },
    DELETED: { locked: true, finished: true },
  },
  operations: {
    SAVE: { from: ['NEW', 'INCOMPLETE', 'APPROVED'], to: 'NEW', permission: 'quote:Save' },
    SUBMIT: {
      from: ['NEW', 'INCOMPLETE'],
      to: 'READY',
      otherOutcomes: ['INCOMPLETE'],
      permission: 'quote:Submit',
    },
    APPROVE: { from: ['READY'], to: 'APPROVED', permission: 'quote:Approve' },
    CLARIFY: { from: ['READY'], to: 'INCOMPLETE', permission: 'quote:Clarify' },
    REJECT: { from: ['READY', 'APPROVED', 'QUOTED'], to: 'REJECTED', permission: 'quote:Reject' },
    INQUIRE: { from: ['APPROVED'], to: 'QUOTED', permission: 'quote:Inquire' },
    ISSUE: { from: ISSUABLE, to: 'ISSUED', otherOutcomes: ['ISSUING'], permission: 'quote:Issue' },
    LEND: { from: ISSUABLE, to: 'ISSUED', otherOutcomes: ['ISSUING'], permission: 'quote:Lend' },
    EXPIRE: { from: OPEN, to: 'EXPIRED', permission: 'quote:Expire' },
    REINSTATE: { from: ['REJECTED', 'EXPIRED'], to: 'NEW', permission: 'quote:Reinstate' },
    DELETE: { from: ['NEW', 'INCOMPLETE'], to: 'DELETED', permission: 'quote:Delete' },
  },
  automatic: {
    ACCEPT: { from: ['QUOTED'], to: 'ACCEPTED' },
    START_ISSUING: { from: ['ACCEPTED'], to: 'ISSUING' },
    COMPLETE_ISSUING: { from: ['ISSUING'], to: 'ISSUED' },
  },
});

/** Whether a quote in `status` is shown read-only; false for a status this version does not know. */
export function isLockedQuoteStatus(status: string): boolean {
  return hasStatusFlag(QUOTE_WORKFLOW, status, 'locked');
}

/** Whether a quote in `status` is done with (issued, rejected, expired or deleted). */
export function isFinishedQuoteStatus(status: string): boolean {
  return hasStatusFlag(QUOTE_WORKFLOW, status, 'finished');
}
