import {
  changedLockedFields,
  contracteePath,
  hasStatusFlag,
  localNow,
  lockedQuoteFields,
  premiumScheduleErrors,
  QUOTE_WORKFLOW,
  type ObjectDefinition,
  type PaymentScheduleRow,
  type QuoteContext,
  type QuoteCoreFieldPaths,
  type QuoteOperation,
  type SaveQuote,
  type ValidationErrors,
  validationMessage,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import type { Derivation, RecordForm, SaveDecision } from '../../kit/recordKind.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import type { FormData } from '../shared/formData.js';
import { renewPartyCopy, partyCopyOf } from './partyCopies.js';
import type { Actor, UserActor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import {
  coreValuesOf,
  draftVersion,
  productOf,
  quoteContext,
  quoteForm,
  type QuoteKind,
  type QuoteRow,
} from './service.js';
import { notifyChannels } from '../messages/chatNotifications.js';

/**
 * The quote operations this module performs, on both kinds (insurance quotes and loan applications): every
 * move of the workflow but ISSUE and LEND, which make a policy or a loan (their modules add them in
 * `routes.ts`). One handler serves them all:
 * - the move is checked first (409 from another status, 403 without its permission, nothing changed);
 * - the data is validated with the form compiled for the operation, so the fields whose display condition
 *   names `operation` are required and kept for it;
 * - while the quote is not locked the data (and the payment schedule) sent is stored; from a locked status
 *   only the operation's own fields are taken from it;
 * - SUBMIT checks that the quote can be issued: READY, or INCOMPLETE with the reasons stored;
 * - EXPIRE only once the offer's `validUntil` has passed (409 `quoteStillValid`).
 */
export const QUOTE_OPERATIONS_PERFORMED = [
  'SAVE',
  'SUBMIT',
  'APPROVE',
  'CLARIFY',
  'REJECT',
  'INQUIRE',
  'EXPIRE',
  'REINSTATE',
  'DELETE',
] as const satisfies readonly QuoteOperation[];

/** An operation on a quote, answering its context after the move (the routes send it back). */
export type QuoteOperationHandler = (tx: Tx, call: OperationCall<SaveQuote>) => Promise<QuoteContext>;

/** The handlers of `QUOTE_OPERATIONS_PERFORMED` for a kind, by operation name. */
export function quoteOperations(kind: QuoteKind): Partial<Record<QuoteOperation, QuoteOperationHandler>> {
  return Object.fromEntries(
    QUOTE_OPERATIONS_PERFORMED.map((operation) => [
      operation,
      (tx: Tx, call: OperationCall<SaveQuote>) => performQuoteOperation(tx, kind, call),
    ]),
  );
}

const locked = (status: string) => hasStatusFlag(QUOTE_WORKFLOW, status, 'locked');

/** Whether a display condition refers to the operation (`operation == "REJECT"`). */
const NAMES_OPERATION = /(^|[^\w.$])operation\b/;
const namesOperation = (condition: string | undefined) =>
  condition !== undefined && NAMES_OPERATION.test(condition);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored data with the operation's own fields taken from `sent`: objects and fields (of single
 * objects) whose display condition names `operation`.
 */
export function withOperationFields(
  definitions: readonly ObjectDefinition[],
  stored: FormData,
  sent: FormData | undefined,
): FormData {
  if (sent === undefined) return stored;
  const data: FormData = { ...stored };
  for (const definition of definitions) {
    const { key } = definition;
    if (namesOperation(definition.attributes.displayCondition)) {
      if (Object.hasOwn(sent, key)) data[key] = sent[key];
      continue;
    }
    const values = sent[key];
    if (!isPlainObject(values)) continue;
    for (const field of definition.fields) {
      if (namesOperation(field.attributes.displayCondition) && Object.hasOwn(values, field.key)) {
        data[key] = { ...(isPlainObject(data[key]) ? data[key] : {}), [field.key]: values[field.key] };
      }
    }
  }
  return data;
}

/**
 * `data` without the fields of other operations: objects and fields whose display condition names
 * `operation` and that the form compiled for this operation leaves out (a rejection reason is kept by
 * REJECT, and dropped by the next operation that does not show it).
 */
export function withoutOtherOperationFields(
  definitions: readonly ObjectDefinition[],
  form: RecordForm,
  data: FormData,
): FormData {
  const ui = form.compiled.uiSchema as Record<string, unknown>;
  const kept: FormData = { ...data };
  for (const definition of definitions) {
    const { key } = definition;
    const objectUi = ui[key];
    if (!isPlainObject(objectUi)) {
      if (namesOperation(definition.attributes.displayCondition)) delete kept[key];
      continue;
    }
    const values = kept[key];
    if (!isPlainObject(values)) continue;
    const others = definition.fields.filter(
      (field) =>
        namesOperation(field.attributes.displayCondition) &&
        !isPlainObject(objectUi[field.key]) &&
        Object.hasOwn(values, field.key),
    );
    if (others.length > 0) {
      kept[key] = Object.fromEntries(
        Object.entries(values).filter(([name]) => !others.some((field) => field.key === name)),
      );
    }
  }
  return kept;
}

/** Today on the tenant's wall clock. */
const todayOf = (form: RecordForm, moment: FormMoment) =>
  localNow(moment.at, form.dataDefinition.timeZone).slice(0, 10);

const hasErrors = (errors: ValidationErrors) => Object.keys(errors).length > 0;

/**
 * Why a quote cannot be submitted, as message keys by dotted path (empty: it can): no policy holder
 * (borrower); for insurance also no premium, no valid payment schedule; an insured period that ends before
 * it starts; an offer no longer valid.
 */
export function incompleteReasons(
  kind: QuoteKind,
  derivation: Derivation,
  schedule: readonly PaymentScheduleRow[],
  today: string,
): ValidationErrors {
  const core = coreValuesOf(derivation);
  const paths = derivation.form.settings?.coreFields as QuoteCoreFieldPaths | undefined;
  const reasons: ValidationErrors = {};
  if (core.contractee === null)
    reasons[contracteePath(paths) ?? 'contractee'] = ['quote.policyHolderRequired'];
  if (kind.declaration.scope?.value === 'INSURANCE') {
    const premium = decimalAmount(core.premium, core.currency);
    if (premium === null) reasons[paths?.premium ?? 'premium'] = ['quote.premiumRequired'];
    Object.assign(reasons, premiumScheduleErrors(schedule, premium, core.currency));
  }
  if (core.startDate !== null && core.endDate !== null && core.endDate < core.startDate) {
    reasons.endDate = ['quote.endDateBeforeStartDate'];
  }
  if (core.validUntil !== null && core.validUntil < today) reasons.validUntil = ['quote.validityPassed'];
  return reasons;
}

/**
 * What an operation decides beyond the common rules, in the same transaction, before the quote is written:
 * e.g. ISSUE makes the policy and answers `{ status: 'ISSUED', set: { target_policy_id, issue_date } }`.
 * `schedule` is the payment schedule being stored (already checked for ISSUE).
 */
export type QuoteDecision = (
  tx: Tx,
  derivation: Derivation,
  schedule: readonly PaymentScheduleRow[],
  /** The quote as read and locked before the operation. */
  before: QuoteRow,
) => Promise<SaveDecision | undefined>;

/**
 * What an operation decides from the valid data: a non-empty schedule must add up (400 otherwise), and ISSUE
 * needs one (`requireValidSchedule`'s refusal); SUBMIT leads to READY or to INCOMPLETE with its reasons;
 * EXPIRE needs the offer's validity to have passed; then the operation's own decision, if any.
 */
function decision(
  kind: QuoteKind,
  operation: string,
  schedule: readonly PaymentScheduleRow[],
  moment: FormMoment,
  own?: (tx: Tx, derivation: Derivation) => Promise<SaveDecision | undefined>,
) {
  const common = async (derivation: Derivation): Promise<SaveDecision> => {
    const core = coreValuesOf(derivation);
    if (schedule.length > 0 || (operation === 'ISSUE' && kind.declaration.scope?.value === 'INSURANCE')) {
      const errors = premiumScheduleErrors(
        schedule,
        decimalAmount(core.premium, core.currency),
        core.currency,
      );
      if (hasErrors(errors)) throw httpError(400, 'validationFailed', errors);
    }
    const set: Record<string, unknown> = {
      payment_schedule: JSON.stringify(schedule),
      incomplete_reasons: null,
    };
    const today = todayOf(derivation.form, moment);
    if (operation === 'EXPIRE' && (core.validUntil === null || core.validUntil >= today)) {
      throw httpError(409, 'quoteStillValid');
    }
    if (operation !== 'SUBMIT') return { set };
    const reasons = incompleteReasons(kind, derivation, schedule, today);
    if (!hasErrors(reasons)) return { status: 'READY', set };
    return { status: 'INCOMPLETE', set: { ...set, incomplete_reasons: JSON.stringify(reasons) } };
  };
  return async (tx: Tx, derivation: Derivation): Promise<SaveDecision> => {
    const decided = await common(derivation);
    const more = (await own?.(tx, derivation)) ?? {};
    const status = more.status ?? decided.status;
    return { ...(status === undefined ? {} : { status }), set: { ...decided.set, ...more.set } };
  };
}

/**
 * An operation on a stored quote (`…/{id}/{operation}` or the body's `quote.id`), or the first SAVE or
 * SUBMIT of a draft (the body names its product). Answers the quote's context after the move. `decide`:
 * the operation's own decision (ISSUE, LEND), after the common rules.
 */
export async function performQuoteOperation(
  tx: Tx,
  kind: QuoteKind,
  { actor, permissions, moment, operation, id, body }: OperationCall<SaveQuote, Actor>,
  decide?: QuoteDecision,
): Promise<QuoteContext> {
  const quoteId = id ?? body.quote.id;
  if (quoteId === undefined) {
    if (operation !== 'SAVE' && operation !== 'SUBMIT') {
      throw httpError(400, 'validationFailed', { 'quote.id': ['required'] });
    }
    return firstWrite(tx, kind, actor, permissions, moment, operation, body);
  }
  const before = await kind.read(tx, quoteId, true);
  if (body.quote.version === undefined) {
    throw httpError(400, 'validationFailed', { 'quote.version': ['required'] });
  }
  if (body.quote.version !== before.version) throw httpError(409, STALE_VERSION_MESSAGE);
  // Refused moves change nothing and are told before anything sent is looked at.
  kind.requireMove(before.status, operation, permissions);
  if (operation === 'SAVE' && body.quote.data === undefined) {
    throw httpError(400, 'validationFailed', { 'quote.data': ['required'] });
  }
  const version = await productOf(tx, before.product_id, before.product_version_id);
  const form = await quoteForm(tx, kind, version, moment, operation);
  const editable = !locked(before.status);
  const data = withoutOtherOperationFields(
    version.definitions,
    form,
    editable
      ? (body.quote.data ?? before.data)
      : withOperationFields(version.definitions, before.data, body.quote.data),
  );
  requireLockedFieldsKept(version, before, data, moment);
  const schedule =
    editable && body.quote.paymentSchedule !== undefined
      ? body.quote.paymentSchedule
      : before.payment_schedule;
  const { row } = await kind.save(tx, actor, {
    before,
    version: body.quote.version,
    form,
    data,
    moment,
    operation: { name: operation, permissions },
    decide: decision(
      kind,
      operation,
      schedule,
      moment,
      decide && ((tx, derivation) => decide(tx, derivation, schedule, before)),
    ),
  });
  if (row.status === 'ISSUED' && before.status !== 'ISSUED') {
    await notifyChannels(
      tx,
      actor.tenantId,
      'quoteIssued',
      { number: row.quote_nr, product: version.product.name, contractee: row.contractee?.name ?? '' },
      moment.at,
    );
  }
  return quoteContext(tx, kind, row, permissions, moment, form.dataDefinition);
}

/**
 * 400 naming each field the quote's action type keeps from its policy (a change's end date and currency, a
 * cancellation's holder and beneficiary) that `data` changes; nothing is stored.
 */
function requireLockedFieldsKept(
  version: { definitions: ObjectDefinition[]; coreFields: QuoteCoreFieldPaths | undefined },
  before: QuoteRow,
  data: FormData,
  moment: FormMoment,
): void {
  const locked = lockedQuoteFields(before.action_type, version.definitions, version.coreFields);
  const changed = changedLockedFields(locked, before.data, data);
  if (changed.length === 0) return;
  const message = validationMessage('notAllowed', {}, moment.locale);
  throw httpError(400, 'validationFailed', Object.fromEntries(changed.map((path) => [path, [message]])));
}

/**
 * The first SAVE (or SUBMIT) of a draft: stored and numbered, its product version locked (409
 * `productVersionChanged` if that is no longer the product's active version), validated like any save.
 */
async function firstWrite(
  tx: Tx,
  kind: QuoteKind,
  actor: Actor,
  permissions: readonly string[],
  moment: FormMoment,
  operation: string,
  body: SaveQuote,
): Promise<QuoteContext> {
  // The move from the initial status first: a caller without the permission learns nothing else.
  kind.requireMove(QUOTE_WORKFLOW.initial, operation, permissions);
  if (body.quote.data === undefined) throw httpError(400, 'validationFailed', { 'quote.data': ['required'] });
  const drafted = await draftVersion(tx, kind, actor, body);
  const form = await quoteForm(tx, kind, drafted, moment, operation);
  const { row } = await kind.save(tx, actor, {
    before: null,
    form,
    data: withoutOtherOperationFields(drafted.definitions, form, body.quote.data),
    moment,
    set: { action_type: 'NEW', product_id: drafted.productId, product_version_id: drafted.versionId },
    operation: { name: operation, permissions },
    decide: decision(kind, operation, body.quote.paymentSchedule ?? [], moment),
  });
  return quoteContext(tx, kind, row, permissions, moment, form.dataDefinition);
}

/**
 * `PUT /api/{quotes|loan-applications}/{id}/sync-party/{partyId}`: the quote's copy of the party becomes
 * the party as it is now, and the data's references to it take its current name and code. Only while the
 * quote is not locked (409 `quoteLocked`); 404 when the quote names no such party. Journalled as
 * `SYNC_PARTY`; the status stays.
 */
export async function syncParty(
  tx: Tx,
  kind: QuoteKind,
  actor: UserActor,
  permissions: readonly string[],
  moment: FormMoment,
  quoteId: string,
  partyId: string,
): Promise<QuoteContext> {
  const before: QuoteRow = await kind.read(tx, quoteId, true);
  if (locked(before.status)) throw httpError(409, 'quoteLocked');
  const copy = await partyCopyOf(tx, quoteId, partyId);
  if (copy === undefined) throw httpError(404, 'Not Found');
  const renewed = await renewPartyCopy(tx, quoteId, copy, before.data);
  const { row, form } = await saveQuoteData(tx, kind, actor, moment, before, renewed, 'SYNC_PARTY');
  return quoteContext(tx, kind, row, permissions, moment, form.dataDefinition);
}

/**
 * Stores new data of a quote (read locked) without moving it, whatever its status: validated with its product
 * version's compiled form, journalled as `event` (`SYNC_PARTY`, a decision's `DECISION`). `lockedFieldsKept`
 * also refuses (400) changes of the fields its action type keeps from its policy.
 */
export async function saveQuoteData(
  tx: Tx,
  kind: QuoteKind,
  actor: Actor,
  moment: FormMoment,
  before: QuoteRow,
  data: FormData,
  event: string,
  { lockedFieldsKept = false }: { lockedFieldsKept?: boolean } = {},
): Promise<{ row: QuoteRow; form: RecordForm }> {
  const version = await productOf(tx, before.product_id, before.product_version_id);
  const form = await quoteForm(tx, kind, version, moment);
  const kept = withoutOtherOperationFields(version.definitions, form, data);
  if (lockedFieldsKept) requireLockedFieldsKept(version, before, kept, moment);
  const { row } = await kind.save(tx, actor, {
    before,
    version: before.version,
    form,
    data: kept,
    moment,
    event,
  });
  return { row, form };
}
