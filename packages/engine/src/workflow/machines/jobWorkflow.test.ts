import { describe, expect, it } from 'vitest';
import { moveTable } from '../../../test-support/moveTable.js';
import { JOB_STATES } from '../../domain/enumerations.js';
import { availableOperations, statusesWithFlag } from '../statusMachine.js';
import { JOB_WORKFLOW } from './jobWorkflow.js';

describe('the job workflow', () => {
  it('queues, processes and settles a job; a person retries a failed one or deletes one not running', () => {
    expect(Object.keys(JOB_WORKFLOW.statuses)).toEqual([...JOB_STATES]);
    expect(moveTable(JOB_WORKFLOW)).toEqual({
      'SCHEDULED DELETE': ['DELETED'],
      'SCHEDULED ENQUEUE': ['ENQUEUED'],
      'ENQUEUED DELETE': ['DELETED'],
      'ENQUEUED START': ['PROCESSING'],
      'PROCESSING SUCCEED': ['SUCCEEDED'],
      'PROCESSING FAIL': ['FAILED', 'ENQUEUED'],
      'FAILED RETRY': ['ENQUEUED'],
      'FAILED DELETE': ['DELETED'],
    });
  });

  it('is complete once failed, succeeded or deleted', () => {
    expect(statusesWithFlag(JOB_WORKFLOW, 'complete')).toEqual(['FAILED', 'SUCCEEDED', 'DELETED']);
  });

  it('offers a person nothing while the job runs, whatever the permissions', () => {
    expect(availableOperations(JOB_WORKFLOW, 'PROCESSING', ['*'])).toEqual([]);
    expect(availableOperations(JOB_WORKFLOW, 'FAILED', ['job:Read'])).toEqual([]);
  });
});
