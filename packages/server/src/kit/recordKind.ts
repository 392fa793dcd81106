import {
  availableOperations,
  checkMove,
  hasStatusFlag,
  type CompiledForm,
  type DataDefinition,
  type ObjectDefinition,
  type StatusMachine,
} from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../http/errors.js';
import type { Actor } from '../modules/shared/actor.js';
import { compileForRequest, loadDataDefinition, type FormMoment } from '../modules/shared/dataDefinition.js';
import { validFormData, type FormData } from '../modules/shared/formData.js';
import { recordChange } from '../modules/shared/journal.js';
import { listPage, type ListDeclaration, type ListRequest, type Page } from './listQuery.js';
import { partyReferencesIn, requireExistingParties } from './partyReferences.js';
import { nextRecordNumber, type NumberSequence } from './recordNumber.js';

/** The columns every record table has. */
export interface RecordRow {
  id: string;
  version: number;
  data: FormData;
  created_at: Date;
  updated_at: Date;
}

/** A record's form: its definitions, what the browser needs to compile them, and the compiled form. */
export interface RecordForm {
  definitions: ObjectDefinition[];
  dataDefinition: DataDefinition;
  compiled: CompiledForm;
  /** The operation the form is compiled for: display conditions on `operation` decided for it. */
  operation?: string;
  /** Settings of the form's source that the kind derives with (e.g. a product version's `coreFields`). */
  settings?: Readonly<Record<string, unknown>>;
}

/** What the columns derived from a record's data are computed from. */
export interface Derivation {
  form: RecordForm;
  /** Valid data, as the form shows it. */
  data: FormData;
  locale: string;
  /** The record's number, for kinds that are numbered. */
  number?: string;
}

/**
 * A workflow and the operations this kind performs (the machine's others wait for their rules): those listed
 * in `performs` and those that `registerRecordRoutes` gets a handler for.
 */
export interface RecordWorkflow<S extends string, O extends string> {
  machine: StatusMachine<S, O, string>;
  statusColumn: string;
  performs?: readonly O[];
  /** The message of a move from a status flagged `locked`, e.g. `quoteLocked`; else `notAllowedFromStatus`. */
  lockedMessage?: string;
}

/**
 * One kind of business record, declared once: where it is stored, how it is numbered, its workflow, the
 * columns derived from its data, how it is shown, and its list. The kit gives every kind the same
 * validation by the compiled form (Customer fields must name parties of the tenant), optimistic
 * versioning, journal rows and tenant isolation.
 */
export interface RecordDeclaration<
  Row extends RecordRow,
  Rec,
  Item,
  S extends string = string,
  O extends string = string,
> {
  /** The table of the records; also the `object_table` of their history and activity rows. */
  table: string;
  /** The columns read (a select list of `table`, constants of the code). */
  columns: string;
  /** Selects this kind's rows in a table shared by several kinds, e.g. `product_type = 'LENDING'`. */
  scope?: { column: string; value: string };
  numbering?: NumberSequence & { column: string };
  workflow?: RecordWorkflow<S, O>;
  /** Column → value of everything derived from valid data on every save (search text included). */
  derive(derivation: Derivation): Record<string, unknown>;
  /** Rules beyond the form's schema, on valid data, before anything is written (400 to refuse). */
  check?(tx: Tx, derivation: Derivation): Promise<void>;
  /** What is kept beside the row once it is written (e.g. unique values), in the same transaction. */
  afterWrite?(tx: Tx, actor: Actor, row: Row, derivation: Derivation): Promise<void>;
  /** A stored row as the API shows it. */
  present(tx: Tx, row: Row): Promise<Rec>;
  /** The name of a record in the activity list. */
  displayName(record: Rec): string;
  list: ListDeclaration<Item>;
}

/** A save: new data for a stored record (`before`) or a new one, and columns the operation sets itself. */
export interface SaveInput<Row> {
  before: Row | null;
  /** Read at this version (409 if it changed since); for updates. */
  version?: number;
  form: RecordForm;
  data: FormData;
  moment: FormMoment;
  /** Columns the save sets besides the derived ones (product…), constants of the code by name. */
  set?: Record<string, unknown>;
  /**
   * The workflow operation this save performs: checked against the machine from the record's status (a new
   * record's: the initial one), which then becomes the move's; also the journal's event. Without it the
   * event is `CREATE` or `UPDATE` and the status stays.
   */
  operation?: { name: string; permissions: readonly string[] };
  /**
   * What the operation decides from the valid data before anything is written (400 to refuse, 409…): the
   * status it leads to when the move has other outcomes (SUBMIT: READY or INCOMPLETE) and columns to set
   * (over the derived ones).
   */
  decide?(tx: Tx, derivation: Derivation): Promise<SaveDecision | undefined>;
  /** The journal's event instead of the operation's (e.g. `SYNC_PARTY`). */
  event?: string;
}

export interface SaveDecision {
  /** One of the move's outcomes: its `to` or one of its `otherOutcomes`. */
  status?: string;
  set?: Record<string, unknown>;
}

/** What a record's form is compiled for beyond its definitions. */
export interface FormOptions {
  operation?: string;
  settings?: Readonly<Record<string, unknown>>;
}

export interface RecordKind<Row extends RecordRow, Rec, Item, S extends string, O extends string> {
  readonly declaration: RecordDeclaration<Row, Rec, Item, S, O>;
  /**
   * The form made of `definitions` (a product version's, a party type's library definitions), compiled for
   * `options.operation` when given.
   */
  form(
    tx: Tx,
    definitions: ObjectDefinition[],
    moment: FormMoment,
    options?: FormOptions,
  ): Promise<RecordForm>;
  /** `form` of a data definition already loaded (e.g. remembered by `cachedByConfiguration`). */
  formOf(dataDefinition: DataDefinition, moment: FormMoment, options?: FormOptions): RecordForm;
  /** A record of this kind in the tenant (404 otherwise, also for another tenant's or kind's id). */
  read(tx: Tx, id: string, forUpdate?: boolean): Promise<Row>;
  /** Validates, derives, writes and journals; the one write path of every record. */
  save(
    tx: Tx,
    actor: Actor,
    input: SaveInput<Row>,
  ): Promise<{ row: Row; record: Rec; derivation: Derivation }>;
  /** The moves from `status` that the caller may make and this kind performs. */
  availableOperations(status: string, permissions: readonly string[]): O[];
  /** Adds an operation to those the kind performs (`registerRecordRoutes`, for each handler). */
  perform(operation: O): void;
  /** The status a move leads to, or the refusal: 400 unknown, 403 permission, 409 not from this status. */
  requireMove(status: string, operation: string, permissions: readonly string[]): S;
  find(tx: Tx, request: ListRequest): Promise<Page<Item>>;
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

function columnName(name: string): string {
  if (!COLUMN.test(name)) throw new Error(`Not a column name: ${name}`);
  return name;
}

export function defineRecordKind<
  Row extends RecordRow,
  Rec,
  Item,
  S extends string = string,
  O extends string = string,
>(declaration: RecordDeclaration<Row, Rec, Item, S, O>): RecordKind<Row, Rec, Item, S, O> {
  const { table, columns, scope, numbering, workflow } = declaration;
  const performed = new Set<O>(workflow?.performs ?? []);
  columnName(table);
  const scopeSql = scope ? ` and ${columnName(scope.column)} = $2` : '';
  const scopeParams = scope ? [scope.value] : [];

  async function read(tx: Tx, id: string, forUpdate = false): Promise<Row> {
    const { rows } = await tx.query<Row>(
      `select ${columns} from ${table} where id = $1${scopeSql}${forUpdate ? ' for update' : ''}`,
      [id, ...scopeParams],
      // Every record's page reads by id first: its plan under row-level security is made once.
      { prepared: true },
    );
    if (rows[0] === undefined) throw httpError(404, 'Not Found');
    return rows[0];
  }

  async function write(tx: Tx, actor: Actor, before: Row | null, values: Record<string, unknown>) {
    const entries = Object.entries(values).filter(([, value]) => value !== undefined);
    const names = entries.map(([name]) => columnName(name));
    const params = entries.map(([, value]) => value);
    if (before === null) {
      const all = ['tenant_id', ...(scope ? [scope.column] : []), ...names];
      const allParams = [actor.tenantId, ...scopeParams, ...params];
      const { rows } = await tx.query<Row>(
        `insert into ${table} (${all.join(', ')})
         values (${allParams.map((_, index) => `$${index + 1}`).join(', ')}) returning ${columns}`,
        allParams,
      );
      return rows[0] as Row;
    }
    const assignments = names.map((name, index) => `${name} = $${index + 2}`);
    const { rows } = await tx.query<Row>(
      `update ${table} set ${[...assignments, 'version = version + 1', 'updated_at = now()'].join(', ')}
        where id = $1 returning ${columns}`,
      [before.id, ...params],
    );
    return rows[0] as Row;
  }

  return {
    declaration,
    async form(tx, definitions, moment, options) {
      return formOf(await loadDataDefinition(tx, definitions), moment, options);
    },
    formOf,
    read,
    async save(tx, actor, input) {
      const { before, form, moment } = input;
      if (before !== null && input.version !== before.version) throw httpError(409, STALE_VERSION_MESSAGE);
      const moved: Record<string, unknown> = {};
      if (input.operation !== undefined) {
        if (workflow === undefined) throw httpError(400, 'unknownOperation');
        const from =
          before === null
            ? workflow.machine.initial
            : String((before as unknown as Record<string, unknown>)[workflow.statusColumn]);
        moved[workflow.statusColumn] = requireMove(from, input.operation.name, input.operation.permissions);
      }
      const data = validFormData(form.compiled, input.data, moment.locale);
      const derivation: Derivation = { form, data, locale: moment.locale };
      // Customer fields of any form name parties of the tenant, of the type they claim.
      await requireExistingParties(tx, partyReferencesIn(data, form.compiled.uiSchema), moment.locale);
      await declaration.check?.(tx, derivation);
      const decision = (await input.decide?.(tx, derivation)) ?? {};
      if (decision.status !== undefined) {
        const move = workflow?.machine.operations[input.operation?.name as O];
        if (move === undefined || workflow === undefined) throw new Error('A decided status needs a move');
        if (decision.status !== move.to && !(move.otherOutcomes ?? []).includes(decision.status as S)) {
          throw new Error(`${decision.status} is no outcome of ${input.operation?.name}`);
        }
        moved[workflow.statusColumn] = decision.status;
      }
      if (numbering !== undefined) {
        derivation.number =
          before === null
            ? await nextRecordNumber(tx, actor.tenantId, numbering)
            : String((before as unknown as Record<string, unknown>)[numbering.column]);
      }
      // The operation's decision comes last: it is made from the valid data and what it derives.
      const values: Record<string, unknown> = {
        ...input.set,
        ...moved,
        ...(before === null && numbering !== undefined ? { [numbering.column]: derivation.number } : {}),
        data,
        ...declaration.derive(derivation),
        ...decision.set,
      };
      const row = await write(tx, actor, before, values);
      await declaration.afterWrite?.(tx, actor, row, derivation);
      const record = await declaration.present(tx, row);
      await recordChange(tx, actor, {
        objectTable: table,
        objectId: row.id,
        eventType: before === null ? 'CREATE' : (input.event ?? input.operation?.name ?? 'UPDATE'),
        objectDisplayName: declaration.displayName(record),
        previousState: before === null ? null : await declaration.present(tx, before),
        newState: record,
      });
      return { row, record, derivation };
    },
    availableOperations(status, permissions) {
      if (workflow === undefined) return [];
      return availableOperations(workflow.machine, status, permissions).filter((operation) =>
        performed.has(operation),
      );
    },
    perform(operation) {
      if (workflow?.machine.operations[operation] === undefined) {
        throw new Error(`${table}: ${operation} is not an operation of its workflow`);
      }
      performed.add(operation);
    },
    requireMove,
    find: (tx, request) => listPage(tx, declaration.list, request),
  };

  function formOf(dataDefinition: DataDefinition, moment: FormMoment, options: FormOptions = {}): RecordForm {
    const { operation, settings } = options;
    return {
      definitions: dataDefinition.objectDefinitions,
      dataDefinition,
      compiled: compileForRequest(dataDefinition, moment, operation),
      ...(operation === undefined ? {} : { operation }),
      ...(settings === undefined ? {} : { settings }),
    };
  }

  function requireMove(status: string, operation: string, permissions: readonly string[]): S {
    if (workflow === undefined || !performed.has(operation as O)) {
      throw httpError(400, 'unknownOperation');
    }
    const move = checkMove(workflow.machine, status, operation, permissions);
    if (move.allowed) return move.to;
    if (move.reason === 'lackPermission') throw httpError(403, 'lackPermission');
    if (move.reason === 'unknownOperation') throw httpError(400, 'unknownOperation');
    const locked = hasStatusFlag(workflow.machine, status, 'locked');
    throw httpError(
      409,
      locked ? (workflow.lockedMessage ?? 'notAllowedFromStatus') : 'notAllowedFromStatus',
    );
  }
}
