import { useTranslation } from 'react-i18next';
import { loanApplications, loans } from '../../resources/workspaceResources.js';
import { ContractInitQuotePage } from '../ContractInitQuotePage.js';

/** `/workspace/loans/{id}/init-quote/{action}`: a loan application of the action (change, renewal…) on the loan. */
export function LoanInitQuotePage() {
  const { t } = useTranslation('UI-context');
  return (
    <ContractInitQuotePage
      contracts={loans}
      quotes={loanApplications}
      texts={{
        starting: t('workspace.loans.startingQuote'),
        title: t('workspace.loans.startQuoteTitle'),
        back: t('workspace.loans.backToLoan'),
      }}
    />
  );
}
