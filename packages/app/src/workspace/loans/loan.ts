import {
  CONTRACT_OPERATION_ACTION_TYPES,
  type ContractOperation,
  type Loan,
  type LoanContractSummary,
  type LoanInstallment,
  type LoanTransaction,
} from '@coverline/engine';
import { loans } from '../../resources/workspaceResources.js';

/** The wire contracts are the engine's, so the pages cannot drift from what the server sends. */
export type { Loan, LoanContractSummary, LoanInstallment, LoanTransaction };

/** The loan page's title: the borrower's name, else the contract number. */
export const loanTitle = (loan: Loan): string => loan.contractee?.name ?? loan.contractNr;

/**
 * Where a transaction's row leads: the transaction's own page, with what it lent and its loan summary (and a
 * link to the application it was lent from).
 */
export function loanTransactionPath(contractId: string, transaction: LoanTransaction): string {
  return loans.paths.action({ contractId, actionId: transaction.actionId });
}

/** `/workspace/loans/{id}/init-quote/{action}`: the operation's action type in lower case (`termination`). */
export function loanInitQuotePath(loanId: string, operation: ContractOperation): string {
  return loans.paths.initQuote({
    id: loanId,
    action: CONTRACT_OPERATION_ACTION_TYPES[operation].toLowerCase(),
  });
}
