import {
  availableOperations as allowedMoves,
  fromMinorUnits,
  isLockedQuoteStatus,
  QUOTE_WORKFLOW,
  type ActionType,
  type DataDefinition,
  type ObjectDefinition,
  type ProductType,
  type QuoteOperation,
  type QuoteStatus,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import {
  partyReferencesIn,
  requireExistingParties,
  type PartyReference,
} from '../parties/partyReferences.js';
import { products } from '../products/service.js';
import { markProductVersionUsed, productVersions } from '../productVersions/service.js';
import type { UserActor } from '../shared/actor.js';
import { compileForRequest, loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { validFormData, type FormData } from '../shared/formData.js';
import { recordChange } from '../shared/journal.js';
import type { Page } from '../shared/resource.js';
import { searchTextOf } from '../shared/searchText.js';
import { quoteCoreFieldsOf, type QuoteCoreFields } from './quoteCoreFields.js';
import { nextQuoteNr } from './quoteNumber.js';

/**
 * An insurance quote (product type INSURANCE) or a loan application (LENDING), workspace.md §3. `data`
 * holds the values of its product version's form and is the source of truth; the core fields beside it
 * are derived from it on every save (see `quoteCoreFieldsOf`), null when the data has none. Money is
 * shown as a decimal amount of `currency`.
 */
export interface Quote extends QuoteCoreFields {
  id: string;
  quoteNr: string;
  productType: ProductType;
  status: QuoteStatus;
  actionType: ActionType;
  product: { id: string; name: string; code: string; iconName: string | null };
  productVersion: { id: string; name: string };
  data: FormData;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What the quote and loan application pages load and every operation answers (workspace.md §3). */
export interface QuoteContext {
  quote: Quote;
  /** The form of the quote's product version (see `DataDefinition`). */
  dataDefinition: DataDefinition;
  /** The operations the caller may apply now: SAVE while the status is not locked, with `quote:Save`. */
  availableOperations: QuoteOperation[];
}

/** A row of the quote lists and of the global search (foundations.md §3 "Search result"). */
export interface QuoteListItem {
  entityId: string;
  quoteNr: string;
  productName: string;
  contracteeName: string;
  status: QuoteStatus;
  startDate: string | null;
  endDate: string | null;
}

/** What SAVE takes: the quote as read with its new data; the other properties are the server's. */
export interface QuotePayload {
  id: string;
  version: number;
  data: FormData;
}

/** The operations this server performs so far; the others come with their rules. */
const OPERATIONS: readonly QuoteOperation[] = ['SAVE'];

interface QuoteRow {
  id: string;
  quote_nr: string;
  product_type: ProductType;
  status: QuoteStatus;
  action_type: ActionType;
  product_id: string;
  product_version_id: string;
  contractee: PartyReference | null;
  start_date: string | null;
  end_date: string | null;
  currency: string | null;
  sum_insured: number | null;
  loan_term: number | null;
  annual_interest_rate: number | null;
  data: FormData;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const QUOTE_COLUMNS = `id, quote_nr, product_type, status, action_type, product_id, product_version_id, contractee,
  start_date::text as start_date, end_date::text as end_date, currency, sum_insured, loan_term,
  annual_interest_rate, data, version, created_at, updated_at`;

/** The columns that follow from the data, in the order of `coreValues`. */
const CORE_COLUMNS = [
  'contractee',
  'contractee_id',
  'start_date',
  'end_date',
  'currency',
  'sum_insured',
  'loan_term',
  'annual_interest_rate',
  'search_text',
];

function coreValues(core: QuoteCoreFields, quoteNr: string): unknown[] {
  return [
    core.contractee,
    core.contractee?.id ?? null,
    core.startDate,
    core.endDate,
    core.currency,
    core.sumInsured,
    core.loanTerm,
    core.annualInterestRate,
    searchTextOf([quoteNr, core.contractee?.name]),
  ];
}

/**
 * The operations of `OPERATIONS` that the quote workflow allows from the status to the caller's permissions;
 * none from a locked status, since the workflow never edits a locked quote.
 */
function availableOperations(status: QuoteStatus, permissions: readonly string[]): QuoteOperation[] {
  return allowedMoves(QUOTE_WORKFLOW, status, permissions).filter((operation) =>
    OPERATIONS.includes(operation),
  );
}

/** A stored quote as the API shows it, with its product version's definitions. */
async function quoteOf(tx: Tx, row: QuoteRow): Promise<{ quote: Quote; definitions: ObjectDefinition[] }> {
  const product = await products.get(tx, row.product_id);
  const productVersion = await productVersions.get(tx, row.product_version_id);
  const quote: Quote = {
    id: row.id,
    quoteNr: row.quote_nr,
    productType: row.product_type,
    status: row.status,
    actionType: row.action_type,
    product: {
      id: product.id as string,
      name: product.name,
      code: product.code,
      iconName: product.iconName ?? null,
    },
    productVersion: { id: productVersion.id as string, name: productVersion.name },
    contractee: row.contractee,
    startDate: row.start_date,
    endDate: row.end_date,
    currency: row.currency,
    sumInsured:
      row.sum_insured === null || row.currency === null
        ? null
        : fromMinorUnits(row.sum_insured, row.currency),
    loanTerm: row.loan_term,
    annualInterestRate: row.annual_interest_rate,
    data: row.data,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  return { quote, definitions: productVersion.definition.objectDefinitions };
}

/** The context of a stored quote: the quote, its form (unless already loaded), the caller's operations. */
async function contextOf(
  tx: Tx,
  row: QuoteRow,
  permissions: readonly string[],
  dataDefinition?: DataDefinition,
): Promise<QuoteContext> {
  const { quote, definitions } = await quoteOf(tx, row);
  return {
    quote,
    dataDefinition: dataDefinition ?? (await loadDataDefinition(tx, definitions)),
    availableOperations: availableOperations(row.status, permissions),
  };
}

/** A quote of the product type (404 otherwise: another type's or another tenant's id is not found). */
async function readRow(tx: Tx, productType: ProductType, id: string, forUpdate = false): Promise<QuoteRow> {
  const { rows } = await tx.query<QuoteRow>(
    `select ${QUOTE_COLUMNS} from quote where id = $1 and product_type = $2${forUpdate ? ' for update' : ''}`,
    [id, productType],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}

/**
 * Starts a quote (insurance product) or a loan application (lending product) from the product's active
 * version: status NEW, the next number of its kind, the form's defaults as data. The version is then used
 * and locked. A product without an active version cannot be quoted: 409 `noActiveProductVersion`.
 */
export async function initQuote(
  tx: Tx,
  actor: UserActor,
  permissions: readonly string[],
  productId: string,
  moment: FormMoment,
): Promise<QuoteContext> {
  const product = await products.get(tx, productId);
  const { rows } = await tx.query<{ id: string }>(
    'select id from product_version where product_id = $1 and active for update',
    [productId],
  );
  if (rows[0] === undefined) throw httpError(409, 'noActiveProductVersion');
  const productVersion = await markProductVersionUsed(tx, actor, rows[0].id);
  const definitions = productVersion.definition.objectDefinitions;
  const dataDefinition = await loadDataDefinition(tx, definitions);
  const compiled = compileForRequest(dataDefinition, moment);
  const data = compiled.defaults;
  const quoteNr = await nextQuoteNr(tx, actor.tenantId, product.productType);
  const core = quoteCoreFieldsOf(definitions, compiled.uiSchema, data, moment.locale);
  const { rows: inserted } = await tx.query<QuoteRow>(
    `insert into quote (tenant_id, product_type, quote_nr, status, action_type, product_id, product_version_id,
                        data, ${CORE_COLUMNS.join(', ')})
     values ($1, $2, $3, 'NEW', 'NEW', $4, $5, $6, ${CORE_COLUMNS.map((_, index) => `$${index + 7}`).join(', ')})
     returning ${QUOTE_COLUMNS}`,
    [
      actor.tenantId,
      product.productType,
      quoteNr,
      productId,
      productVersion.id,
      data,
      ...coreValues(core, quoteNr),
    ],
  );
  const context = await contextOf(tx, inserted[0] as QuoteRow, permissions, dataDefinition);
  await journal(tx, actor, 'CREATE', null, context.quote);
  return context;
}

/** The context of a quote of the product type. */
export async function readQuoteContext(
  tx: Tx,
  permissions: readonly string[],
  productType: ProductType,
  id: string,
): Promise<QuoteContext> {
  return contextOf(tx, await readRow(tx, productType, id), permissions);
}

/**
 * The SAVE operation: new data for a quote read at `payload.version` (409 if it changed since), validated
 * with the compiled form of its product version (400 with the fields' messages), its parties checked to
 * exist. The status becomes NEW. Quotes in a locked status are read-only: 409 `quoteLocked`.
 */
export async function saveQuote(
  tx: Tx,
  actor: UserActor,
  permissions: readonly string[],
  productType: ProductType,
  payload: QuotePayload,
  moment: FormMoment,
): Promise<QuoteContext> {
  const before = await readRow(tx, productType, payload.id, true);
  if (before.version !== payload.version) throw httpError(409, STALE_VERSION_MESSAGE);
  if (isLockedQuoteStatus(before.status)) throw httpError(409, 'quoteLocked');
  const { definition } = await productVersions.get(tx, before.product_version_id);
  const dataDefinition = await loadDataDefinition(tx, definition.objectDefinitions);
  const compiled = compileForRequest(dataDefinition, moment);
  const data = validFormData(compiled, payload.data, moment.locale);
  await requireExistingParties(tx, partyReferencesIn(data, compiled.uiSchema), moment.locale);
  const core = quoteCoreFieldsOf(definition.objectDefinitions, compiled.uiSchema, data, moment.locale);
  const assignments = CORE_COLUMNS.map((column, index) => `${column} = $${index + 3}`);
  const { rows } = await tx.query<QuoteRow>(
    `update quote set status = 'NEW', data = $2, ${assignments.join(', ')},
                      version = version + 1, updated_at = now()
      where id = $1 returning ${QUOTE_COLUMNS}`,
    [before.id, data, ...coreValues(core, before.quote_nr)],
  );
  const context = await contextOf(tx, rows[0] as QuoteRow, permissions, dataDefinition);
  await journal(tx, actor, 'SAVE', (await quoteOf(tx, before)).quote, context.quote);
  return context;
}

/**
 * One page of the tenant's quotes of a product type, newest first, those matching `pattern` (a LIKE
 * pattern over the folded number and contractee name) when given, with how many match in all. Read
 * through the `quote_page` and `quote_count` functions, so that a search uses the trigram index.
 */
export async function findQuotes(
  tx: Tx,
  productType: ProductType,
  pattern: string | undefined,
  page: number,
  limit: number,
): Promise<Page<QuoteListItem>> {
  const count = await tx.query<{ count: number }>('select quote_count($1, $2) as count', [
    productType,
    pattern ?? null,
  ]);
  const { rows } = await tx.query<{
    id: string;
    quote_nr: string;
    status: QuoteStatus;
    product_name: string;
    contractee_name: string | null;
    start_date: string | null;
    end_date: string | null;
  }>('select * from quote_page($1, $2, $3, $4)', [productType, pattern ?? null, limit, page * limit]);
  return {
    count: count.rows[0]?.count ?? 0,
    items: rows.map((row) => ({
      entityId: row.id,
      quoteNr: row.quote_nr,
      productName: row.product_name,
      contracteeName: row.contractee_name ?? '',
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
    })),
  };
}

function journal(tx: Tx, actor: UserActor, eventType: string, before: Quote | null, after: Quote) {
  return recordChange(tx, actor, {
    objectTable: 'quote',
    objectId: after.id,
    eventType,
    objectDisplayName: after.quoteNr,
    previousState: before,
    newState: after,
  });
}
