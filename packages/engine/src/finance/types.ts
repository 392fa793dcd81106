/**
 * The lending and instalment vocabulary: line types, statuses, payments and the shapes
 * the finance functions take and return. Amounts here are numbers in major units (1234.56); the functions
 * convert them to integer minor units at the boundary and compute only in those.
 */
import type { PlainDate } from '../dates/plainDate.js';

export const INSTALLMENT_LINE_TYPES = [
  'PREMIUM',
  'COMMISSION',
  'FEE',
  'TAX',
  'PRINCIPAL',
  'INTEREST',
  'PERMIT_PREPARATION',
  'PENALTY',
  'DEBT_COLLECTION',
  'REINSTATEMENT_FEE',
  'VEHICLE_REPOSSESSION',
  'AMENDMENT_FEE',
] as const;
export type InstallmentLineType = (typeof INSTALLMENT_LINE_TYPES)[number];

/** The order a payment pays lines in unless it names one: penalties, commission, interest, principal, then the rest. */
export const DEFAULT_ALLOCATION_ORDER: readonly InstallmentLineType[] = [
  'PENALTY',
  'COMMISSION',
  'INTEREST',
  'PRINCIPAL',
  ...INSTALLMENT_LINE_TYPES.filter(
    (type) => !['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'].includes(type),
  ),
];

/** Order in which a loan instalment lists its lines; types the spec leaves out follow in catalogue order. */
export const LOAN_LINE_DISPLAY_ORDER: readonly InstallmentLineType[] = [
  'COMMISSION',
  'INTEREST',
  'PRINCIPAL',
  'PENALTY',
  'PERMIT_PREPARATION',
  'REINSTATEMENT_FEE',
  'DEBT_COLLECTION',
  'VEHICLE_REPOSSESSION',
  'PREMIUM',
  'FEE',
  'TAX',
  'AMENDMENT_FEE',
];

export const INSTALLMENT_STATUSES = ['NEW', 'ISSUED', 'OVERDUE', 'PAID', 'CANCELLED'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const ALLOCATION_STATUSES = [
  'ALLOCATED',
  'PENDING',
  'OVERPAYMENT',
  'DEPOSIT',
  'PENALTY_DEPOSIT',
] as const;
export type AllocationStatus = (typeof ALLOCATION_STATUSES)[number];

export const PAYMENT_TYPES = ['REGULAR', 'DISCOUNT'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_ACTIONS = ['PER_SCHEDULE', 'FULL_REPAYMENT', 'CESSION', 'WRITEOFF'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** Contract statuses that payments can lead to, besides the ACTIVE or TERMINATED status the loan has. */
export type LoanContractStatus = 'ACTIVE' | 'TERMINATED' | 'REPAID' | 'CEDED' | 'WRITEOFF';

/** Money of one payment put on one instalment line. `payment` is null for the payment not yet saved. */
export interface Allocation {
  amount: number;
  status: AllocationStatus;
  payment: string | null;
}

export interface InstallmentLine {
  type: InstallmentLineType;
  amount: number;
  /** The date an accrued amount (penalty, interest cut short by an early repayment) was calculated for. */
  calculatedFor?: PlainDate;
  /** The amount as scheduled, present when `amount` was recalculated; a replay starts from it. */
  scheduledAmount?: number;
  allocations?: Allocation[];
}

/**
 * An instalment as stored. Allocations, PENALTY lines, days late and statuses are recalculated, except that
 * CANCELLED without `closedUnpaid` means a person cancelled it: it then takes no part.
 */
export interface Installment {
  id?: string;
  dueDate: PlainDate;
  startDate: PlainDate;
  endDate: PlainDate;
  status?: InstallmentStatus;
  daysLate?: number;
  closedUnpaid?: boolean;
  lines: InstallmentLine[];
}

export interface AllocatedLine {
  type: InstallmentLineType;
  amount: number;
  calculatedFor?: PlainDate;
  scheduledAmount?: number;
  allocations: Allocation[];
}

export interface AllocatedInstallment {
  id?: string;
  dueDate: PlainDate;
  startDate: PlainDate;
  endDate: PlainDate;
  status: InstallmentStatus;
  daysLate: number;
  /** CANCELLED because the loan was ceded or written off while this was unpaid. */
  closedUnpaid?: true;
  lines: AllocatedLine[];
}

export interface Payment {
  /** Required for saved payments; the payment being added may have none yet. */
  id?: string;
  type: PaymentType;
  party?: unknown;
  /** The line types this payment pays, in order of precedence within an instalment. */
  allocationOrder: readonly InstallmentLineType[];
  date: PlainDate;
  /** Tie-breaker between payments of the same date (ISO timestamp). */
  createdAt?: string;
  amount: number;
  paymentAction: PaymentAction;
  /** Charge the penalties accrued without the product's cap when this payment is made. */
  disablePenaltyCap?: boolean;
}

/** Money of a payment that sits on no instalment line. */
export interface OrphanPayment {
  payment: string | null;
  date: PlainDate;
  amount: number;
  status: Extract<AllocationStatus, 'DEPOSIT' | 'PENALTY_DEPOSIT' | 'OVERPAYMENT'>;
}

/** The contract summary of a loan ("loanActualInfo"), as of the evaluation date. */
export interface ContractSummary {
  nextPaymentDate: PlainDate | null;
  nextPayment: number;
  overduePayment: number;
  remainingPrincipal: number;
  accruedInterest: number;
  unpaidPenalties: number;
  unpaidExtra: number;
  unpaidCommission: number;
  deposit: number;
  penaltyDeposit: number;
  closingBalance: number;
  overpayment: number;
  penaltyCap: number | null;
  paidInterest: number;
  paidPrincipal: number;
  contractStatus: LoanContractStatus;
  daysLate: number;
}

/** The loan summary of a quote. Rates are percentages: 12.68 means 12.68 %. */
export interface LoanSummary {
  firstPaymentDate: PlainDate;
  daysFromIssueTillFirstPayment: number;
  actionPrincipal: number;
  actionInterest: number;
  actionCost: number;
  deltaCommission: number;
  monthlyPayment: number;
  irr: number;
  apr: number;
}
