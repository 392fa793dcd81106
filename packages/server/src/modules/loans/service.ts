import {
  CONTRACT_WORKFLOW,
  fromMinorUnits,
  LOAN_LINE_DISPLAY_ORDER,
  type ContractOperation,
  type ContractParty,
  type ContractStatus,
  type InstallmentLineType,
  type Installment,
  type InstallmentStatus,
  type Loan,
  type LoanInstallment,
  type LoanListItem,
  type LoanTransaction,
  type LoanTransactionSummary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { defineRecordKind, type RecordKind } from '../../kit/recordKind.js';
import { prefixedNumber } from '../../kit/recordNumber.js';
import { activeQuote } from '../policies/service.js';
import { presentContract, type ContractRow } from '../shared/contractRecord.js';
import { contractList, contractSearchText, replaceContractParties } from '../shared/contractList.js';
import { loanPartiesChanged } from './partiesChanged.js';

/** A loan row; money in integer minor units of `currency`. */
export interface LoanRow extends ContractRow {
  application_id: string;
  principal: number;
  annual_interest_rate: string;
  loan_term: number;
  commission_rate: string;
  add_commission_to_loan_amount: boolean;
}

/** A stored instalment line: `amount` in integer minor units. */
export interface StoredLine {
  type: InstallmentLineType;
  amount: number;
}

export interface InstallmentRow {
  id: string;
  due_date: string;
  start_date: string;
  end_date: string;
  status: InstallmentStatus;
  days_late: number;
  lines: StoredLine[];
  /** The lines as the last replay of the payments left them (allocations, penalties); null before any. */
  allocated: LoanInstallment['lines'] | null;
}

/** A transaction row; `loan_summary` is stored as the wire shows it (to the unrestricted). */
export interface LoanTransactionRow {
  id: string;
  sequence: number;
  action_type: LoanTransaction['actionType'];
  quote_id: string | null;
  quote_nr: string | null;
  issue_date: string;
  start_date: string;
  end_date: string;
  currency: string;
  principal: number;
  parties: ContractParty[];
  loan_summary: Required<LoanTransactionSummary>;
  created_at: Date;
}

/** A loan's state as stored: what the history keeps and the loan page starts from. */
export type LoanRecord = Omit<
  Loan,
  | 'installments'
  | 'transactions'
  | 'availableOperations'
  | 'activeQuote'
  | 'monthlyPayment'
  | 'renewalOf'
  | 'renewedBy'
  | 'partiesChanged'
>;

export type LoanKind = RecordKind<LoanRow, LoanRecord, LoanListItem, ContractStatus, ContractOperation>;

const LOAN_COLUMNS = `id, contract_nr, status, product_id, product_version_id, application_id,
  start_date::text as start_date, end_date::text as end_date, issue_date::text as issue_date, currency,
  principal, annual_interest_rate::text as annual_interest_rate, loan_term,
  commission_rate::text as commission_rate, add_commission_to_loan_amount, contractee, parties, data, version,
  created_at, updated_at`;

const TRANSACTION_COLUMNS = `t.id, t.sequence, t.action_type, t.quote_id, q.quote_nr,
  t.issue_date::text as issue_date, t.start_date::text as start_date, t.end_date::text as end_date, t.currency,
  t.principal, t.parties, t.loan_summary, t.created_at`;

/**
 * The contract operations a loan performs, each started as a loan application of its action type and
 * performed by its LEND (lend.ts): CHANGE (rescheduled by new terms), RENEW (a new loan settles it) and
 * TERMINATE (the debt is still collected by the schedule). CANCEL is never a loan's.
 */
export const LOAN_OPERATIONS: readonly ContractOperation[] = ['CHANGE', 'RENEW', 'TERMINATE'];

async function presentLoan(tx: Tx, row: LoanRow): Promise<LoanRecord> {
  return {
    ...(await presentContract(tx, row)),
    applicationId: row.application_id,
    loanAmount: fromMinorUnits(row.principal, row.currency),
    annualInterestRate: Number(row.annual_interest_rate),
    loanTerm: row.loan_term,
    commissionRate: Number(row.commission_rate),
    addCommissionToLoanAmount: row.add_commission_to_loan_amount,
  };
}

/**
 * Loans: numbered L-000001 per tenant, made by LEND of a loan application (lend.ts), searched by number and
 * the names of their parties.
 */
export const LOAN_KIND: LoanKind = defineRecordKind<
  LoanRow,
  LoanRecord,
  LoanListItem,
  ContractStatus,
  ContractOperation
>({
  table: 'loan',
  columns: LOAN_COLUMNS,
  numbering: { sequence: 'loan', format: prefixedNumber('L'), column: 'contract_nr' },
  workflow: { machine: CONTRACT_WORKFLOW, statusColumn: 'status', performs: LOAN_OPERATIONS },
  derive: contractSearchText,
  afterWrite: (tx, actor, row) =>
    replaceContractParties(
      tx,
      actor.tenantId,
      { name: 'loan_party', column: 'loan_id' },
      row.id,
      row.parties,
    ),
  present: presentLoan,
  displayName: (loan) => loan.contractNr,
  list: contractList('loan', 'l'),
});

/** The loan's instalments by due date. */
export async function installmentRows(tx: Tx, loanId: string): Promise<InstallmentRow[]> {
  const { rows } = await tx.query<InstallmentRow>(
    `select id, due_date::text as due_date, start_date::text as start_date, end_date::text as end_date, status,
            days_late, lines, allocated
       from loan_installment where loan_id = $1 order by due_date, created_at, id`,
    [loanId],
  );
  return rows;
}

const displayRank = (type: InstallmentLineType) => LOAN_LINE_DISPLAY_ORDER.indexOf(type);

/** An instalment's lines in the loans' display order. */
export const inDisplayOrder = <Line extends { type: InstallmentLineType }>(lines: readonly Line[]): Line[] =>
  [...lines].sort((a, b) => displayRank(a.type) - displayRank(b.type));

/** An instalment as the last replay left it (else as scheduled), lines in the loans' display order. */
export function presentInstallment(row: InstallmentRow, currency: string): LoanInstallment {
  const lines =
    row.allocated ??
    row.lines.map((line) => ({
      type: line.type,
      amount: fromMinorUnits(line.amount, currency),
      allocations: [],
    }));
  return {
    id: row.id,
    dueDate: row.due_date,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    daysLate: row.days_late,
    lines: inDisplayOrder(lines),
  };
}

async function transactionRows(tx: Tx, loanId: string, actionId?: string): Promise<LoanTransactionRow[]> {
  const { rows } = await tx.query<LoanTransactionRow>(
    `select ${TRANSACTION_COLUMNS} from loan_transaction t left join quote q on q.id = t.quote_id
      where t.loan_id = $1 ${actionId === undefined ? '' : 'and t.id = $2'} order by t.sequence`,
    actionId === undefined ? [loanId] : [loanId, actionId],
  );
  return rows;
}

function presentTransaction(row: LoanTransactionRow, summary: LoanTransactionSummary): LoanTransaction {
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
    loanAmount: fromMinorUnits(row.principal, row.currency),
    parties: row.parties,
    loanSummary: summary,
    createdAt: row.created_at.toISOString(),
  };
}

/** What a caller's view of a loan shows of a transaction's loan summary (loanView). */
export type SummaryFilter = (summary: Required<LoanTransactionSummary>) => LoanTransactionSummary;

/** `GET /api/loans/{id}/transactions`: the loan's transactions by sequence. */
export async function loanTransactions(
  tx: Tx,
  loanId: string,
  visible: SummaryFilter,
): Promise<LoanTransaction[]> {
  await LOAN_KIND.read(tx, loanId);
  return (await transactionRows(tx, loanId)).map((row) => presentTransaction(row, visible(row.loan_summary)));
}

/** `GET /api/loans/{id}/transactions/{actionId}`: 404 unless the transaction is the loan's. */
export async function loanTransaction(
  tx: Tx,
  loanId: string,
  actionId: string,
  visible: SummaryFilter,
): Promise<LoanTransaction> {
  await LOAN_KIND.read(tx, loanId);
  const [row] = await transactionRows(tx, loanId, actionId);
  if (row === undefined) throw httpError(404, 'Not Found');
  return presentTransaction(row, visible(row.loan_summary));
}

/**
 * `GET /api/loans/{id}`: the loan with its `installments` (given: none when the view hides the schedule),
 * transactions, monthly payment, the caller's operations and the application acting on it.
 */
export async function loanContext(
  tx: Tx,
  row: LoanRow,
  permissions: readonly string[],
  view: { visible: SummaryFilter },
  installments: LoanInstallment[],
): Promise<Loan> {
  const open = await activeQuote(tx, row.id, 'current_loan_id');
  const transactions = await transactionRows(tx, row.id);
  // The latest transaction's: a change reschedules the loan, and the others carry it over.
  const latest = transactions.at(-1);
  const monthlyPayment = latest === undefined ? undefined : view.visible(latest.loan_summary).monthlyPayment;
  return {
    ...(await presentLoan(tx, row)),
    ...(monthlyPayment === undefined ? {} : { monthlyPayment }),
    installments,
    transactions: transactions.map((each) => presentTransaction(each, view.visible(each.loan_summary))),
    availableOperations: open === null ? LOAN_KIND.availableOperations(row.status, permissions) : [],
    activeQuote: open,
    ...(await renewalLinks(tx, row)),
    partiesChanged: await loanPartiesChanged(tx, row),
  };
}

/**
 * The loans a renewal links the loan to: the one its application renewed, and the one an issued renewal
 * application of it made.
 */
async function renewalLinks(tx: Tx, row: LoanRow): Promise<Pick<Loan, 'renewalOf' | 'renewedBy'>> {
  const { rows } = await tx.query<{ link: 'renewalOf' | 'renewedBy'; id: string; contract_nr: string }>(
    `select 'renewalOf' as link, l.id, l.contract_nr
       from quote q join loan l on l.id = q.current_loan_id
      where q.id = $2 and q.action_type = 'RENEWAL'
     union all
     select 'renewedBy', l.id, l.contract_nr
       from quote q join loan l on l.id = q.target_loan_id
      where q.current_loan_id = $1 and q.action_type = 'RENEWAL' and q.status = 'ISSUED'`,
    [row.id, row.application_id],
  );
  const linked = (link: string) => {
    const found = rows.find((each) => each.link === link);
    return found === undefined ? null : { id: found.id, contractNr: found.contract_nr };
  };
  return { renewalOf: linked('renewalOf'), renewedBy: linked('renewedBy') };
}

/** A stored instalment as the engine's replay takes it (amounts in major units). */
export function engineInstallment(row: InstallmentRow, currency: string): Installment {
  return {
    id: row.id,
    dueDate: row.due_date,
    startDate: row.start_date,
    endDate: row.end_date,
    // The stored status is the last replay's, recalculated by the next: passing CANCELLED would read as
    // cancelled by a person (no instalment is cancelled by hand yet).
    lines: row.lines.map((line) => ({ type: line.type, amount: fromMinorUnits(line.amount, currency) })),
  };
}
