import {
  CURRENCIES,
  type FieldType,
  type ProductType,
  type QueryObject,
  type SqlFieldType,
} from '@coverline/engine';
import type { ListJoin } from '../../kit/listQuery.js';
import { CORE_FIELD_NAMES } from './coreFieldNames.js';

/**
 * A field a saved query may read, with the trusted SQL expression that reads it. Every expression here and
 * in `productFields.ts` is a constant of the code or built from validated definition keys, never from a
 * request: a request only names fields, and an unknown name is refused.
 */
export interface QueryFieldSql {
  key: string;
  /** English name; the app translates core fields by key, product fields carry their translations. */
  name: string;
  fieldType: FieldType;
  sql: string;
  type: SqlFieldType;
  sortable: boolean;
  lookupId?: string;
  translations?: Record<string, string>;
}

/** Where a query object's records live and which of their fields a query may use. */
export interface QuerySource {
  queryObject: QueryObject;
  /** The permission that lists these records anywhere else: a saved query shows nothing more. */
  permission: string;
  table: string;
  alias: string;
  joins?: readonly ListJoin[];
  /** A constant condition that selects this object's rows in a shared table. */
  scope?: string;
  fields: readonly QueryFieldSql[];
  /** The product type whose product versions define the fields of `data` (quotes, policies, claims). */
  productType?: ProductType;
  /**
   * The date or time a query page's date range filters on, as the bare column so that its index serves the
   * range (a cast to date would hide it).
   */
  dateColumn: string;
  /** The person the records belong to, for a query panel in a person's view (`personId`). */
  personColumn?: string;
}

/** Currencies whose minor unit is not a hundredth, as a SQL `case` (codes of the catalogue, three letters). */
const OTHER_RATIOS = CURRENCIES.filter(({ subunitRatio }) => subunitRatio !== 100)
  .filter(({ code }) => /^[A-Z]{3}$/.test(code))
  .map(({ code, subunitRatio }) => `when '${code}' then ${subunitRatio}`)
  .join(' ');

/** A decimal amount from integer minor units of a currency column, as the wire shows money. */
export function decimalAmountSql(minorUnits: string, currency: string): string {
  return `(${minorUnits}::numeric / case ${currency} ${OTHER_RATIOS} else 100 end)`;
}

type FieldOptions = Partial<Pick<QueryFieldSql, 'sortable' | 'lookupId'>>;

function field(
  key: string,
  name: string,
  fieldType: FieldType,
  sql: string,
  options: FieldOptions = {},
): QueryFieldSql {
  const type: SqlFieldType =
    fieldType === 'Date'
      ? 'date'
      : fieldType === 'Boolean'
        ? 'boolean'
        : fieldType === 'Integer' || fieldType === 'Numeric' || fieldType === 'Money'
          ? 'number'
          : 'string';
  const translations = CORE_FIELD_NAMES[name];
  return {
    key,
    name,
    fieldType,
    sql,
    type,
    sortable: options.sortable ?? true,
    ...options,
    ...(translations === undefined ? {} : { translations }),
  };
}

const PRODUCT_JOIN: ListJoin = { table: 'product', alias: 'pr', on: 'pr.id = {alias}.product_id' };

function productJoin(alias: string): ListJoin {
  return { ...PRODUCT_JOIN, on: PRODUCT_JOIN.on.replace('{alias}', alias) };
}

/** The fields quotes and policies share: status, product, customer, term and money, of the table `alias`. */
function contractFields(alias: string, customer: string): QueryFieldSql[] {
  return [
    field('status', 'Status', 'String', `${alias}.status`),
    field('productName', 'Product', 'String', 'pr.name'),
    field('contracteeName', customer, 'String', `${alias}.contractee ->> 'name'`),
    field('startDate', 'Start date', 'Date', `${alias}.start_date`),
    field('endDate', 'End date', 'Date', `${alias}.end_date`),
    field('issueDate', 'Issue date', 'Date', `${alias}.issue_date`),
    field('currency', 'Currency', 'Currency', `${alias}.currency`),
    field('premium', 'Premium', 'Money', decimalAmountSql(`${alias}.premium`, `${alias}.currency`)),
    field(
      'sumInsured',
      'Sum insured',
      'Money',
      decimalAmountSql(`${alias}.sum_insured`, `${alias}.currency`),
    ),
  ];
}

/** The core fields of a quote or loan application. */
function quoteFields(): QueryFieldSql[] {
  return [
    field('quoteNr', 'Number', 'String', 'q.quote_nr'),
    ...contractFields('q', 'Customer'),
    field('validUntil', 'Valid until', 'Date', 'q.valid_until'),
    field('createdAt', 'Created', 'Date', 'q.created_at::date'),
  ];
}

function quoteSource(queryObject: QueryObject, productType: ProductType, permission: string): QuerySource {
  const fields = quoteFields().filter(
    // a loan application has no premium or sum insured
    (each) => productType === 'INSURANCE' || !['premium', 'sumInsured'].includes(each.key),
  );
  return {
    queryObject,
    permission,
    table: 'quote',
    alias: 'q',
    joins: [productJoin('q')],
    // a product type is a constant of the code, never input
    scope: `q.product_type = '${productType}' and q.status <> 'DELETED'`,
    fields,
    productType,
    dateColumn: 'q.created_at',
    personColumn: 'q.contractee_id',
  };
}

/** The fields of a loan, of the table `alias` (its data holds the application's product-defined fields). */
function loanFields(alias: string): QueryFieldSql[] {
  return [
    field('contractNumber', 'Contract number', 'String', `${alias}.contract_nr`),
    field('status', 'Status', 'String', `${alias}.status`),
    field('productName', 'Product', 'String', 'pr.name'),
    field('contracteeName', 'Borrower', 'String', `${alias}.contractee ->> 'name'`),
    field('issueDate', 'Issue date', 'Date', `${alias}.issue_date`),
    field('endDate', 'End date', 'Date', `${alias}.end_date`),
    field('currency', 'Currency', 'Currency', `${alias}.currency`),
    field('principal', 'Loan amount', 'Money', decimalAmountSql(`${alias}.principal`, `${alias}.currency`)),
    field('annualInterestRate', 'Annual interest rate', 'Numeric', `${alias}.annual_interest_rate`),
    field('loanTerm', 'Loan term', 'Integer', `${alias}.loan_term`),
  ];
}

/** The query objects whose records exist today. LOAN_PORTFOLIO and INTEREST_INCOME wait for their figures. */
export const QUERY_SOURCES: Readonly<Partial<Record<QueryObject, QuerySource>>> = {
  PARTIES: {
    queryObject: 'PARTIES',
    permission: 'party:Find',
    table: 'party',
    alias: 'p',
    fields: [
      field('name', 'Name', 'String', 'p.name'),
      field('code', 'Code', 'String', 'p.code'),
      field('partyType', 'Type', 'String', 'p.party_type'),
      field('email', 'E-mail', 'String', 'p.email'),
      field('phone', 'Phone', 'Phone', `coalesce(p.data #>> '{person,phone}', p.data #>> '{company,phone}')`),
      field('createdAt', 'Created', 'Date', 'p.created_at::date'),
    ],
    dateColumn: 'p.created_at',
    personColumn: 'p.id',
  },
  USERS: {
    queryObject: 'USERS',
    permission: 'user:Read',
    table: 'user_account',
    alias: 'u',
    fields: [
      field('email', 'E-mail', 'String', 'u.email'),
      field('firstName', 'First name', 'String', 'u.first_name'),
      field('lastName', 'Last name', 'String', 'u.last_name'),
      field('active', 'Active', 'Boolean', 'u.active'),
      field('locale', 'Language', 'String', 'u.locale'),
      field('intermediary', 'Intermediary', 'String', `u.affiliation ->> 'name'`),
      field('createdAt', 'Created', 'Date', 'u.created_at::date'),
    ],
    dateColumn: 'u.created_at',
  },
  PERMISSION_GROUPS: {
    queryObject: 'PERMISSION_GROUPS',
    permission: 'permissionGroup:List',
    table: 'permission_group',
    alias: 'g',
    fields: [
      field('name', 'Name', 'String', 'g.name'),
      field('active', 'Active', 'Boolean', 'g.active'),
      field('permissions', 'Permissions', 'Integer', 'cardinality(g.permissions)'),
      field(
        'members',
        'Members',
        'Integer',
        '(select count(*) from user_permission_group m where m.tenant_id = g.tenant_id and m.permission_group_id = g.id)',
      ),
      field('createdAt', 'Created', 'Date', 'g.created_at::date'),
    ],
    dateColumn: 'g.created_at',
  },
  INTERMEDIARIES: {
    queryObject: 'INTERMEDIARIES',
    permission: 'intermediary:Read',
    table: 'intermediary',
    alias: 'i',
    fields: [
      field('name', 'Name', 'String', 'i.name'),
      field('code', 'Code', 'String', 'i.code'),
      field('active', 'Active', 'Boolean', 'i.active'),
      field(
        'users',
        'Users',
        'Integer',
        `(select count(*) from user_account u where u.tenant_id = i.tenant_id and u.affiliation ->> 'id' = i.id::text)`,
      ),
      field('createdAt', 'Created', 'Date', 'i.created_at::date'),
    ],
    dateColumn: 'i.created_at',
  },
  INSURANCE_QUOTES: quoteSource('INSURANCE_QUOTES', 'INSURANCE', 'quote:Find'),
  LOAN_APPLICATIONS: quoteSource('LOAN_APPLICATIONS', 'LENDING', 'quote:Find'),
  POLICIES: {
    queryObject: 'POLICIES',
    permission: 'contract:Find',
    table: 'policy',
    alias: 'c',
    joins: [productJoin('c')],
    fields: [
      field('contractNumber', 'Contract number', 'String', 'c.contract_nr'),
      ...contractFields('c', 'Policy holder'),
    ],
    productType: 'INSURANCE',
    dateColumn: 'c.issue_date',
    personColumn: 'c.contractee_id',
  },
  LOANS: {
    queryObject: 'LOANS',
    permission: 'contract:Find',
    table: 'loan',
    alias: 'l',
    joins: [productJoin('l')],
    fields: loanFields('l'),
    productType: 'LENDING',
    dateColumn: 'l.issue_date',
    personColumn: 'l.contractee_id',
  },
  PAYMENTS: {
    queryObject: 'PAYMENTS',
    permission: 'contract:FindPayments',
    table: 'loan_payment',
    alias: 'p',
    joins: [{ table: 'loan', alias: 'l', on: 'l.id = p.loan_id' }, productJoin('l')],
    fields: [
      field('paymentDate', 'Payment date', 'Date', 'p.payment_date'),
      field('type', 'Type', 'String', 'p.type'),
      field('paymentAction', 'Payment action', 'String', 'p.payment_action'),
      field('amount', 'Amount', 'Money', decimalAmountSql('p.amount', 'l.currency')),
      ...loanFields('l').filter((each) =>
        ['contractNumber', 'productName', 'contracteeName', 'currency'].includes(each.key),
      ),
    ],
    dateColumn: 'p.payment_date',
    personColumn: 'l.contractee_id',
  },
  CLAIMS: {
    queryObject: 'CLAIMS',
    permission: 'claim:Find',
    table: 'claim',
    alias: 'c',
    joins: [productJoin('c'), { table: 'policy', alias: 'po', on: 'po.id = c.policy_id' }],
    fields: [
      field('claimNr', 'Claim number', 'String', 'c.claim_nr'),
      field('policyNr', 'Policy number', 'String', 'po.contract_nr'),
      field('status', 'Status', 'String', 'c.status'),
      field('productName', 'Product', 'String', 'pr.name'),
      field('applicantName', 'Applicant', 'String', `c.applicant ->> 'name'`),
      field('applicationDate', 'Application date', 'Date', 'c.application_date'),
      field('lossAmount', 'Loss amount', 'Money', decimalAmountSql('c.loss_amount', 'c.loss_currency')),
      field('currency', 'Currency', 'Currency', 'c.loss_currency'),
      field('description', 'Description', 'Text', 'c.description', { sortable: false }),
    ],
    dateColumn: 'c.application_date',
    personColumn: 'c.applicant_id',
  },
};

/** The source of a query object, or undefined while its records do not exist. */
export function querySourceOf(queryObject: QueryObject): QuerySource | undefined {
  return QUERY_SOURCES[queryObject];
}
