import { CONTRACT_WORKFLOW, hasStatusFlag, type LoanContractSummary } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { savedReplay } from './payments.js';
import { LOAN_KIND } from './service.js';

/**
 * `GET /api/loans/{id}/summary`: the contract summary on `today` from the replay of the loan's saved payments
 * over its instalments (`allocatePayments` with the default penalty settings: products have none yet). A loan
 * without a full schedule (REPAID, CEDED…) keeps its own status.
 */
export async function loanContractSummary(
  tx: Tx,
  loanId: string,
  today: string,
): Promise<Required<LoanContractSummary>> {
  const loan = await LOAN_KIND.read(tx, loanId);
  const { loanActualInfo } = await savedReplay(tx, loan, today);
  const fullSchedule = hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule');
  return {
    currency: loan.currency,
    ...loanActualInfo,
    contractStatus: fullSchedule ? loanActualInfo.contractStatus : loan.status,
  };
}
