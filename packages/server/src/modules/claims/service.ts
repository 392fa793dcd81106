import {
  CLAIM_OBJECT_DEFINITIONS,
  CLAIM_OBJECT_KEY,
  CLAIM_WORKFLOW,
  CONTRACT_WORKFLOW,
  fromMinorUnits,
  hasPermission,
  hasStatusFlag,
  toMinorUnits,
  validationMessage,
  type Claim,
  type ClaimContext,
  type ClaimDraft,
  type ClaimDraftContext,
  type ClaimListItem,
  type ClaimOperation,
  type ClaimOperationRequest,
  type ClaimPolicy,
  type ClaimStatus,
  type PartyReference,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { userNameSql } from '../shared/userName.js';
import { httpError } from '../../http/errors.js';
import {
  defineRecordKind,
  type Derivation,
  type RecordForm,
  type RecordKind,
  type RecordRow,
} from '../../kit/recordKind.js';
import { prefixedNumber } from '../../kit/recordNumber.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { POLICY_KIND, transactionRows, type PolicyRow } from '../policies/service.js';
import { loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import type { FormData } from '../shared/formData.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { searchTextOf } from '../shared/searchText.js';
import { LOCALIZED_PRODUCT_NAME, productJoin, productReference } from '../shared/productName.js';
import { assigneeName } from '../userAssignments/service.js';

/** A claim row; each amount in integer minor units of the currency beside it. */
export interface ClaimRow extends RecordRow {
  claim_nr: string;
  status: ClaimStatus;
  policy_id: string;
  product_id: string;
  applicant: PartyReference | null;
  event_date_time: string | null;
  application_date: string | null;
  loss_amount: number | null;
  loss_currency: string | null;
  deductible_amount: number | null;
  deductible_currency: string | null;
  expenses_amount: number | null;
  expenses_currency: string | null;
  description: string | null;
}

export type ClaimKind = RecordKind<ClaimRow, Claim, ClaimListItem, ClaimStatus, ClaimOperation>;

const CLAIM_COLUMNS = `id, claim_nr, status, policy_id, product_id, applicant,
  to_char(event_date_time, 'YYYY-MM-DD"T"HH24:MI:SS') as event_date_time,
  application_date::text as application_date, loss_amount, loss_currency, deductible_amount,
  deductible_currency, expenses_amount, expenses_currency, description, data, version, created_at, updated_at`;

/** The list's summary is the description's start. */
const SUMMARY_LENGTH = 200;

interface Money {
  amount: number;
  currency: string;
}

/** The claim form's values, as valid data holds them. */
interface ClaimValues {
  applicant?: PartyReference;
  eventDateTime?: string;
  applicationDate?: string;
  lossAmount?: Money;
  deductibleAmount?: Money;
  expensesAmount?: Money;
  description?: string;
}

const valuesOf = (data: FormData): ClaimValues => (data[CLAIM_OBJECT_KEY] ?? {}) as ClaimValues;

/** An amount's columns: minor units, exact in its currency's subunit, and the currency. */
function moneyColumns(prefix: string, money: Money | undefined): Record<string, unknown> {
  return {
    [`${prefix}_amount`]: money === undefined ? null : toMinorUnits(money.amount, money.currency),
    [`${prefix}_currency`]: money?.currency ?? null,
  };
}

/** The claim's columns from its valid data; the search text names its number, policy and applicant. */
function deriveColumns({ form, data, number }: Derivation): Record<string, unknown> {
  const values = valuesOf(data);
  return {
    applicant: values.applicant ?? null,
    applicant_id: values.applicant?.id ?? null,
    event_date_time: values.eventDateTime ?? null,
    application_date: values.applicationDate ?? null,
    ...moneyColumns('loss', values.lossAmount),
    ...moneyColumns('deductible', values.deductibleAmount),
    ...moneyColumns('expenses', values.expensesAmount),
    description: values.description ?? null,
    search_text: searchTextOf([number, form.settings?.contractNr as string, values.applicant?.name]),
  };
}

/** A rule the form's schema cannot say: the application is not made before the event. */
async function checkClaim(_tx: Tx, { data, locale }: Derivation): Promise<void> {
  const { eventDateTime, applicationDate } = valuesOf(data);
  const eventDate = eventDateTime?.slice(0, 10);
  if (eventDate !== undefined && applicationDate !== undefined && applicationDate < eventDate) {
    throw httpError(400, 'validationFailed', {
      [`${CLAIM_OBJECT_KEY}.applicationDate`]: [validationMessage('minimum', { limit: eventDate }, locale)],
    });
  }
}

/** The claim's policy as it stands: its dates, parties and each transaction's premium. */
async function claimPolicy(tx: Tx, policy: PolicyRow): Promise<ClaimPolicy> {
  return {
    id: policy.id,
    contractNr: policy.contract_nr,
    startDate: policy.start_date,
    endDate: policy.end_date,
    issueDate: policy.issue_date,
    currency: policy.currency,
    contractee: policy.contractee,
    parties: policy.parties,
    transactions: (await transactionRows(tx, policy.id)).map((transaction) => ({
      sequence: transaction.sequence,
      actionType: transaction.action_type,
      issueDate: transaction.issue_date,
      startDate: transaction.start_date,
      endDate: transaction.end_date,
      premium: fromMinorUnits(transaction.premium, transaction.currency),
    })),
  };
}

/** What a claim's data gives, as the wire shows it. */
function claimFields(
  row: Omit<ClaimRow, keyof RecordRow | 'claim_nr' | 'status' | 'policy_id' | 'product_id'>,
) {
  return {
    applicant: row.applicant,
    eventDateTime: row.event_date_time,
    applicationDate: row.application_date,
    lossAmount: decimalAmount(row.loss_amount, row.loss_currency),
    lossCurrency: row.loss_currency,
    deductibleAmount: decimalAmount(row.deductible_amount, row.deductible_currency),
    deductibleCurrency: row.deductible_currency,
    expensesAmount: decimalAmount(row.expenses_amount, row.expenses_currency),
    expensesCurrency: row.expenses_currency,
    description: row.description,
  };
}

async function presentClaim(tx: Tx, row: ClaimRow): Promise<Claim> {
  return {
    id: row.id,
    claimNr: row.claim_nr,
    status: row.status,
    policy: await claimPolicy(tx, await POLICY_KIND.read(tx, row.policy_id)),
    product: await productReference(tx, row.product_id),
    ...claimFields(row),
    data: row.data,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Claims: numbered C-000001 per tenant, made on an active policy, moved by the claim workflow. Every claim has
 * the same form (`CLAIM_OBJECT_DEFINITIONS`); the columns beside its data are derived from it on every save.
 */
export const CLAIM_KIND: ClaimKind = defineRecordKind<
  ClaimRow,
  Claim,
  ClaimListItem,
  ClaimStatus,
  ClaimOperation
>({
  table: 'claim',
  columns: CLAIM_COLUMNS,
  numbering: { sequence: 'claim', format: prefixedNumber('C'), column: 'claim_nr' },
  workflow: { machine: CLAIM_WORKFLOW, statusColumn: 'status' },
  derive: deriveColumns,
  check: checkClaim,
  present: presentClaim,
  displayName: (claim) => claim.claimNr,
  list: {
    table: 'claim',
    alias: 'c',
    joins: [productJoin('c'), { table: 'policy', alias: 'p', on: 'p.id = c.policy_id' }],
    select: {
      id: 'c.id',
      claimNr: 'c.claim_nr',
      policyNr: 'p.contract_nr',
      productId: 'c.product_id',
      productName: LOCALIZED_PRODUCT_NAME,
      productIconName: `pr.document ->> 'iconName'`,
      status: 'c.status',
      applicantName: `c.applicant ->> 'name'`,
      eventDateTime: `to_char(c.event_date_time, 'YYYY-MM-DD"T"HH24:MI:SS')`,
      applicationDate: 'c.application_date::text',
      lossAmount: 'c.loss_amount',
      currency: 'c.loss_currency',
      summary: `left(coalesce(c.description, ''), ${SUMMARY_LENGTH})`,
      assignedTo: `(select ${userNameSql('u')} from user_assignment ua join user_account u on u.id = ua.user_id
                     where ua.ref_type = 'claim' and ua.ref_id = c.id)`,
    },
    sortable: {
      claimNr: 'c.claim_nr',
      status: 'c.status',
      eventDateTime: 'c.event_date_time',
      applicationDate: 'c.application_date',
      createdAt: 'c.created_at',
    },
    defaultSorting: [{ field: 'createdAt', direction: 'DESC' }],
    searchColumn: 'c.search_text',
    item: (row) => ({
      entityId: row.id as string,
      claimNr: row.claimNr as string,
      policyNr: row.policyNr as string,
      productId: row.productId as string,
      productName: row.productName as string,
      productIconName: (row.productIconName as string | null) ?? null,
      status: row.status as ClaimStatus,
      applicantName: (row.applicantName as string | null) ?? '',
      eventDateTime: row.eventDateTime as string | null,
      applicationDate: row.applicationDate as string | null,
      lossAmount: decimalAmount(
        row.lossAmount === null ? null : Number(row.lossAmount),
        row.currency as string | null,
      ),
      currency: row.currency as string | null,
      summary: row.summary as string,
      assignedTo: (row.assignedTo as string | null) ?? null,
    }),
  },
});

/** The claim form, compiled for the request; the policy's number goes into the claim's search text. */
function claimForm(tx: Tx, moment: FormMoment, contractNr: string): Promise<RecordForm> {
  return CLAIM_KIND.form(tx, [...CLAIM_OBJECT_DEFINITIONS], moment, { settings: { contractNr } });
}

/** A policy a claim may be made on: one flagged active (only ACTIVE); 400 `policyNotActive` otherwise. */
async function activePolicy(tx: Tx, policyId: string): Promise<PolicyRow> {
  const policy = await POLICY_KIND.read(tx, policyId);
  if (!hasStatusFlag(CONTRACT_WORKFLOW, policy.status, 'active')) {
    throw httpError(400, 'policyNotActive', { policy: ['policyNotActive'] });
  }
  return policy;
}

/** What the caller may apply: to a stored claim SAVE and the moves; a new claim can only be saved (`claim:Create`). */
function offered(status: string, permissions: readonly string[], stored: boolean): ClaimOperation[] {
  return CLAIM_KIND.availableOperations(status, permissions).filter(
    (operation) => stored || (operation === 'SAVE' && hasPermission(permissions, 'claim:Create')),
  );
}

/** The fields a new claim's defaults give (the application date, today). */
function draftFields({ applicant, eventDateTime, applicationDate }: ClaimValues): Partial<ClaimDraft> {
  return {
    ...(applicant === undefined ? {} : { applicant }),
    ...(eventDateTime === undefined ? {} : { eventDateTime }),
    ...(applicationDate === undefined ? {} : { applicationDate }),
  };
}

const EMPTY_FIELDS = {
  applicant: null,
  event_date_time: null,
  application_date: null,
  loss_amount: null,
  loss_currency: null,
  deductible_amount: null,
  deductible_currency: null,
  expenses_amount: null,
  expenses_currency: null,
  description: null,
} satisfies Parameters<typeof claimFields>[0];

/** `POST /api/claims/{policyId}/init-claim`: a new claim on an active policy; nothing is stored or numbered. */
export async function initClaim(
  tx: Tx,
  permissions: readonly string[],
  policyId: string,
  moment: FormMoment,
): Promise<ClaimDraftContext> {
  const policy = await activePolicy(tx, policyId);
  const form = await claimForm(tx, moment, policy.contract_nr);
  const data = form.compiled.defaults;
  const draft: ClaimDraft = {
    status: CLAIM_WORKFLOW.initial,
    policy: await claimPolicy(tx, policy),
    product: await productReference(tx, policy.product_id),
    ...claimFields(EMPTY_FIELDS),
    ...draftFields(valuesOf(data)),
    data,
  };
  return {
    claim: draft,
    dataDefinition: form.dataDefinition,
    availableOperations: offered(draft.status, permissions, false),
  };
}

/** `GET /api/claims/{id}` and every operation's answer. */
export async function claimContext(
  tx: Tx,
  row: ClaimRow,
  permissions: readonly string[],
): Promise<ClaimContext> {
  return {
    claim: await presentClaim(tx, row),
    // The form's definition does not depend on the moment it is compiled for.
    dataDefinition: await loadDataDefinition(tx, [...CLAIM_OBJECT_DEFINITIONS]),
    availableOperations: offered(row.status, permissions, true),
    assignedTo: await assigneeName(tx, { type: 'claim', refId: row.id }),
  };
}

/**
 * A claim operation: SAVE stores a new claim (on an active policy) or a stored one's data without a move;
 * APPROVE, PAY, CLOSE and REJECT store the data sent and move the claim. The kit refuses a move the workflow
 * does not allow from the claim's status (409), any change to a closed claim among them.
 */
export async function claimOperation(
  tx: Tx,
  call: OperationCall<ClaimOperationRequest>,
): Promise<ClaimContext> {
  const { actor, permissions, moment, operation, body } = call;
  const id = call.id ?? body.claim.id;
  const before = id === undefined ? null : await CLAIM_KIND.read(tx, id, true);
  if (before === null && operation !== 'SAVE') throw httpError(404, 'Not Found');
  if (before === null && !hasPermission(permissions, 'claim:Create')) throw httpError(403, 'lackPermission');
  const policy =
    before === null ? await activePolicy(tx, body.policy.id) : await POLICY_KIND.read(tx, before.policy_id);
  if (before !== null && body.policy.id.toLowerCase() !== before.policy_id) {
    throw httpError(400, 'validationFailed', { policy: ['notAllowed'] });
  }
  if (body.product.id.toLowerCase() !== policy.product_id) {
    throw httpError(400, 'validationFailed', { product: ['notAllowed'] });
  }
  const form = await claimForm(tx, moment, policy.contract_nr);
  const { row } = await CLAIM_KIND.save(tx, actor, {
    before,
    ...(body.claim.version === undefined ? {} : { version: body.claim.version }),
    form,
    data: body.claim.data,
    moment,
    set: { policy_id: policy.id, product_id: policy.product_id },
    operation: { name: operation, permissions },
    async decide(_tx, { data }) {
      const applicant = valuesOf(data).applicant;
      if (applicant === undefined || applicant.id.toLowerCase() !== body.applicant.id.toLowerCase()) {
        throw httpError(400, 'validationFailed', { applicant: ['notAllowed'] });
      }
      // SAVE keeps the status the claim has.
      return operation === 'SAVE' ? { status: before?.status ?? CLAIM_WORKFLOW.initial } : undefined;
    },
  });
  return claimContext(tx, row, permissions);
}
