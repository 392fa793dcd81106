import { DEFAULT_TENANT_SETTINGS, QUOTE_WORKFLOW, todayIn, type ProductType } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { JobHandler } from '../../jobs/jobRunner.js';
import { systemActor } from '../shared/actor.js';
import { readSettings } from '../tenantSettings/service.js';
import { performQuoteOperation } from './operations.js';
import { QUOTE_KINDS } from './service.js';

/** The job kind of the quote expiry, run for every tenant every hour. */
export const EXPIRE_QUOTES = 'expire-quotes';

const EXPIRE = QUOTE_WORKFLOW.operations.EXPIRE;

/**
 * Expires the tenant's quotes and loan applications whose offer lapsed (`validUntil` before the tenant's
 * today) through the workflow's EXPIRE, as a user's EXPIRE would — every rule, the history and the activity
 * journal — with the system as editor. Answers how many it expired.
 */
export async function expireLapsedQuotes(tx: Tx, tenantId: string, at: Date): Promise<number> {
  const settings = await readSettings(tx);
  const moment = { at, locale: settings.locale ?? (DEFAULT_TENANT_SETTINGS.locale as string) };
  const today = todayIn(settings, at);
  const { rows } = await tx.query<{
    id: string;
    version: number;
    product_type: ProductType;
  }>(
    `select id, version, product_type from quote
      where status = any($1) and valid_until < $2 order by valid_until, id`,
    [EXPIRE.from, today],
  );
  for (const quote of rows) {
    await performQuoteOperation(tx, QUOTE_KINDS[quote.product_type], {
      actor: systemActor(tenantId),
      permissions: [EXPIRE.permission],
      moment,
      operation: 'EXPIRE',
      id: quote.id,
      body: { quote: { id: quote.id, version: quote.version } },
    });
  }
  return rows.length;
}

/** The expiry as a job of the queue. */
export const expireQuotesJob: JobHandler = async (tx, job) => ({
  expired: await expireLapsedQuotes(tx, job.tenantId, job.at),
});
