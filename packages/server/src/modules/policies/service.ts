import {
  hasStatusFlag,
  QUOTE_STATUSES,
  QUOTE_WORKFLOW,
  CONTRACT_WORKFLOW,
  fromMinorUnits,
  toMinorUnits,
  type ActivePolicyQuote,
  type ContractOperation,
  type ContractParty,
  type ContractReference,
  type ContractStatus,
  type Policy,
  type PolicyListItem,
  type PolicySummary,
  type PolicyTransaction,
  type PolicyScheduleRow,
  type ObjectDefinition,
  type ProrationMethod,
  type TransactionSummary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { defineRecordKind, type RecordKind } from '../../kit/recordKind.js';
import { prefixedNumber } from '../../kit/recordNumber.js';
import { productService } from '../products/service.js';
import type { FormData } from '../shared/formData.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { presentContract, type ContractRow } from '../shared/contractRecord.js';
import { contractList, contractSearchText, replaceContractParties } from '../shared/contractList.js';

/** A policy row; money in integer minor units of `currency`. */
export interface PolicyRow extends ContractRow {
  premium: number;
  sum_insured: number | null;
  renewal_of_id: string | null;
}

/** A transaction row; `summary` and `payment_schedule` are stored as the wire shows them. */
export interface TransactionRow {
  id: string;
  policy_id: string;
  sequence: number;
  action_type: PolicyTransaction['actionType'];
  quote_id: string | null;
  quote_nr: string | null;
  issue_date: string;
  start_date: string;
  end_date: string;
  currency: string;
  premium: number;
  sum_insured: number | null;
  delta_premium: number;
  parties: ContractParty[];
  payment_schedule: PolicyScheduleRow[];
  summary: TransactionSummary;
  created_at: Date;
}

/** A policy's state as stored: what the history keeps and the policy page starts from. */
export type PolicyRecord = Omit<Policy, 'transactions' | 'availableOperations' | 'activeQuote' | 'renewedBy'>;

export type PolicyKind = RecordKind<
  PolicyRow,
  PolicyRecord,
  PolicyListItem,
  ContractStatus,
  ContractOperation
>;

const POLICY_COLUMNS = `id, contract_nr, status, product_id, product_version_id, start_date::text as start_date,
  end_date::text as end_date, issue_date::text as issue_date, currency, premium, sum_insured, contractee,
  parties, renewal_of_id, data, version, created_at, updated_at`;

const TRANSACTION_COLUMNS = `t.id, t.policy_id, t.sequence, t.action_type, t.quote_id, q.quote_nr,
  t.issue_date::text as issue_date, t.start_date::text as start_date, t.end_date::text as end_date, t.currency,
  t.premium, t.sum_insured, t.delta_premium, t.parties, t.payment_schedule, t.summary, t.created_at`;

/** The contract operations a policy offers; TERMINATE belongs to loans, whose debt is still collected. */
export const POLICY_OPERATIONS: readonly ContractOperation[] = ['CHANGE', 'CANCEL', 'RENEW', 'REINSTATEMENT'];

/**
 * Quote statuses in which a quote is open (not finished by its workflow): a policy has at most one such
 * quote. Migration 0008's partial unique index lists the same statuses; policies.test.ts compares them.
 */
export const OPEN_QUOTE_STATUSES = QUOTE_STATUSES.filter(
  (status) => !hasStatusFlag(QUOTE_WORKFLOW, status, 'finished'),
);

async function contractReference(tx: Tx, id: string | null): Promise<ContractReference | null> {
  if (id === null) return null;
  const { rows } = await tx.query<{ contract_nr: string }>('select contract_nr from policy where id = $1', [
    id,
  ]);
  return rows[0] === undefined ? null : { id, contractNr: rows[0].contract_nr };
}

async function presentPolicy(tx: Tx, row: PolicyRow): Promise<PolicyRecord> {
  return {
    ...(await presentContract(tx, row)),
    premium: fromMinorUnits(row.premium, row.currency),
    sumInsured: decimalAmount(row.sum_insured, row.currency),
    renewalOf: await contractReference(tx, row.renewal_of_id),
  };
}

/**
 * Policies: numbered P-000001 per tenant, moved by the contract workflow when a quote acting on them is
 * issued (src/modules/policies/issue.ts), searched by number and the names of the parties their data names.
 */
export const POLICY_KIND: PolicyKind = defineRecordKind<
  PolicyRow,
  PolicyRecord,
  PolicyListItem,
  ContractStatus,
  ContractOperation
>({
  table: 'policy',
  columns: POLICY_COLUMNS,
  numbering: { sequence: 'policy', format: prefixedNumber('P'), column: 'contract_nr' },
  workflow: { machine: CONTRACT_WORKFLOW, statusColumn: 'status', performs: POLICY_OPERATIONS },
  derive: contractSearchText,
  afterWrite: (tx, actor, row) =>
    replaceContractParties(
      tx,
      actor.tenantId,
      { name: 'policy_party', column: 'policy_id' },
      row.id,
      row.parties,
    ),
  present: presentPolicy,
  displayName: (policy) => policy.contractNr,
  list: contractList('policy', 'p'),
});

function presentTransaction(row: TransactionRow): PolicyTransaction {
  return {
    actionId: row.id,
    sequence: row.sequence,
    actionType: row.action_type,
    quoteId: row.quote_id,
    quoteNr: row.quote_nr,
    issueDate: row.issue_date,
    startDate: row.start_date,
    endDate: row.end_date,
    currency: row.currency,
    premium: fromMinorUnits(row.premium, row.currency),
    sumInsured: decimalAmount(row.sum_insured, row.currency),
    parties: row.parties,
    paymentSchedule: row.payment_schedule,
    summary: row.summary,
    createdAt: row.created_at.toISOString(),
  };
}

/** The policy's transaction rows by sequence. */
export async function transactionRows(tx: Tx, policyId: string): Promise<TransactionRow[]> {
  const { rows } = await tx.query<TransactionRow>(
    `select ${TRANSACTION_COLUMNS} from policy_transaction t left join quote q on q.id = t.quote_id
      where t.policy_id = $1 order by t.sequence`,
    [policyId],
  );
  return rows;
}

/** `GET /api/policies/{id}/transactions`. */
export async function policyTransactions(tx: Tx, policyId: string): Promise<PolicyTransaction[]> {
  await POLICY_KIND.read(tx, policyId);
  return (await transactionRows(tx, policyId)).map(presentTransaction);
}

/** `GET /api/policies/{id}/transactions/{actionId}`: 404 unless the transaction is the policy's. */
export async function policyTransaction(
  tx: Tx,
  policyId: string,
  actionId: string,
): Promise<PolicyTransaction> {
  await POLICY_KIND.read(tx, policyId);
  const { rows } = await tx.query<TransactionRow>(
    `select ${TRANSACTION_COLUMNS} from policy_transaction t left join quote q on q.id = t.quote_id
      where t.policy_id = $1 and t.id = $2`,
    [policyId, actionId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return presentTransaction(rows[0]);
}

/**
 * The open quote (at most one) acting on a policy (`current_policy_id`) or a loan (`current_loan_id`), as
 * the contract's page shows its pending changes.
 */
export async function activeQuote(
  tx: Tx,
  contractId: string,
  column: 'current_policy_id' | 'current_loan_id' = 'current_policy_id',
): Promise<ActivePolicyQuote | null> {
  const { rows } = await tx.query<{
    id: string;
    quote_nr: string;
    action_type: ActivePolicyQuote['actionType'];
    status: ActivePolicyQuote['status'];
    start_date: string | null;
    end_date: string | null;
    currency: string | null;
    premium: number | null;
    sum_insured: number | null;
  }>(
    `select id, quote_nr, action_type, status, start_date::text as start_date, end_date::text as end_date,
            currency, premium, sum_insured
       from quote where ${column} = $1 and status = any($2::text[])
      order by created_at desc limit 1`,
    [contractId, OPEN_QUOTE_STATUSES],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const money = (minor: number | null) => (row.currency === null ? null : decimalAmount(minor, row.currency));
  return {
    id: row.id,
    quoteNr: row.quote_nr,
    actionType: row.action_type,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    currency: row.currency,
    premium: money(row.premium),
    sumInsured: money(row.sum_insured),
  };
}

/** `GET /api/policies/{id}`: the policy with its transactions, the caller's operations and its open quote. */
export async function policyContext(tx: Tx, row: PolicyRow, permissions: readonly string[]): Promise<Policy> {
  const open = await activeQuote(tx, row.id);
  const { rows } = await tx.query<{ id: string }>('select id from policy where renewal_of_id = $1', [row.id]);
  return {
    ...(await presentPolicy(tx, row)),
    renewedBy: await contractReference(tx, rows[0]?.id ?? null),
    transactions: (await transactionRows(tx, row.id)).map(presentTransaction),
    availableOperations: open === null ? POLICY_KIND.availableOperations(row.status, permissions) : [],
    activeQuote: open,
  };
}

/**
 * A policy's payment schedule: the latest that its transactions (in sequence) issued, since a cancellation
 * and a reinstatement issue none. The invoice e-mails' query (invoiceEmails/dueInstallments.ts) reads it by
 * the same rule in SQL.
 */
export const latestSchedule = <Row>(schedules: readonly (readonly Row[])[]): readonly Row[] =>
  schedules.findLast((schedule) => schedule.length > 0) ?? [];

/** `GET /api/policies/{id}/summary`: the totals of the transactions and the next payment due. */
export async function policySummary(tx: Tx, policyId: string, today: string): Promise<PolicySummary> {
  const policy = await POLICY_KIND.read(tx, policyId);
  const transactions = await transactionRows(tx, policyId);
  const { currency } = policy;
  const minor = (amount: number | null) => (amount === null ? 0 : toMinorUnits(amount, currency));
  let charged = 0;
  let refunded = 0;
  let holdback = 0;
  for (const transaction of transactions) {
    if (transaction.delta_premium >= 0) charged += transaction.delta_premium;
    else refunded -= transaction.delta_premium;
    if (transaction.action_type === 'CANCELLATION') holdback += minor(transaction.summary.holdback);
    if (transaction.action_type === 'REINSTATEMENT') holdback -= minor(transaction.summary.holdback);
  }
  const schedule =
    policy.status === 'ACTIVE'
      ? latestSchedule(transactions.map((transaction) => transaction.payment_schedule))
      : [];
  const next = schedule.find((row) => row.dueDate >= today);
  return {
    contractStatus: policy.status,
    currency,
    premium: fromMinorUnits(policy.premium, currency),
    sumInsured: decimalAmount(policy.sum_insured, currency),
    totalCharged: fromMinorUnits(charged, currency),
    totalRefunded: fromMinorUnits(refunded, currency),
    totalPremium: fromMinorUnits(charged - refunded, currency),
    holdback: fromMinorUnits(holdback, currency),
    transactionCount: transactions.length,
    lastTransactionDate: transactions.at(-1)?.issue_date ?? null,
    nextPaymentDate: next?.dueDate ?? null,
    nextPayment: next?.amount ?? null,
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `data` with the insurance period set: the `startDate` and `endDate` of its first used object of the
 * predefined type QUOTE ("Insurance period"), if the form has one.
 */
export function withPeriod(
  definitions: readonly ObjectDefinition[],
  data: FormData,
  period: { startDate: string; endDate: string },
): FormData {
  const key = [...definitions]
    .sort((a, b) => (a.seq ?? Number.MAX_VALUE) - (b.seq ?? Number.MAX_VALUE))
    .find((each) => each.objectType === 'QUOTE' && each.attributes.used !== false)?.key;
  if (key === undefined) return data;
  const object = data[key];
  return { ...data, [key]: { ...(isPlainObject(object) ? object : {}), ...period } };
}

/** The proration method and short-rate holdback of a product (DAYS and none when it does not say). */
export async function prorationSettings(
  tx: Tx,
  productId: string,
): Promise<{ method: ProrationMethod; holdbackPercent: number }> {
  const product = await productService.get(tx, productId);
  return {
    method: product.settings?.prorationMethod ?? 'DAYS',
    holdbackPercent: product.settings?.cancellationHoldbackPercent ?? 0,
  };
}
