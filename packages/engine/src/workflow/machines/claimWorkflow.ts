import type { ClaimStatus } from '../../domain/enumerations.js';
import { defineStatusMachine } from '../statusMachine.js';

/** `closed`: the claim is read-only and no operation is offered. */
export type ClaimStatusFlag = 'closed';

export type ClaimOperation = 'SAVE' | 'APPROVE' | 'PAY' | 'CLOSE' | 'REJECT';

/** The statuses in which a claim's data may still be saved: every one not flagged closed. */
const OPEN: readonly ClaimStatus[] = ['NEW', 'APPROVED', 'PAID'];

/**
 * The handling of a claim (see docs/workflows.md): approved, paid, then closed; rejected while it is not yet
 * paid. Each move has its own permission, so a tenant can keep approving and paying apart. SAVE stores the
 * claim's data without a move: its outcome is the status the claim has (the server decides it), and it is
 * not offered from a closed status, which is how a closed claim refuses any change.
 */
export const CLAIM_WORKFLOW = defineStatusMachine<ClaimStatus, ClaimOperation, ClaimStatusFlag>({
  name: 'claim',
  initial: 'NEW',
  statuses: {
    NEW: {},
    APPROVED: {},
    PAID: {},
    CLOSED: { closed: true },
    REJECTED: { closed: true },
  },
  operations: {
    SAVE: { from: OPEN, to: 'NEW', otherOutcomes: ['APPROVED', 'PAID'], permission: 'claim:Update' },
    APPROVE: { from: ['NEW'], to: 'APPROVED', permission: 'claim:Approve' },
    PAY: { from: ['APPROVED'], to: 'PAID', permission: 'claim:Pay' },
    CLOSE: { from: ['PAID'], to: 'CLOSED', permission: 'claim:Close' },
    REJECT: { from: ['NEW', 'APPROVED'], to: 'REJECTED', permission: 'claim:Reject' },
  },
});
