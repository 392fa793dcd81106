import { useRecord } from '../../kit/useRecord.js';
import { loanApplications, loans } from '../../resources/workspaceResources.js';
import { ContractTransactionPage, type ContractTransactionKind } from '../ContractTransactionPage.js';
import { dateText, moneyText } from '../policies/policy.js';
import { loanSummaryFacts } from '../quotes/LoanScheduleSection.js';
import { loanTitle, type Loan, type LoanTransaction } from './loan.js';

/** A loan's transaction: what it lent and the loan summary of its schedule (as the user's view allows). */
const LOAN_TRANSACTIONS: ContractTransactionKind<LoanTransaction> = {
  resource: loans,
  useContractLabel: (loanId) => {
    const { data: loan } = useRecord<Loan>(loans, loanId);
    return loan && loanTitle(loan);
  },
  quotePath: loanApplications.paths.view,
  labels: (t) => ({
    back: t('workspace.loans.backToLoan'),
    openQuote: t('workspace.loans.openApplication'),
    details: t('workspace.loans.details'),
  }),
  facts: (transaction, t) => [
    [t('workspace.policies.issueDate'), dateText(transaction.issueDate)],
    [t('workspace.columns.startDate'), dateText(transaction.startDate)],
    [t('workspace.loans.maturityDate'), dateText(transaction.endDate)],
    [t('workspace.loans.loanAmount'), moneyText(transaction.loanAmount, transaction.currency)],
    ...loanSummaryFacts(transaction.loanSummary, transaction.currency, t),
  ],
};

/** `/workspace/loans/{contractId}/actions/{actionId}`. */
export const LoanTransactionPage = () => <ContractTransactionPage kind={LOAN_TRANSACTIONS} />;
