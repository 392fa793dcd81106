import {
  CLAIM_STATUSES,
  CONTRACT_STATUSES,
  PARTY_TYPES,
  QUOTE_STATUSES,
  type ProductType,
  type QueryObject,
} from '@coverline/engine';
import type { ListJoin } from '../../kit/listQuery.js';
import { productJoin } from '../shared/productName.js';
import { codeField, field, minorUnitsField, type QueryFieldSql } from './fieldSql.js';
import { LENDING_SOURCES } from './lendingSources.js';

export type { QueryFieldSql } from './fieldSql.js';

/** Where a query object's records live and which of their fields a query may use. */
export interface QuerySource {
  queryObject: QueryObject;
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

/** A code list's name and its codes, as a status field holds them. */
type StatusCodes = [enumeration: string, values: readonly string[]];

/** The fields quotes and policies share: status, product, customer, term and money, of the table `alias`. */
function contractFields(alias: string, customer: string, statuses: StatusCodes): QueryFieldSql[] {
  return [
    codeField('status', 'Status', `${alias}.status`, ...statuses),
    field('productName', 'Product', 'String', 'pr.name'),
    field('contracteeName', customer, 'Customer', `${alias}.contractee ->> 'name'`),
    field('startDate', 'Start date', 'Date', `${alias}.start_date`),
    field('endDate', 'End date', 'Date', `${alias}.end_date`),
    field('issueDate', 'Issue date', 'Date', `${alias}.issue_date`),
    field('currency', 'Currency', 'Currency', `${alias}.currency`),
    minorUnitsField('premium', 'Premium', `${alias}.premium`, `${alias}.currency`),
    minorUnitsField('sumInsured', 'Sum insured', `${alias}.sum_insured`, `${alias}.currency`),
  ];
}

/** The statuses of the quotes a query finds: a deleted quote is none of them. */
const QUOTE_STATUS_CODES: StatusCodes = [
  'quoteStatuses',
  QUOTE_STATUSES.filter((status) => status !== 'DELETED'),
];

/** The core fields of a quote or loan application. */
function quoteFields(): QueryFieldSql[] {
  return [
    field('quoteNr', 'Number', 'String', 'q.quote_nr'),
    ...contractFields('q', 'Customer', QUOTE_STATUS_CODES),
    field('validUntil', 'Valid until', 'Date', 'q.valid_until'),
    field('createdAt', 'Created', 'Date', 'q.created_at::date'),
  ];
}

function quoteSource(queryObject: QueryObject, productType: ProductType): QuerySource {
  const fields = quoteFields().filter(
    // a loan application has no premium or sum insured
    (each) => productType === 'INSURANCE' || !['premium', 'sumInsured'].includes(each.key),
  );
  return {
    queryObject,
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

/** The source of every query object. */
export const QUERY_SOURCES: Readonly<Record<QueryObject, QuerySource>> = {
  PARTIES: {
    queryObject: 'PARTIES',
    table: 'party',
    alias: 'p',
    fields: [
      field('name', 'Name', 'String', 'p.name'),
      field('code', 'Code', 'String', 'p.code'),
      codeField('partyType', 'Type', 'p.party_type', 'partyTypes', PARTY_TYPES),
      field('email', 'E-mail', 'String', 'p.email'),
      field('phone', 'Phone', 'Phone', `coalesce(p.data #>> '{person,phone}', p.data #>> '{company,phone}')`),
      field('createdAt', 'Created', 'Date', 'p.created_at::date'),
    ],
    dateColumn: 'p.created_at',
    personColumn: 'p.id',
  },
  USERS: {
    queryObject: 'USERS',
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
  INSURANCE_QUOTES: quoteSource('INSURANCE_QUOTES', 'INSURANCE'),
  LOAN_APPLICATIONS: quoteSource('LOAN_APPLICATIONS', 'LENDING'),
  POLICIES: {
    queryObject: 'POLICIES',
    table: 'policy',
    alias: 'c',
    joins: [productJoin('c')],
    fields: [
      field('contractNumber', 'Contract number', 'String', 'c.contract_nr'),
      ...contractFields('c', 'Policy holder', ['contractStatuses', CONTRACT_STATUSES]),
    ],
    productType: 'INSURANCE',
    dateColumn: 'c.issue_date',
    personColumn: 'c.contractee_id',
  },
  CLAIMS: {
    queryObject: 'CLAIMS',
    table: 'claim',
    alias: 'c',
    joins: [productJoin('c'), { table: 'policy', alias: 'po', on: 'po.id = c.policy_id' }],
    fields: [
      field('claimNr', 'Claim number', 'String', 'c.claim_nr'),
      field('policyNr', 'Policy number', 'String', 'po.contract_nr'),
      codeField('status', 'Status', 'c.status', 'claimStatuses', CLAIM_STATUSES),
      field('productName', 'Product', 'String', 'pr.name'),
      field('applicantName', 'Applicant', 'Customer', `c.applicant ->> 'name'`),
      field('applicationDate', 'Application date', 'Date', 'c.application_date'),
      minorUnitsField('lossAmount', 'Loss amount', 'c.loss_amount', 'c.loss_currency'),
      field('currency', 'Currency', 'Currency', 'c.loss_currency'),
      field('description', 'Description', 'Text', 'c.description', { sortable: false }),
    ],
    dateColumn: 'c.application_date',
    personColumn: 'c.applicant_id',
  },
  ...LENDING_SOURCES,
};
