import {
  createValidator,
  DECISION_OPERATIONS,
  DEFAULT_DECISION_OPERATION,
  DEFAULT_TENANT_SETTINGS,
  type Decision,
  type DecisionRun,
  type DecisionSchedule,
  type FieldChange,
  type ObjectDefinition,
  type ProductType,
  type ValidationErrors,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { isValidCron, nextCronTime, nextCronTimes } from '../../jobs/cronSchedule.js';
import type { Actor } from '../shared/actor.js';
import { compileForRequest, loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { defineResource } from '../shared/resource.js';
import { productFieldsOf } from '../queries/productFields.js';
import { matchingRecords } from '../queries/run.js';
import { fieldsOf, sourceOf } from '../queries/service.js';
import type { QueryFieldSql } from '../queries/sources.js';
import { readSettings } from '../tenantSettings/service.js';

/** Decisions, listed by name; `nextRunAt` is the scheduler's, never written from a payload. */
export const decisions = defineResource<Decision>({
  table: 'decision',
  columns: { queryObject: 'query_object', name: 'name', cron: 'cron', enabled: 'enabled' },
  readOnlyColumns: { nextRunAt: 'next_run_at' },
  present: (decision) =>
    decision.nextRunAt === undefined
      ? decision
      : { ...decision, nextRunAt: new Date(decision.nextRunAt).toISOString() },
  orderBy: 'lower(name), id',
  nameColumn: 'name',
  displayName: (decision) => decision.name,
});

/** A product of a decision's type with its active version's definitions and the fields they define. */
export interface DecisionProductRow {
  id: string;
  name: string;
  translations?: Record<string, string>;
  definitions: ObjectDefinition[];
  fields: QueryFieldSql[];
}

/** The products of the type that have an active version: those whose quotes a field change can name. */
export async function decisionProducts(tx: Tx, productType: ProductType): Promise<DecisionProductRow[]> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    translations: Record<string, string> | null;
    definitions: ObjectDefinition[] | null;
  }>(
    `select pr.id, pr.name, pr.document -> 'translations' as translations,
            pv.document #> '{definition,objectDefinitions}' as definitions
       from product pr join product_version pv on pv.product_id = pr.id and pv.active
      where pr.product_type = $1 and not pr.is_group
      order by lower(pr.name), pr.id`,
    [productType],
  );
  return rows.map(({ id, name, translations, definitions }) => ({
    id,
    name,
    ...(translations === null ? {} : { translations }),
    definitions: definitions ?? [],
    fields: productFieldsOf(definitions ?? [], 'data'),
  }));
}

/** `data` with the value at the dotted path `key` set, the objects on the way made or copied. */
export function withValueAt(
  data: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = key.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...data, [head]: value };
  const inner = data[head];
  const object =
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? (inner as Record<string, unknown>)
      : {};
  return { ...data, [head]: withValueAt(object, rest.join('.'), value) };
}

/** The field changes that apply to a quote of `productId`: those of its product and those of every product. */
export function changesFor(decision: Decision, productId: string): FieldChange[] {
  return (decision.quoteDiff ?? []).filter(
    (each) => each.productId === undefined || each.productId === productId,
  );
}

/**
 * Why one field change cannot be made, by its path in the decision: its product is not one of the type, no
 * product (of those it names) defines its key, or the value does not pass a defining product's compiled schema.
 */
async function changeErrors(
  tx: Tx,
  products: readonly DecisionProductRow[],
  change: FieldChange,
  at: string,
  moment: FormMoment,
  operation: string,
): Promise<ValidationErrors> {
  const named =
    change.productId === undefined ? products : products.filter(({ id }) => id === change.productId);
  if (named.length === 0) return { [`${at}.productId`]: ['unknownProduct'] };
  const defining = named.filter(({ fields }) => fields.some(({ key }) => key === change.key));
  if (defining.length === 0) return { [`${at}.key`]: ['unknownField'] };
  for (const product of defining) {
    const form = compileForRequest(await loadDataDefinition(tx, product.definitions), moment, operation);
    const { errors } = createValidator(form.schema, { locale: moment.locale })(
      withValueAt({}, change.key, change.value),
    );
    const own = Object.entries(errors)
      .filter(([path]) => path === change.key || path.startsWith(`${change.key}.`))
      .flatMap(([, messages]) => messages);
    if (own.length > 0) return { [`${at}.value`]: own };
  }
  return {};
}

/**
 * Refuses (400) a decision whose schedule croner cannot read, whose operation is not a decision's, whose
 * field changes name unknown products or fields or carry values their schema refuses, or whose condition
 * cannot be compiled: what would fail its runs fails its save.
 */
export async function checkDecision(tx: Tx, decision: Decision, moment: FormMoment): Promise<void> {
  const source = sourceOf(decision.queryObject);
  const errors: ValidationErrors = {};
  if (!isValidCron(decision.cron)) errors.cron = ['invalidCron'];
  const operation = decision.quoteOperation ?? DEFAULT_DECISION_OPERATION;
  if (!(DECISION_OPERATIONS as readonly string[]).includes(operation)) errors.quoteOperation = ['notAllowed'];
  const products = await decisionProducts(tx, source.productType as ProductType);
  for (const [index, change] of (decision.quoteDiff ?? []).entries()) {
    Object.assign(errors, await changeErrors(tx, products, change, `quoteDiff.${index}`, moment, operation));
  }
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
  matchingRecords(source, await fieldsOf(tx, source), decision.conditions);
}

async function timeZoneOf(tx: Tx): Promise<string> {
  return (await readSettings(tx)).timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
}

/**
 * Sets when a saved decision runs next: its first cron time after `at` on the tenant's clock, none while it
 * is disabled. The version stays: this is the scheduler's column, not the administrator's change.
 */
export async function scheduleDecision(tx: Tx, decision: Decision, at: Date): Promise<Decision> {
  const next = decision.enabled === false ? null : nextCronTime(decision.cron, await timeZoneOf(tx), at);
  await tx.query('update decision set next_run_at = $2 where id = $1', [decision.id, next]);
  const { nextRunAt: _previous, ...rest } = decision;
  return next === null ? rest : { ...rest, nextRunAt: next.toISOString() };
}

/**
 * Moves every enabled decision of the tenant to its first cron time after `at` on the tenant's clock as it
 * is now: what a change of the settings' time zone asks (the scheduler reads the zone as it moves them on).
 */
export async function rescheduleDecisions(tx: Tx, at: Date): Promise<void> {
  const timeZone = await timeZoneOf(tx);
  const { rows } = await tx.query<{ id: string; cron: string }>(
    'select id, cron from decision where enabled',
  );
  for (const { id, cron } of rows) {
    await tx.query('update decision set next_run_at = $2 where id = $1', [
      id,
      nextCronTime(cron, timeZone, at),
    ]);
  }
}

/** A copy of the decision named "Copy of …", switched off until an administrator has looked at it. */
export async function copyDecision(tx: Tx, actor: Actor, id: string): Promise<Decision> {
  const { id: _id, version: _version, nextRunAt: _next, ...original } = await decisions.get(tx, id);
  return decisions.create(tx, actor, { ...original, name: `Copy of ${original.name}`, enabled: false });
}

/** The next `count` times of a schedule on the tenant's clock, for the editor; 400 `cron` when unreadable. */
export async function schedulePreview(
  tx: Tx,
  cron: string,
  at: Date,
  count: number,
): Promise<DecisionSchedule> {
  if (!isValidCron(cron)) throw httpError(400, 'validationFailed', { cron: ['invalidCron'] });
  const timeZone = await timeZoneOf(tx);
  return { timeZone, nextRuns: nextCronTimes(cron, timeZone, at, count).map((each) => each.toISOString()) };
}

interface RunRow {
  id: string;
  scheduled_for: Date;
  matched: number;
  changed: number;
  failed: number;
  errors: DecisionRun['errors'];
  started_at: Date;
  finished_at: Date | null;
}

/** The decision's latest runs, newest first. */
export async function decisionRuns(tx: Tx, decisionId: string, limit = 20): Promise<DecisionRun[]> {
  const { rows } = await tx.query<RunRow>(
    `select id, scheduled_for, matched, changed, failed, errors, started_at, finished_at
       from decision_run where decision_id = $1 order by scheduled_for desc limit $2`,
    [decisionId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    scheduledFor: row.scheduled_for.toISOString(),
    matched: row.matched,
    changed: row.changed,
    failed: row.failed,
    errors: row.errors,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  }));
}
