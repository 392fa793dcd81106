import { describe, expect, it } from 'vitest';
import { moveTable } from '../../../test-support/moveTable.js';
import { CONTRACT_OPERATIONS, CONTRACT_STATUSES } from '../../domain/enumerations.js';
import { availableOperations, statusesWithFlag } from '../statusMachine.js';
import { CONTRACT_WORKFLOW } from './contractWorkflow.js';

describe('the contract workflow', () => {
  it('has the contract statuses and operations', () => {
    expect(Object.keys(CONTRACT_WORKFLOW.statuses)).toEqual([...CONTRACT_STATUSES]);
    expect(Object.keys(CONTRACT_WORKFLOW.operations)).toEqual([...CONTRACT_OPERATIONS]);
  });

  it('changes, cancels, renews and terminates an active contract and reinstates a cancelled one', () => {
    expect(moveTable(CONTRACT_WORKFLOW)).toEqual({
      'ACTIVE CHANGE': ['ACTIVE'],
      'ACTIVE CANCEL': ['CANCELLED'],
      'ACTIVE RENEW': ['RENEWED'],
      'ACTIVE TERMINATE': ['TERMINATED'],
      'EXPIRED RENEW': ['RENEWED'],
      'CANCELLED REINSTATEMENT': ['ACTIVE'],
    });
  });

  it('is active only when ACTIVE, and keeps the full schedule of a terminated loan', () => {
    expect(statusesWithFlag(CONTRACT_WORKFLOW, 'active')).toEqual(['ACTIVE']);
    expect(statusesWithFlag(CONTRACT_WORKFLOW, 'hasFullSchedule')).toEqual(['ACTIVE', 'TERMINATED']);
  });

  it('needs contract:{Operation} for each operation', () => {
    expect(availableOperations(CONTRACT_WORKFLOW, 'ACTIVE', ['contract:Change', 'contract:Read'])).toEqual([
      'CHANGE',
    ]);
    expect(availableOperations(CONTRACT_WORKFLOW, 'CANCELLED', ['ContractReinstatement'])).toEqual([
      'REINSTATEMENT',
    ]);
  });
});
