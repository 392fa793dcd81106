import {
  CLAIM_WORKFLOW,
  isClosedClaimStatus,
  type Claim,
  type ClaimContext,
  type ClaimDraft,
  type ClaimDraftContext,
  type ClaimOperation,
  type ClaimStatus,
} from '@coverline/engine';

/** The wire contracts are the engine's, so the pages cannot drift from what the server sends. */
export type { Claim, ClaimContext, ClaimDraft, ClaimDraftContext };

/**
 * The statuses the status field offers: the claim's own, then those its offered moves lead to and the user may
 * make, as the claim workflow declares them (SAVE keeps the status, so it adds none).
 */
export function statusOptions(
  status: ClaimStatus,
  availableOperations: readonly ClaimOperation[],
  can: (permission: string) => boolean,
): ClaimStatus[] {
  const next = availableOperations
    .filter((operation) => operation !== 'SAVE')
    .map((operation) => CLAIM_WORKFLOW.operations[operation])
    .filter((move) => can(move.permission))
    .map((move) => move.to);
  return [status, ...next.filter((to) => to !== status)];
}

/** The operation that takes a claim from `status` to `chosen`: SAVE when it stays. */
export function operationTo(status: ClaimStatus, chosen: ClaimStatus): ClaimOperation {
  if (chosen === status) return 'SAVE';
  const found = Object.entries(CLAIM_WORKFLOW.operations).find(
    ([operation, move]) => operation !== 'SAVE' && move.to === chosen && move.from.includes(status),
  );
  if (found === undefined) throw new Error(`No move from ${status} to ${chosen}`);
  return found[0] as ClaimOperation;
}

/** A closed claim (CLOSED, REJECTED) is shown read-only. */
export const isClosed = (claim: Pick<Claim, 'status'>): boolean => isClosedClaimStatus(claim.status);
