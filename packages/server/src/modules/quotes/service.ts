import {
  fromMinorUnits,
  loanApplicationView,
  localNow,
  QUOTE_WORKFLOW,
  type PartyRole,
  type PaymentScheduleRow,
  type QuoteCoreFieldPaths,
  type ValidationErrors,
  type ActionType,
  type DataDefinition,
  type ObjectDefinition,
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
import {
  defineRecordKind,
  type Derivation,
  type RecordForm,
  type RecordKind,
  type RecordRow,
} from '../../kit/recordKind.js';
import { prefixedNumber } from '../../kit/recordNumber.js';
import { partyReferencesIn } from '../../kit/partyReferences.js';
import { quoteEnrichments } from '../enrichments/service.js';
import { productService } from '../products/service.js';
import { markProductVersionUsed, productVersionService } from '../productVersions/service.js';
import type { Actor } from '../shared/actor.js';
import { loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { searchTextOf } from '../shared/searchText.js';
import { applicationSummary } from './loanSchedule.js';
import { keepPartyCopies, partiesChangedOf, partyCopiesOf } from './partyCopies.js';
import { loanFieldsOf, quoteCoreFieldsOf, type QuoteCoreValues } from './quoteCoreFields.js';
import { LOCALIZED_PRODUCT_NAME, productJoin, productReference } from '../shared/productName.js';

export interface QuoteRow extends RecordRow {
  quote_nr: string;
  product_type: ProductType;
  status: QuoteStatus;
  action_type: ActionType;
  product_id: string;
  product_version_id: string;
  contractee: PartyReference | null;
  beneficiary: PartyReference | null;
  start_date: string | null;
  end_date: string | null;
  issue_date: string | null;
  valid_until: string | null;
  currency: string | null;
  /** Minor units of `currency`. */
  premium: number | null;
  /** Minor units of `currency`. */
  sum_insured: number | null;
  loan_term: number | null;
  annual_interest_rate: number | null;
  payment_schedule: PaymentScheduleRow[];
  incomplete_reasons: ValidationErrors | null;
  current_policy_id: string | null;
  target_policy_id: string | null;
  current_loan_id: string | null;
  target_loan_id: string | null;
}

export type QuoteKind = RecordKind<QuoteRow, Quote, QuoteListItem, QuoteStatus, QuoteOperation>;

const QUOTE_COLUMNS = `id, quote_nr, product_type, status, action_type, product_id, product_version_id, contractee,
  beneficiary, start_date::text as start_date, end_date::text as end_date, issue_date::text as issue_date,
  valid_until::text as valid_until, currency, premium, sum_insured, loan_term, annual_interest_rate,
  payment_schedule, incomplete_reasons, current_policy_id, target_policy_id, current_loan_id, target_loan_id, data, version, created_at,
  updated_at`;

/**
 * The columns that follow from the data: the core fields and the search text (number and contractee). The
 * issue date only when the form has one (otherwise ISSUE sets it and saves leave it).
 */
function coreColumns(core: QuoteCoreValues, quoteNr: string | undefined): Record<string, unknown> {
  return {
    contractee: core.contractee,
    contractee_id: core.contractee?.id ?? null,
    beneficiary: core.beneficiary,
    beneficiary_id: core.beneficiary?.id ?? null,
    start_date: core.startDate,
    end_date: core.endDate,
    ...(core.issueDate === undefined ? {} : { issue_date: core.issueDate }),
    valid_until: core.validUntil,
    currency: core.currency,
    premium: core.premium,
    sum_insured: core.sumInsured,
    loan_term: core.loanTerm,
    annual_interest_rate: core.annualInterestRate,
    search_text: searchTextOf([quoteNr, core.contractee?.name]),
  };
}

/** The core fields as the wire shows them: money as a decimal amount of its currency (the guarantor is a party). */
function coreFields({ guarantor: _, ...core }: Omit<QuoteCoreValues, 'guarantor'> & { guarantor?: unknown }) {
  return {
    ...core,
    issueDate: core.issueDate ?? null,
    premium: decimalAmount(core.premium, core.currency),
    sumInsured: decimalAmount(core.sumInsured, core.currency),
  };
}

/** A quote's core fields from its form and valid data: the fields its product version names. */
export function coreValuesOf({ form, data, locale }: Derivation): QuoteCoreValues {
  const paths = form.settings?.coreFields as QuoteCoreFieldPaths | undefined;
  return quoteCoreFieldsOf(form.definitions, paths, form.compiled.uiSchema, data, locale);
}

/** A loan application's loan terms as the wire shows them (all null for an insurance quote). */
function loanApplicationFields(
  productType: ProductType,
  definitions: readonly ObjectDefinition[],
  data: Record<string, unknown>,
  locale: string,
) {
  const loan = productType === 'LENDING' ? loanFieldsOf(definitions, data, locale) : undefined;
  return {
    maxLoanAmount: loan?.amount ? fromMinorUnits(loan.amount.minor, loan.amount.currency) : null,
    paymentDate: loan?.paymentDay ?? null,
    commissionRate: loan?.commissionRate ?? null,
    addCommissionToLoanAmount: loan?.addCommissionToLoanAmount ?? null,
    needsGuarantor: loan?.needsGuarantor ?? null,
    carLoanWithPledge: loan?.carLoanWithPledge ?? null,
  };
}

/**
 * The roles of a quote's parties: the contractee's (PH, or BO of a loan application), the beneficiary's and
 * the guarantor's (GTR).
 */
function rolesOf(productType: ProductType, core: QuoteCoreValues): Map<string, PartyRole[]> {
  const roles = new Map<string, PartyRole[]>();
  const add = (id: string | undefined, role: PartyRole) => {
    if (id === undefined) return;
    const key = id.toLowerCase();
    roles.set(key, [...(roles.get(key) ?? []), role]);
  };
  add(core.contractee?.id, productType === 'INSURANCE' ? 'PH' : 'BO');
  add(core.beneficiary?.id, 'BNF');
  add(core.guarantor?.id, 'GTR');
  return roles;
}

/** The product and version references of a quote, its version's definitions and named core fields. */
export async function productOf(tx: Tx, productId: string, productVersionId: string) {
  const version = await productVersionService.get(tx, productVersionId);
  return {
    product: await productReference(tx, productId),
    productVersion: { id: version.id as string, name: version.name },
    definitions: version.definition.objectDefinitions,
    coreFields: version.definition.coreFields,
  };
}

/** The form of a quote's product version, compiled for `operation` when given. */
export async function quoteForm(
  tx: Tx,
  kind: QuoteKind,
  version: { definitions: ObjectDefinition[]; coreFields: QuoteCoreFieldPaths | undefined },
  moment: FormMoment,
  operation?: string,
): Promise<RecordForm> {
  return kind.form(tx, version.definitions, moment, {
    ...(operation === undefined ? {} : { operation }),
    settings: { coreFields: version.coreFields },
  });
}

async function presentQuote(tx: Tx, row: QuoteRow): Promise<Quote> {
  const { product, productVersion, definitions } = await productOf(
    tx,
    row.product_id,
    row.product_version_id,
  );
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
      beneficiary: row.beneficiary,
      startDate: row.start_date,
      endDate: row.end_date,
      issueDate: row.issue_date,
      validUntil: row.valid_until,
      currency: row.currency,
      premium: row.premium,
      sumInsured: row.sum_insured,
      loanTerm: row.loan_term,
      annualInterestRate: row.annual_interest_rate,
    }),
    // Stored data was valid when saved: the locale only words a refusal that cannot happen.
    ...loanApplicationFields(row.product_type, definitions, row.data, 'en'),
    data: row.data,
    paymentSchedule: row.payment_schedule,
    parties: await partyCopiesOf(tx, row.id),
    incompleteReasons: row.incomplete_reasons,
    currentPolicyId: row.current_policy_id,
    targetPolicyId: row.target_policy_id,
    currentLoanId: row.current_loan_id,
    targetLoanId: row.target_loan_id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Insurance quotes (INSURANCE) and loan applications (LENDING): one table and one workflow, each kind with
 * its own numbers (Q-000001, LA-000001), addresses and lists. The operations each performs are those its
 * routes give a handler (`routes.ts`). A quote keeps a copy of each party it names (`partyCopies.ts`).
 * Deleted quotes stay readable by id but leave the lists.
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
      lockedMessage: 'quoteLocked',
    },
    derive: (derivation) => coreColumns(coreValuesOf(derivation), derivation.number),
    afterWrite: async (tx, actor, row, derivation) =>
      keepPartyCopies(
        tx,
        actor.tenantId,
        row.id,
        partyReferencesIn(derivation.data, derivation.form.compiled.uiSchema),
        rolesOf(productType, coreValuesOf(derivation)),
      ),
    present: presentQuote,
    displayName: (quote) => quote.quoteNr,
    list: {
      table: 'quote',
      alias: 'q',
      joins: [productJoin('q')],
      // A product type is a constant of the code (INSURANCE or LENDING), never input.
      scope: `q.product_type = '${productType}' and q.status <> 'DELETED'`,
      select: {
        id: 'q.id',
        quoteNr: 'q.quote_nr',
        status: 'q.status',
        productName: LOCALIZED_PRODUCT_NAME,
        contracteeName: `q.contractee ->> 'name'`,
        startDate: 'q.start_date::text',
        endDate: 'q.end_date::text',
      },
      sortable: {
        quoteNr: 'q.quote_nr',
        status: 'q.status',
        productName: LOCALIZED_PRODUCT_NAME,
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

/**
 * A new quote (insurance product) or loan application (lending product) to fill in, from the product's
 * active version: status NEW, the form's defaults as data and the core fields they give, no schedule.
 * Nothing is stored, numbered or locked: the first SAVE does that. A product without an active version: 409.
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
  const form = await quoteForm(tx, kind, references, moment);
  const data = form.compiled.defaults;
  const draft: QuoteDraft = {
    productType: product.productType,
    status: QUOTE_WORKFLOW.initial,
    actionType: 'NEW',
    product: references.product,
    productVersion: references.productVersion,
    ...coreFields(coreValuesOf({ form, data, locale: moment.locale })),
    ...loanApplicationFields(product.productType, form.definitions, data, moment.locale),
    data,
    paymentSchedule: [],
  };
  return {
    quote: draft,
    dataDefinition: form.dataDefinition,
    coreFields: references.coreFields ?? {},
    // A draft is not stored yet: it can only be saved or submitted, which store it.
    availableOperations: kind
      .availableOperations(draft.status, permissions)
      .filter((operation) => operation === 'SAVE' || operation === 'SUBMIT'),
  };
}

/**
 * The context of a stored quote: the quote, its form, the caller's operations and the parties that changed
 * since the quote copied them.
 */
export async function quoteContext(
  tx: Tx,
  kind: QuoteKind,
  row: QuoteRow,
  permissions: readonly string[],
  moment: FormMoment,
  dataDefinition?: DataDefinition,
): Promise<QuoteContext> {
  const { definitions, coreFields } = await productOf(tx, row.product_id, row.product_version_id);
  const definition = dataDefinition ?? (await loadDataDefinition(tx, definitions));
  const quote = await presentQuote(tx, row);
  const hidesSchedule =
    row.product_type === 'LENDING' && !loanApplicationView(permissions, row.status).schedule;
  const loanSummary =
    row.product_type === 'LENDING' ? await applicationSummary(tx, row.id, permissions, moment) : undefined;
  return {
    // The partner restriction hides a loan application's schedule: it is not sent either.
    quote: {
      ...(hidesSchedule ? { ...quote, paymentSchedule: [] } : quote),
      ...(loanSummary === undefined ? {} : { loanSummary }),
      enrichmentObjects: await quoteEnrichments(tx, row.id),
    },
    dataDefinition: definition,
    coreFields: coreFields ?? {},
    availableOperations: kind
      .availableOperations(row.status, permissions)
      .filter((operation) => operation !== 'EXPIRE' || offerPassed(row, definition.timeZone)),
    partiesChanged: await partiesChangedOf(tx, row.id),
  };
}

/** Whether the quote's offer is no longer valid today (tenant's wall clock): EXPIRE is offered from then on. */
export function offerPassed(row: Pick<QuoteRow, 'valid_until'>, timeZone: string, at = new Date()): boolean {
  return row.valid_until !== null && row.valid_until < localNow(at, timeZone).slice(0, 10);
}

/** A product's active version, locked against a concurrent change until the transaction ends. */
export async function activeVersionId(tx: Tx, productId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'select id from product_version where product_id = $1 and active for update',
    [productId],
  );
  if (rows[0] === undefined) throw httpError(409, 'noActiveProductVersion');
  return rows[0].id;
}

/** The first write of a draft: stored, numbered, and its product version locked (marked used). */
export async function draftVersion(tx: Tx, kind: QuoteKind, actor: Actor, body: SaveQuote) {
  if (body.product === undefined) throw httpError(400, 'validationFailed', { product: ['required'] });
  const product = await productService.get(tx, body.product.id);
  if (product.productType !== kind.declaration.scope?.value) {
    throw httpError(400, 'validationFailed', { product: ['notAllowed'] });
  }
  const versionId = await activeVersionId(tx, body.product.id);
  const drafted = body.quote.productVersion?.id;
  if (drafted !== undefined && drafted !== versionId) throw httpError(409, 'productVersionChanged');
  const version = await markProductVersionUsed(tx, actor, versionId);
  return {
    productId: body.product.id,
    versionId,
    definitions: version.definition.objectDefinitions,
    coreFields: version.definition.coreFields,
  };
}
