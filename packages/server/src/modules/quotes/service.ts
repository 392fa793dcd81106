import {
  fromMinorUnits,
  QUOTE_WORKFLOW,
  type ActionType,
  type DataDefinition,
  type PartyReference,
  type ProductType,
  type Quote,
  type QuoteDraft,
  type QuoteListItem,
  type QuoteOperation,
  type QuoteStatus,
  type SaveQuote,
  type QuoteContext,
  type QuoteDraftContext,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { defineRecordKind, type RecordKind, type RecordRow } from '../../kit/recordKind.js';
import { prefixedNumber } from '../../kit/recordNumber.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { productService } from '../products/service.js';
import { markProductVersionUsed, productVersionService } from '../productVersions/service.js';
import { loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { searchTextOf } from '../shared/searchText.js';
import { quoteCoreFieldsOf, type QuoteCoreValues } from './quoteCoreFields.js';

export interface QuoteRow extends RecordRow {
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
}

export type QuoteKind = RecordKind<QuoteRow, Quote, QuoteListItem, QuoteStatus, QuoteOperation>;

const QUOTE_COLUMNS = `id, quote_nr, product_type, status, action_type, product_id, product_version_id, contractee,
  start_date::text as start_date, end_date::text as end_date, currency, sum_insured, loan_term,
  annual_interest_rate, data, version, created_at, updated_at`;

/** The columns that follow from the data: the core fields and the search text (number and contractee). */
function coreColumns(core: QuoteCoreValues, quoteNr: string | undefined): Record<string, unknown> {
  return {
    contractee: core.contractee,
    contractee_id: core.contractee?.id ?? null,
    start_date: core.startDate,
    end_date: core.endDate,
    currency: core.currency,
    sum_insured: core.sumInsured,
    loan_term: core.loanTerm,
    annual_interest_rate: core.annualInterestRate,
    search_text: searchTextOf([quoteNr, core.contractee?.name]),
  };
}

/** The core fields as the wire shows them: money as a decimal amount of its currency. */
function coreFields(core: QuoteCoreValues) {
  return {
    ...core,
    sumInsured:
      core.sumInsured === null || core.currency === null
        ? null
        : fromMinorUnits(core.sumInsured, core.currency),
  };
}

/** The product and version references of a quote. */
async function productOf(tx: Tx, productId: string, productVersionId: string) {
  const product = await productService.get(tx, productId);
  const version = await productVersionService.get(tx, productVersionId);
  return {
    product: {
      id: product.id as string,
      name: product.name,
      code: product.code,
      iconName: product.iconName ?? null,
    },
    productVersion: { id: version.id as string, name: version.name },
    definitions: version.definition.objectDefinitions,
  };
}

async function presentQuote(tx: Tx, row: QuoteRow): Promise<Quote> {
  const { product, productVersion } = await productOf(tx, row.product_id, row.product_version_id);
  return {
    id: row.id,
    quoteNr: row.quote_nr,
    productType: row.product_type,
    status: row.status,
    actionType: row.action_type,
    product,
    productVersion,
    ...coreFields({
      contractee: row.contractee,
      startDate: row.start_date,
      endDate: row.end_date,
      currency: row.currency,
      sumInsured: row.sum_insured,
      loanTerm: row.loan_term,
      annualInterestRate: row.annual_interest_rate,
    }),
    data: row.data,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Insurance quotes (INSURANCE) and loan applications (LENDING): one table and one workflow, each kind with
 * its own numbers (Q-000001, LA-000001), addresses and lists. Only SAVE is performed so far; the workflow's
 * other moves come with their rules.
 */
function quoteKind(productType: ProductType, sequence: string, prefix: string): QuoteKind {
  return defineRecordKind<QuoteRow, Quote, QuoteListItem, QuoteStatus, QuoteOperation>({
    table: 'quote',
    columns: QUOTE_COLUMNS,
    scope: { column: 'product_type', value: productType },
    numbering: { sequence, format: prefixedNumber(prefix), column: 'quote_nr' },
    workflow: {
      machine: QUOTE_WORKFLOW,
      statusColumn: 'status',
      performs: ['SAVE'],
      lockedMessage: 'quoteLocked',
    },
    derive: ({ form, data, locale, number }) =>
      coreColumns(quoteCoreFieldsOf(form.definitions, form.compiled.uiSchema, data, locale), number),
    present: presentQuote,
    displayName: (quote) => quote.quoteNr,
    list: {
      table: 'quote',
      alias: 'q',
      joins: [{ table: 'product', alias: 'pr', on: 'pr.id = q.product_id' }],
      // A product type is a constant of the code (INSURANCE or LENDING), never input.
      scope: `q.product_type = '${productType}'`,
      select: {
        id: 'q.id',
        quoteNr: 'q.quote_nr',
        status: 'q.status',
        productName: 'pr.name',
        contracteeName: `q.contractee ->> 'name'`,
        startDate: 'q.start_date::text',
        endDate: 'q.end_date::text',
      },
      sortable: {
        quoteNr: 'q.quote_nr',
        status: 'q.status',
        productName: 'pr.name',
        contracteeName: `q.contractee ->> 'name'`,
        startDate: 'q.start_date',
        endDate: 'q.end_date',
        createdAt: 'q.created_at',
      },
      defaultSorting: [{ field: 'createdAt', direction: 'DESC' }],
      searchColumn: 'q.search_text',
      item: (row) => ({
        entityId: row.id as string,
        quoteNr: row.quoteNr as string,
        productName: row.productName as string,
        contracteeName: (row.contracteeName as string | null) ?? '',
        status: row.status as QuoteStatus,
        startDate: row.startDate as string | null,
        endDate: row.endDate as string | null,
      }),
    },
  });
}

export const QUOTE_KINDS: Readonly<Record<ProductType, QuoteKind>> = {
  INSURANCE: quoteKind('INSURANCE', 'quote', 'Q'),
  LENDING: quoteKind('LENDING', 'loan-application', 'LA'),
};

/** A product's active version, locked against a concurrent change until the transaction ends. */
async function activeVersionId(tx: Tx, productId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'select id from product_version where product_id = $1 and active for update',
    [productId],
  );
  if (rows[0] === undefined) throw httpError(409, 'noActiveProductVersion');
  return rows[0].id;
}

/**
 * A new quote (insurance product) or loan application (lending product) to fill in, from the product's
 * active version: status NEW, the form's defaults as data and the core fields they give. Nothing is stored,
 * numbered or locked: the first SAVE does that. A product without an active version: 409.
 */
export async function initQuote(
  tx: Tx,
  permissions: readonly string[],
  productId: string,
  moment: FormMoment,
): Promise<QuoteDraftContext> {
  const product = await productService.get(tx, productId);
  const kind = QUOTE_KINDS[product.productType];
  const { rows } = await tx.query<{ id: string }>(
    'select id from product_version where product_id = $1 and active',
    [productId],
  );
  if (rows[0] === undefined) throw httpError(409, 'noActiveProductVersion');
  const references = await productOf(tx, productId, rows[0].id);
  const form = await kind.form(tx, references.definitions, moment);
  const data = form.compiled.defaults;
  const draft: QuoteDraft = {
    productType: product.productType,
    status: QUOTE_WORKFLOW.initial,
    actionType: 'NEW',
    product: references.product,
    productVersion: references.productVersion,
    ...coreFields(quoteCoreFieldsOf(form.definitions, form.compiled.uiSchema, data, moment.locale)),
    data,
  };
  return {
    quote: draft,
    dataDefinition: form.dataDefinition,
    availableOperations: kind.availableOperations(draft.status, permissions),
  };
}

/** The context of a stored quote: the quote, its form, the caller's operations. */
export async function quoteContext(
  tx: Tx,
  kind: QuoteKind,
  row: QuoteRow,
  permissions: readonly string[],
  dataDefinition?: DataDefinition,
): Promise<QuoteContext> {
  const { definitions } = await productOf(tx, row.product_id, row.product_version_id);
  return {
    quote: await presentQuote(tx, row),
    dataDefinition: dataDefinition ?? (await loadDataDefinition(tx, definitions)),
    availableOperations: kind.availableOperations(row.status, permissions),
  };
}

/**
 * SAVE: new data for a stored quote read at `quote.version` (409 if it changed since; 409 `quoteLocked` in
 * a locked status), or the first SAVE of a draft, which stores and numbers it and locks the product version
 * it was drafted from (409 `productVersionChanged` if that is no longer the product's active version).
 * Validated with the compiled form of the product version (400 with the fields' messages), its parties
 * checked to exist. The status becomes NEW.
 */
export async function saveQuote(
  tx: Tx,
  kind: QuoteKind,
  { actor, permissions, moment, operation, id, body }: OperationCall<SaveQuote>,
): Promise<QuoteContext> {
  const quoteId = id ?? body.quote.id;
  if (quoteId !== undefined) {
    const before = await kind.read(tx, quoteId, true);
    if (body.quote.version === undefined) {
      throw httpError(400, 'validationFailed', { 'quote.version': ['required'] });
    }
    const { definitions } = await productOf(tx, before.product_id, before.product_version_id);
    const form = await kind.form(tx, definitions, moment);
    const { row } = await kind.save(tx, actor, {
      before,
      version: body.quote.version,
      form,
      data: body.quote.data,
      moment,
      operation: { name: operation, permissions },
    });
    return quoteContext(tx, kind, row, permissions, form.dataDefinition);
  }
  if (body.product === undefined) throw httpError(400, 'validationFailed', { product: ['required'] });
  const product = await productService.get(tx, body.product.id);
  if (product.productType !== kind.declaration.scope?.value) {
    throw httpError(400, 'validationFailed', { product: ['notAllowed'] });
  }
  const versionId = await activeVersionId(tx, body.product.id);
  const drafted = body.quote.productVersion?.id;
  if (drafted !== undefined && drafted !== versionId) throw httpError(409, 'productVersionChanged');
  const version = await markProductVersionUsed(tx, actor, versionId);
  const form = await kind.form(tx, version.definition.objectDefinitions, moment);
  const { row } = await kind.save(tx, actor, {
    before: null,
    form,
    data: body.quote.data,
    moment,
    set: { action_type: 'NEW', product_id: body.product.id, product_version_id: versionId },
    operation: { name: operation, permissions },
  });
  return quoteContext(tx, kind, row, permissions, form.dataDefinition);
}
