import type { Job } from '@coverline/engine';
import type { ApiClient } from '../../api/apiClient.js';

/** How often a waiting screen asks for its job's state. */
export const JOB_POLL_MS = 5000;

const COMPLETE = ['SUCCEEDED', 'FAILED', 'DELETED'];

/**
 * Asks for the job every JOB_POLL_MS until it is complete; answers it as it ended. A poll the server refuses
 * throws its error (and asks no more).
 */
export async function completedJob(
  client: ApiClient,
  job: Pick<Job, 'id' | 'state'>,
  pollMs = JOB_POLL_MS,
): Promise<Job> {
  let current = job;
  while (!COMPLETE.includes(current.state)) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await client.get<Job>(`/api/jobs/${current.id}`);
  }
  return current as Job;
}

/** Why a job failed, as its error says it without the error's class name. */
export const jobFailure = (job: Job) => job.error?.replace(/^\w*Error: /, '') ?? '';
