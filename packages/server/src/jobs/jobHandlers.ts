import { EXPIRE_QUOTES, expireQuotesJob } from '../modules/quotes/expireQuotes.js';
import type { JobHandler } from './jobRunner.js';

/** Every kind of job the server runs, by kind. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [EXPIRE_QUOTES]: expireQuotesJob,
};

/** What every tenant runs every hour. */
export const HOURLY_JOBS = [EXPIRE_QUOTES];

/** How often a server process looks for due jobs. */
export const JOB_POLL_MS = 30_000;
