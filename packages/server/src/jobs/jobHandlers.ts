import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { DECISION_RUN, decisionRunJob, queueDueDecisions } from '../modules/decisions/runDecision.js';
import { GENERATE_DOCUMENT, generateDocumentJob } from '../modules/documents/generateDocument.js';
import { sendSmsJob } from '../modules/messages/sendSmsJob.js';
import { SEND_SMS } from '../modules/messages/sms.js';
import { SEND_EMAIL } from '../modules/messages/email.js';
import { sendEmailJob } from '../modules/messages/sendEmailJob.js';
import { POST_CHAT_MESSAGE, postChatMessageJob } from '../modules/messages/chatNotifications.js';
import { EXPIRE_QUOTES, expireQuotesJob } from '../modules/quotes/expireQuotes.js';
import { SEND_INVOICE_EMAILS, sendInvoiceEmailsJob } from '../modules/invoiceEmails/sendInvoiceEmails.js';
import { CREDIT_REPORT_DOCUMENT, creditReportJob } from '../modules/enrichments/creditReportJob.js';
import { ENRICH_QUOTE, enrichQuoteJob } from '../modules/enrichments/enrichQuoteJob.js';
import type { JobRunnerOptions, JobSchedule } from './jobRunner.js';

/** Every kind of job the server runs, by kind. */
export function jobHandlers(context: { db: Database; config: Config }): JobRunnerOptions['handlers'] {
  return {
    [EXPIRE_QUOTES]: expireQuotesJob,
    [GENERATE_DOCUMENT]: generateDocumentJob(context),
    [DECISION_RUN]: decisionRunJob,
    [SEND_SMS]: sendSmsJob(context),
    [SEND_EMAIL]: sendEmailJob(context),
    [POST_CHAT_MESSAGE]: postChatMessageJob(context),
    [SEND_INVOICE_EMAILS]: sendInvoiceEmailsJob,
    [ENRICH_QUOTE]: enrichQuoteJob(context),
    [CREDIT_REPORT_DOCUMENT]: creditReportJob(context),
  };
}

/** What every tenant runs every hour. */
export const HOURLY_JOBS = [EXPIRE_QUOTES];

/** What every tenant runs once a day, on its own clock. */
export const DAILY_JOBS = [SEND_INVOICE_EMAILS];

/** What every pass queues by a schedule: the decisions due. */
export const JOB_SCHEDULES: readonly JobSchedule[] = [queueDueDecisions];
