import {
  DEFAULT_DECISION_OPERATION,
  DEFAULT_TENANT_SETTINGS,
  decisionStatuses,
  QUOTE_WORKFLOW,
  type Decision,
  type DecisionRun,
  type ProductType,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { nextCronTime } from '../../jobs/cronSchedule.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import type { JobHandler, JobSchedule } from '../../jobs/jobRunner.js';
import type { Actor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { matchingRecords } from '../queries/run.js';
import { fieldsOf, sourceOf } from '../queries/service.js';
import { performQuoteOperation, saveQuoteData } from '../quotes/operations.js';
import { QUOTE_KINDS, type QuoteKind } from '../quotes/service.js';
import { readSettings } from '../tenantSettings/service.js';
import { changesFor, decisions, withValueAt } from './service.js';
import { notifyChannels } from '../messages/chatNotifications.js';

/** The job kind of one run of a decision at one of its scheduled times. */
export const DECISION_RUN = 'decision-run';

/** How many due decisions one pass queues at most; the rest wait for the next pass. */
const BATCH = 100;

/**
 * Queues a run of every decision due by `at`, of every tenant, and moves each one's `next_run_at` to its
 * first cron time after `at` on its tenant's clock. The due rows are claimed `FOR UPDATE SKIP LOCKED` and the
 * run's singleton key names the decision and its scheduled time, so that processes passing at once queue
 * each run once; a decision whose times passed while no process ran runs once for them.
 */
export const queueDueDecisions: JobSchedule = async (tx, at) => {
  const { rows } = await tx.query<{
    id: string;
    tenant_id: string;
    cron: string;
    next_run_at: Date;
    time_zone: string | null;
  }>(
    `select d.id, d.tenant_id, d.cron, d.next_run_at, s.settings ->> 'timeZone' as time_zone
       from decision d left join tenant_settings s on s.tenant_id = d.tenant_id
      where d.enabled and d.next_run_at <= $1
      order by d.next_run_at limit $2
        for update of d skip locked`,
    [at, BATCH],
  );
  for (const row of rows) {
    const scheduledFor = row.next_run_at.toISOString();
    await enqueueJob(
      tx,
      row.tenant_id,
      {
        kind: DECISION_RUN,
        payload: { decisionId: row.id, scheduledFor },
        singletonKey: `decision:${row.id}:${scheduledFor}`,
      },
      at,
    );
    const timeZone = row.time_zone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
    await tx.query('update decision set next_run_at = $2 where id = $1', [
      row.id,
      nextCronTime(row.cron, timeZone, at),
    ]);
  }
};

type RunOutcome = Pick<DecisionRun, 'matched' | 'changed' | 'failed' | 'errors'>;

/** What a refusal says: its message key and the field errors, as the run's record keeps them. */
function reasonOf(error: unknown): string {
  if (error instanceof HttpError) {
    const fields = error.validationErrors === undefined ? '' : ` ${JSON.stringify(error.validationErrors)}`;
    return `${error.message}${fields}`.slice(0, 1000);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Decides on one quote as a user's calls would: its field changes stored first (validated with its product's
 * compiled form, whatever its status, the fields its action type keeps from its policy refused, journalled as
 * `DECISION`), then the operation through the workflow (the move checked, the data validated), history and
 * activity naming the decision as editor.
 */
async function decideQuote(
  tx: Tx,
  kind: QuoteKind,
  decision: Decision,
  call: { actor: Actor; moment: FormMoment },
  quoteId: string,
): Promise<void> {
  const operation = decision.quoteOperation ?? DEFAULT_DECISION_OPERATION;
  const before = await kind.read(tx, quoteId, true);
  const changes = changesFor(decision, before.product_id);
  const changed =
    changes.length === 0
      ? before
      : (
          await saveQuoteData(
            tx,
            kind,
            call.actor,
            call.moment,
            before,
            changes.reduce((data, { key, value }) => withValueAt(data, key, value), before.data),
            'DECISION',
            { lockedFieldsKept: true },
          )
        ).row;
  await performQuoteOperation(tx, kind, {
    ...call,
    permissions: [QUOTE_WORKFLOW.operations[operation].permission],
    operation,
    id: quoteId,
    body: { quote: { id: quoteId, version: changed.version, data: changed.data } },
  });
}

/**
 * Runs a decision now: selects its type's quotes that meet its condition and that its operation may move
 * (in the tenant's transaction, under its row-level security), and decides on each in a savepoint, so that
 * a quote that fails is counted and rolled back without stopping the others.
 */
export async function applyDecision(
  tx: Tx,
  tenantId: string,
  decision: Decision,
  at: Date,
): Promise<RunOutcome> {
  const source = sourceOf(decision.queryObject);
  const kind = QUOTE_KINDS[source.productType as ProductType];
  const statuses = decisionStatuses(decision.quoteOperation);
  const { from, where, params } = matchingRecords(source, await fieldsOf(tx, source), decision.conditions, [
    (first) => ({ sql: `${source.alias}.status = any($${first})`, params: [statuses] }),
  ]);
  const { rows } = await tx.query<{ id: string; quote_nr: string | null }>(
    `select ${source.alias}.id, ${source.alias}.quote_nr from ${from} where ${where}
      order by ${source.alias}.created_at, ${source.alias}.id`,
    params,
  );
  const settings = await readSettings(tx);
  const call = {
    actor: { tenantId, userId: null, name: `decision: ${decision.name}` },
    moment: { at, locale: settings.locale ?? (DEFAULT_TENANT_SETTINGS.locale as string) },
  };
  const outcome: RunOutcome = { matched: rows.length, changed: 0, failed: 0, errors: [] };
  for (const quote of rows) {
    await tx.query('savepoint decision_quote');
    try {
      await decideQuote(tx, kind, decision, call, quote.id);
      await tx.query('release savepoint decision_quote');
      outcome.changed += 1;
    } catch (error) {
      await tx.query('rollback to savepoint decision_quote');
      outcome.failed += 1;
      outcome.errors.push({ quoteId: quote.id, quoteNr: quote.quote_nr, error: reasonOf(error) });
    }
  }
  return outcome;
}

/**
 * The run of a decision at a scheduled time, once: the run's row is unique per decision and time, so a run
 * queued or retried again finds it and changes nothing. A decision deleted or disabled since does not run.
 */
export const decisionRunJob: JobHandler = async (tx, job) => {
  const { decisionId, scheduledFor } = job.payload as { decisionId: string; scheduledFor: string };
  const decision = (await decisions.findAll(tx, { ids: [decisionId] }))[0];
  if (decision === undefined || decision.enabled === false) return { skipped: 'noDecision' };
  const { rows } = await tx.query<{ id: string }>(
    `insert into decision_run (tenant_id, decision_id, scheduled_for, started_at) values ($1, $2, $3, $4)
     on conflict (tenant_id, decision_id, scheduled_for) do nothing returning id`,
    [job.tenantId, decisionId, scheduledFor, job.at],
  );
  const runId = rows[0]?.id;
  if (runId === undefined) return { skipped: 'alreadyRun' };
  const outcome = await applyDecision(tx, job.tenantId, decision, job.at);
  await tx.query(
    `update decision_run set matched = $2, changed = $3, failed = $4, errors = $5, finished_at = clock_timestamp()
      where id = $1`,
    [runId, outcome.matched, outcome.changed, outcome.failed, JSON.stringify(outcome.errors)],
  );
  if (outcome.failed > 0) {
    const { matched, failed } = outcome;
    await notifyChannels(
      tx,
      job.tenantId,
      'decisionRunFailed',
      { decision: decision.name, failed, matched },
      job.at,
    );
  }
  return { runId, matched: outcome.matched, changed: outcome.changed, failed: outcome.failed };
};
