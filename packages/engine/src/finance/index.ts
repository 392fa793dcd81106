/** Public money maths of the engine: schedules, rates and payment allocation (issue 3). */
export * from './types.js';
export { FinanceInputError } from './financeInputError.js';
export { premiumSchedule, MAX_PREMIUM_INSTALMENTS, MIN_PREMIUM_INSTALMENTS } from './premiumSchedule.js';
export type { PremiumInstalment, PremiumScheduleInput } from './premiumSchedule.js';
export {
  premiumScheduleErrors,
  PAYMENT_SCHEDULE_MESSAGES,
  type PremiumScheduleRow,
} from './premiumScheduleErrors.js';
export {
  loanSchedule,
  checkLoanTerms,
  LOAN_CALCULATORS,
  MAX_TERM_MONTHS,
  DEFAULT_LOAN_CURRENCY,
} from './loanSchedule.js';
export { externalLoanSchedule, type ExternalInstallment } from './externalLoanSchedule.js';
export type {
  CheckedLoanTerms,
  LoanCalculator,
  LoanSchedule,
  LoanScheduleInput,
  ScheduledInstallment,
} from './loanSchedule.js';
export { firstPaymentDate, MAX_PAYMENT_DAY } from './firstPaymentDate.js';
export { DAY_COUNTS, type DayCount } from './loanPeriods.js';
export { irr } from './irr.js';
export { xirr, type DatedAmount } from './xirr.js';
export { aprc } from './aprc.js';
export { aprcTimes, type AprcTimeBasis } from './aprcTimes.js';
export type { TimedAmount } from './solveRate.js';
export { allocatePayments } from './allocatePayments.js';
export type { AllocatePaymentsInput, PaymentAllocationResult } from './allocatePayments.js';
export { DEFAULT_PENALTY_SETTINGS, type PenaltySettings } from './penaltySettings.js';
export {
  prorate,
  cancellationRefund,
  changeAdjustment,
  PRORATION_METHODS,
  type ProrationMethod,
  type ProrateInput,
  type Proration,
  type CancellationRefundInput,
  type CancellationRefund,
  type ChangeAdjustmentInput,
  type ChangeAdjustment,
} from './proration.js';
