import { describe, expect, it } from 'vitest';
import { moveTable } from '../../../test-support/moveTable.js';
import { CLAIM_STATUSES } from '../../domain/enumerations.js';
import { availableOperations, statusesWithFlag } from '../statusMachine.js';
import { CLAIM_WORKFLOW } from './claimWorkflow.js';

describe('the claim workflow', () => {
  it('approves, pays and closes a claim, and rejects it until it is paid', () => {
    expect(Object.keys(CLAIM_WORKFLOW.statuses)).toEqual([...CLAIM_STATUSES]);
    expect(moveTable(CLAIM_WORKFLOW)).toEqual({
      'NEW SAVE': ['NEW', 'APPROVED', 'PAID'],
      'APPROVED SAVE': ['NEW', 'APPROVED', 'PAID'],
      'PAID SAVE': ['NEW', 'APPROVED', 'PAID'],
      'NEW APPROVE': ['APPROVED'],
      'NEW REJECT': ['REJECTED'],
      'APPROVED PAY': ['PAID'],
      'APPROVED REJECT': ['REJECTED'],
      'PAID CLOSE': ['CLOSED'],
    });
  });

  it('offers nothing on a closed claim', () => {
    expect(statusesWithFlag(CLAIM_WORKFLOW, 'closed')).toEqual(['CLOSED', 'REJECTED']);
    for (const status of statusesWithFlag(CLAIM_WORKFLOW, 'closed')) {
      expect(availableOperations(CLAIM_WORKFLOW, status, ['*'])).toEqual([]);
    }
  });

  it('keeps approving and paying apart by permission', () => {
    expect(availableOperations(CLAIM_WORKFLOW, 'NEW', ['claim:Approve'])).toEqual(['APPROVE']);
    expect(availableOperations(CLAIM_WORKFLOW, 'APPROVED', ['claim:Approve'])).toEqual([]);
    expect(availableOperations(CLAIM_WORKFLOW, 'APPROVED', ['claim:*'])).toEqual(['SAVE', 'PAY', 'REJECT']);
  });
});
