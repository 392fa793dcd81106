import { useTranslation } from 'react-i18next';
import { ContractTransactions } from '../ContractTransactions.js';
import { moneyText } from '../policies/policy.js';
import { loanTransactionPath, type Loan } from './loan.js';

/** The loan's transactions with the amount each lent and its monthly payment. */
export function LoanTransactions({ loan }: { loan: Loan }) {
  const { t } = useTranslation('UI-context');
  const money = (amount: number | undefined) => moneyText(amount, loan.currency);
  return (
    <ContractTransactions
      title={t('workspace.loans.transactions')}
      transactions={loan.transactions}
      pathOf={(transaction) => loanTransactionPath(loan.id, transaction)}
      amounts={[
        { header: t('workspace.loans.loanAmount'), value: (transaction) => money(transaction.loanAmount) },
        {
          header: t('workspace.loans.monthlyPayment'),
          value: (transaction) => money(transaction.loanSummary.monthlyPayment),
        },
      ]}
    />
  );
}
