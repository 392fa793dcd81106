import {
  CONTRACT_STATUSES,
  CONTRACT_WORKFLOW,
  hasStatusFlag,
  PAYMENT_ACTIONS,
  PAYMENT_TYPES,
  type QueryObject,
} from '@coverline/engine';
import {
  codeField,
  decimalAmountSql,
  field,
  minorUnitsField,
  moneyField,
  RUN_DAY,
  type QueryFieldSql,
} from './fieldSql.js';
import { productJoin } from '../shared/productName.js';
import type { QuerySource } from './sources.js';

/** The fields of a loan, of the table `alias` (its data holds the application's product-defined fields). */
function loanFields(alias: string): QueryFieldSql[] {
  return [
    field('contractNumber', 'Contract number', 'String', `${alias}.contract_nr`),
    codeField('status', 'Status', `${alias}.status`, 'contractStatuses', CONTRACT_STATUSES),
    field('productName', 'Product', 'String', 'pr.name'),
    field('contracteeName', 'Borrower', 'Customer', `${alias}.contractee ->> 'name'`),
    field('issueDate', 'Issue date', 'Date', `${alias}.issue_date`),
    field('endDate', 'End date', 'Date', `${alias}.end_date`),
    field('currency', 'Currency', 'Currency', `${alias}.currency`),
    minorUnitsField('principal', 'Loan amount', `${alias}.principal`, `${alias}.currency`),
    field('annualInterestRate', 'Annual interest rate', 'Numeric', `${alias}.annual_interest_rate`),
    field('loanTerm', 'Loan term', 'Integer', `${alias}.loan_term`),
  ];
}

/** An amount of the loan `l`, in its currency. */
const loanMoney = (key: string, name: string, amount: string) => moneyField(key, name, amount, 'l.currency');

/** The loan fields that name the loan an instalment or payment belongs to. */
const loanOfRow = () =>
  loanFields('l').filter((each) =>
    ['contractNumber', 'productName', 'contracteeName', 'currency'].includes(each.key),
  );

/*
 * Instalment lines in SQL. A line `line` of an instalment `i` of the loan `l` is read from the last replay of
 * the loan's payments (`allocated`: decimal amounts with their allocations) or, before any payment, from the
 * schedule (`lines`: integer minor units, nothing paid).
 */
const LINES = 'jsonb_array_elements(coalesce(i.allocated, i.lines)) line';
const LINE_AMOUNT = `case when i.allocated is null then ${decimalAmountSql(`(line ->> 'amount')::numeric`, 'l.currency')}
                          else (line ->> 'amount')::numeric end`;
const LINE_PAID = `coalesce((select sum((a ->> 'amount')::numeric)
                               from jsonb_array_elements(line -> 'allocations') a), 0)`;
const LINE_UNPAID = `(${LINE_AMOUNT} - ${LINE_PAID})`;
const lineOfType = (type: string) => `line ->> 'type' = '${type}'`;

/** Statuses in which a loan's instalments are still owed (ACTIVE, TERMINATED): a closed loan owes nothing. */
const OWING = CONTRACT_STATUSES.filter((status) =>
  hasStatusFlag(CONTRACT_WORKFLOW, status, 'hasFullSchedule'),
)
  .map((status) => `'${status}'`)
  .join(', ');
/** An instalment that is owed: of a loan that owes, not cancelled (by a person, or as the loan closed). */
const OWED = `l.status in (${OWING}) and i.status <> 'CANCELLED'`;
/** An owed instalment with money left on it. */
const UNPAID = `${OWED} and (select sum(${LINE_UNPAID}) from ${LINES}) > 0`;

/** `value` summed over the lines of the loan `l`'s instalments that meet `where`. */
function loanLines(value: string, where: string): string {
  return `(select coalesce(sum(${value}), 0) from loan_installment i cross join lateral ${LINES}
            where i.tenant_id = l.tenant_id and i.loan_id = l.id and ${where})`;
}

/** The earliest due date of the loan `l`'s instalments that meet `where`. */
function firstDue(where: string): string {
  return `(select min(i.due_date) from loan_installment i
            where i.tenant_id = l.tenant_id and i.loan_id = l.id and ${where})`;
}

/**
 * The loan portfolio: each loan with its figures as the contract summary counts them — what its payments
 * have paid (the last replay's allocations), the principal still owed, and on the run's day what is overdue
 * (penalties apart), the days the oldest unpaid instalment is late and the next due date.
 */
const LOAN_PORTFOLIO: QuerySource = {
  queryObject: 'LOAN_PORTFOLIO',
  table: 'loan',
  alias: 'l',
  joins: [productJoin('l')],
  fields: [
    ...loanFields('l'),
    loanMoney('principalPaid', 'Principal paid', loanLines(LINE_PAID, lineOfType('PRINCIPAL'))),
    loanMoney('interestPaid', 'Interest paid', loanLines(LINE_PAID, lineOfType('INTEREST'))),
    loanMoney(
      'remainingPrincipal',
      'Remaining principal',
      loanLines(LINE_UNPAID, `${lineOfType('PRINCIPAL')} and ${OWED}`),
    ),
    loanMoney(
      'overduePayment',
      'Overdue amount',
      loanLines(LINE_UNPAID, `line ->> 'type' <> 'PENALTY' and ${OWED} and i.due_date < ${RUN_DAY}`),
    ),
    field(
      'daysLate',
      'Days late',
      'Integer',
      `coalesce(${RUN_DAY} - ${firstDue(`${UNPAID} and i.due_date < ${RUN_DAY}`)}, 0)`,
    ),
    field('nextPaymentDate', 'Next payment date', 'Date', firstDue(`${UNPAID} and i.due_date >= ${RUN_DAY}`)),
  ],
  productType: 'LENDING',
  dateColumn: 'l.issue_date',
  personColumn: 'l.contractee_id',
};

/** `value` summed over the interest lines of the instalment `i`. */
const interestOf = (value: string) =>
  `(select coalesce(sum(${value}), 0) from ${LINES} where ${lineOfType('INTEREST')})`;

/**
 * Interest income: each instalment period of a loan that bears interest, with the interest it earns (as the
 * last replay left it: an early repayment cuts it to what was earned), what its payments paid of it and
 * what is still owed of it.
 */
const INTEREST_INCOME: QuerySource = {
  queryObject: 'INTEREST_INCOME',
  table: 'loan_installment',
  alias: 'i',
  joins: [{ table: 'loan', alias: 'l', on: 'l.id = i.loan_id' }, productJoin('l')],
  scope: `exists (select from jsonb_array_elements(i.lines) line where ${lineOfType('INTEREST')})`,
  fields: [
    ...loanOfRow(),
    field('dueDate', 'Due date', 'Date', 'i.due_date'),
    field('periodStart', 'Period start', 'Date', 'i.start_date'),
    field('periodEnd', 'Period end', 'Date', 'i.end_date'),
    loanMoney('interest', 'Interest', interestOf(LINE_AMOUNT)),
    loanMoney('interestPaid', 'Interest paid', interestOf(LINE_PAID)),
    loanMoney(
      'interestUnpaid',
      'Interest unpaid',
      `case when ${OWED} then ${interestOf(LINE_UNPAID)} else 0 end`,
    ),
  ],
  dateColumn: 'i.due_date',
  personColumn: 'l.contractee_id',
};

/** The query objects of lending: loans, their portfolio figures, their payments and their interest income. */
export const LENDING_SOURCES = {
  LOANS: {
    queryObject: 'LOANS',
    table: 'loan',
    alias: 'l',
    joins: [productJoin('l')],
    fields: loanFields('l'),
    productType: 'LENDING',
    dateColumn: 'l.issue_date',
    personColumn: 'l.contractee_id',
  },
  LOAN_PORTFOLIO,
  PAYMENTS: {
    queryObject: 'PAYMENTS',
    table: 'loan_payment',
    alias: 'p',
    joins: [{ table: 'loan', alias: 'l', on: 'l.id = p.loan_id' }, productJoin('l')],
    fields: [
      field('paymentDate', 'Payment date', 'Date', 'p.payment_date'),
      codeField('type', 'Type', 'p.type', 'paymentTypes', PAYMENT_TYPES),
      codeField('paymentAction', 'Payment action', 'p.payment_action', 'paymentActions', PAYMENT_ACTIONS),
      minorUnitsField('amount', 'Amount', 'p.amount', 'l.currency'),
      ...loanOfRow(),
    ],
    dateColumn: 'p.payment_date',
    personColumn: 'l.contractee_id',
  },
  INTEREST_INCOME,
} satisfies Partial<Record<QueryObject, QuerySource>>;
