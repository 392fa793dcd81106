import {
  loanView,
  type LoanContractSummary,
  type LoanPaymentCalculation,
  type LoanTransactionSummary,
} from '@coverline/engine';
import type { SummaryFilter } from './service.js';

/**
 * What a caller's view of a loan shows (the partner restriction, `loanView`): the schedule, and a
 * transaction's loan summary without what the view hides; the server leaves it out of its answers.
 */
export interface LoanResponseView {
  showsSchedule: boolean;
  visible: SummaryFilter;
  /** The contract summary as the view shows it. */
  contractSummary(summary: Required<LoanContractSummary>): LoanContractSummary;
  /** A payment calculation as the view shows it: without the schedule, its summary reduced. */
  calculation(calculation: LoanPaymentCalculation): LoanPaymentCalculation;
}

export function loanResponseView(permissions: readonly string[]): LoanResponseView {
  const view = loanView(permissions);
  const contractSummary = (summary: Required<LoanContractSummary>): LoanContractSummary =>
    view.schedule
      ? summary
      : { currency: summary.currency, contractStatus: summary.contractStatus, daysLate: summary.daysLate };
  return {
    showsSchedule: view.schedule,
    visible: (summary) => {
      const { firstPaymentDate, daysFromIssueTillFirstPayment, monthlyPayment, irr, apr, ...totals } =
        summary;
      const shown: LoanTransactionSummary = { irr, apr };
      if (view.firstPayment) Object.assign(shown, { firstPaymentDate, daysFromIssueTillFirstPayment });
      if (view.totals) Object.assign(shown, totals);
      if (view.monthlyPayment) shown.monthlyPayment = monthlyPayment;
      return shown;
    },
    // The contract summary's amounts are the schedule's: hidden with it; the status and days late are not.
    contractSummary,
    calculation: (calculation) =>
      view.schedule
        ? calculation
        : {
            ...calculation,
            installments: [],
            loanActualInfo: contractSummary(calculation.loanActualInfo as Required<LoanContractSummary>),
          },
  };
}
