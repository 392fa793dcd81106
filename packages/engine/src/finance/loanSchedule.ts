/**
 * Monthly loan schedules (docs/money-maths.md): 'annuity' (equal payments) or 'amortized' (equal principal), with
 * PRINCIPAL, INTEREST and COMMISSION lines in minor-unit exact amounts and the quote's loan summary.
 *
 * Commission is commissionRate % of the principal, rounded. Added to the loan amount, it is financed: it
 * joins the principal that bears interest and is repaid through PRINCIPAL lines. Otherwise it is spread
 * evenly over the instalments as COMMISSION lines, the rounding remainder on the first.
 * Instalment periods are inclusive: endDate is the day before the due date, the next starts on the due date.
 */
import { compareDates, type PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits } from '../money/money.js';
import type { AmortizationRow } from './amortizationRow.js';
import { annuityPayment, annuityRows } from './annuityRows.js';
import { equalPrincipalRows } from './equalPrincipalRows.js';
import { FinanceInputError } from './financeInputError.js';
import {
  requireAmount,
  requireCurrency,
  requireDate,
  requireIntegerBetween,
  requireNonNegative,
  requireOneOf,
} from './inputChecks.js';
import { DAY_COUNTS, loanPeriods, type DayCount } from './loanPeriods.js';
import { loanSummary } from './loanSummary.js';
import { roundMinor } from './roundMinor.js';
import { splitEvenly } from './splitEvenly.js';
import type { InstallmentLineType, LoanSummary } from './types.js';

export const LOAN_CALCULATORS = ['annuity', 'amortized'] as const;
export type LoanCalculator = (typeof LOAN_CALCULATORS)[number];

export const MAX_TERM_MONTHS = 600;
/** The default currency of a new tenant. */
export const DEFAULT_LOAN_CURRENCY = 'EUR';

export interface LoanScheduleInput {
  calculator: LoanCalculator;
  principal: number;
  /** Percent: 12 means 12 % a year. */
  annualInterestRate: number;
  termMonths: number;
  issueDate: PlainDate;
  /** Default: one month after the issue date. */
  firstPaymentDate?: PlainDate;
  /** Default: '30/360'. */
  dayCount?: DayCount;
  /** Default: EUR. */
  currency?: string;
  /** Percent of the principal. Default 0. */
  commissionRate?: number;
  addCommissionToLoanAmount?: boolean;
}

export interface ScheduledInstallment {
  dueDate: PlainDate;
  startDate: PlainDate;
  endDate: PlainDate;
  lines: { type: InstallmentLineType; amount: number }[];
}

export interface LoanSchedule {
  installments: ScheduledInstallment[];
  summary: LoanSummary;
}

/** A loan's terms, checked: money in minor units, rates as fractions. */
export interface CheckedLoanTerms {
  currency: string;
  principal: number;
  annualRate: number;
  termMonths: number;
  issueDate: PlainDate;
  firstPaymentDate: PlainDate | undefined;
  dayCount: DayCount;
  /** The commission in minor units: `commissionRate` % of the principal, rounded. */
  commission: number;
  /** What the borrower repays as principal: the principal, plus the commission when it is added to it. */
  financed: number;
}

/** The terms of a schedule, checked as every calculator needs them (FinanceInputError on the field). */
export function checkLoanTerms(input: Omit<LoanScheduleInput, 'calculator'>): CheckedLoanTerms {
  const currency = requireCurrency(input.currency ?? DEFAULT_LOAN_CURRENCY, 'currency');
  const principal = requireAmount(input.principal, currency, 'principal');
  if (principal === 0) throw new FinanceInputError('principal', 'mustBePositive');
  const annualRate = requireNonNegative(input.annualInterestRate, 'annualInterestRate') / 100;
  const termMonths = requireIntegerBetween(input.termMonths, 1, MAX_TERM_MONTHS, 'termMonths');
  const issueDate = requireDate(input.issueDate, 'issueDate');
  const firstPaymentDate =
    input.firstPaymentDate === undefined
      ? undefined
      : requireDate(input.firstPaymentDate, 'firstPaymentDate');
  if (firstPaymentDate !== undefined && compareDates(firstPaymentDate, issueDate) <= 0) {
    throw new FinanceInputError('firstPaymentDate', 'mustBeAfterIssueDate');
  }
  const dayCount = requireOneOf(input.dayCount ?? '30/360', DAY_COUNTS, 'dayCount');
  const commissionRate = requireNonNegative(input.commissionRate ?? 0, 'commissionRate') / 100;
  const commission = roundMinor(principal * commissionRate);
  const financed = input.addCommissionToLoanAmount ? principal + commission : principal;
  return {
    currency,
    principal,
    annualRate,
    termMonths,
    issueDate,
    firstPaymentDate,
    dayCount,
    commission,
    financed,
  };
}

export function loanSchedule(input: LoanScheduleInput): LoanSchedule {
  const calculator = requireOneOf(input.calculator, LOAN_CALCULATORS, 'calculator');
  const terms = checkLoanTerms(input);
  const { currency, principal, annualRate, termMonths, issueDate, firstPaymentDate, dayCount } = terms;
  const { commission, financed } = terms;
  const spreadCommission =
    input.addCommissionToLoanAmount || commission === 0 ? null : splitEvenly(commission, termMonths, 'first');

  const periods = loanPeriods({ issueDate, firstPaymentDate, termMonths, annualRate, dayCount });
  const rates = periods.map(({ rate }) => rate);
  const rows: AmortizationRow[] =
    calculator === 'annuity' ? annuityRows(financed, rates) : equalPrincipalRows(financed, rates);

  const money = (minor: number) => fromMinorUnits(minor, currency);
  const totals = rows.map((row, index) => row.principal + row.interest + (spreadCommission?.[index] ?? 0));
  const installments = periods.map(({ startDate, endDate, dueDate }, index) => {
    const row = rows[index] ?? { balance: 0, principal: 0, interest: 0 };
    const share = spreadCommission?.[index];
    const lines: ScheduledInstallment['lines'] = [
      ...(share === undefined ? [] : [{ type: 'COMMISSION' as const, amount: money(share) }]),
      { type: 'INTEREST', amount: money(row.interest) },
      { type: 'PRINCIPAL', amount: money(row.principal) },
    ];
    return { dueDate, startDate, endDate, lines };
  });

  const regularCommission = spreadCommission?.[termMonths - 1] ?? 0;
  const summary = loanSummary({
    currency,
    issueDate,
    disbursed: principal,
    financed,
    commission,
    interest: rows.reduce((sum, row) => sum + row.interest, 0),
    monthlyPayment:
      calculator === 'annuity' ? annuityPayment(financed, rates) + regularCommission : (totals[0] ?? 0),
    instalments: periods.map(({ dueDate }, index) => ({ dueDate, total: totals[index] ?? 0 })),
  });
  return { installments, summary };
}
