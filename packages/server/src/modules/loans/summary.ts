import {
  allocatePayments,
  fromMinorUnits,
  hasStatusFlag,
  CONTRACT_WORKFLOW,
  type Installment,
  type LoanContractSummary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { installmentRows, LOAN_KIND, type InstallmentRow } from './service.js';

/** A stored instalment as the engine's replay takes it (amounts in major units). */
export function engineInstallment(row: InstallmentRow, currency: string): Installment {
  return {
    id: row.id,
    dueDate: row.due_date,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    lines: row.lines.map((line) => ({ type: line.type, amount: fromMinorUnits(line.amount, currency) })),
  };
}

/**
 * `GET /api/loans/{id}/summary`: the contract summary on `today` from the replay of the loan's payments over
 * its instalments (`allocatePayments` with the default penalty settings: products have none yet). A loan
 * without a full schedule (REPAID, CEDED…) keeps its own status.
 */
export async function loanContractSummary(
  tx: Tx,
  loanId: string,
  today: string,
): Promise<Required<LoanContractSummary>> {
  const loan = await LOAN_KIND.read(tx, loanId);
  const { currency } = loan;
  const installments = (await installmentRows(tx, loanId)).map((row) => engineInstallment(row, currency));
  const fullSchedule = hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule');
  const { loanActualInfo } = allocatePayments({
    installments,
    payments: [],
    currency,
    today,
    contractStatus: loan.status === 'TERMINATED' ? 'TERMINATED' : 'ACTIVE',
  });
  return {
    currency,
    ...loanActualInfo,
    contractStatus: fullSchedule ? loanActualInfo.contractStatus : loan.status,
  };
}
