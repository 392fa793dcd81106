import type { JobState } from '../../domain/enumerations.js';
import { defineStatusMachine } from '../statusMachine.js';

/** `complete`: the job will not run again unless retried, so it is no longer polled. */
export type JobStateFlag = 'complete';

export type JobOperation = 'RETRY' | 'DELETE';

/** The queue's own moves: a scheduled job falls due, the worker takes it, it succeeds or fails. */
export type JobAutomaticMove = 'ENQUEUE' | 'START' | 'SUCCEED' | 'FAIL';

/**
 * A background job (enrichment, credit report, decisions; see docs/workflows.md): queued, processed, then
 * succeeded or failed. A failure may be queued again by the worker's own retries or by a person; a job that
 * has not started, or has failed, can be deleted (cancelled).
 */
export const JOB_WORKFLOW = defineStatusMachine<JobState, JobOperation, JobStateFlag, JobAutomaticMove>({
  name: 'job',
  // Every job is created with the moment it is to run; one due at once is enqueued at once.
  initial: 'SCHEDULED',
  statuses: {
    SCHEDULED: {},
    ENQUEUED: {},
    PROCESSING: {},
    FAILED: { complete: true },
    SUCCEEDED: { complete: true },
    DELETED: { complete: true },
  },
  operations: {
    RETRY: { from: ['FAILED'], to: 'ENQUEUED', permission: 'job:Retry' },
    DELETE: { from: ['SCHEDULED', 'ENQUEUED', 'FAILED'], to: 'DELETED', permission: 'job:Delete' },
  },
  automatic: {
    ENQUEUE: { from: ['SCHEDULED'], to: 'ENQUEUED' },
    START: { from: ['ENQUEUED'], to: 'PROCESSING' },
    SUCCEED: { from: ['PROCESSING'], to: 'SUCCEEDED' },
    // The worker's own retries queue a failed run again without passing FAILED.
    FAIL: { from: ['PROCESSING'], to: 'FAILED', otherOutcomes: ['ENQUEUED'] },
  },
});
