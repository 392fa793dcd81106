import { CONTRACT_WORKFLOW, hasStatusFlag, loanView } from '@coverline/engine';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { usePermissions } from '../../api/shellData.js';
import { EntityPage, type OperationButton } from '../../kit/EntityPage.js';
import { recordKey } from '../../kit/recordKeys.js';
import { CONTRACT_OPERATION_STYLES } from '../../kit/operationStyles.js';
import { useRecord } from '../../kit/useRecord.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { loanApplications, loans, persons } from '../../resources/workspaceResources.js';
import { PartySync } from '../panels/PartySync.js';
import { Facts } from '../policies/Facts.js';
import { dateText, moneyText } from '../policies/policy.js';
import { loanInitQuotePath, loanTitle, type Loan, type LoanContractSummary } from './loan.js';
import { LoanInstallments } from './LoanInstallments.js';
import { LoanSummaryCard } from './LoanSummaryCard.js';
import { LoanTransactions } from './LoanTransactions.js';
import { useLoanInvoices } from './useLoanInvoices.js';

/**
 * `/workspace/loans/{id}`: the loan under its borrower's name, its status and terms, the contract summary on
 * today, its instalments and its transactions, and the loan operations the server offers as buttons, each
 * starting a loan application of its action type. Under the partner restriction the server sends no
 * instalments and a summary of the status only, and the page shows what it gets. A loan with a full schedule
 * takes invoices added by hand, and an invoice with nothing paid on it can be deleted; either reloads the loan
 * and its summary, which the server recalculated. Parties whose details changed since the loan took them are
 * named, with their differences and the update.
 */
export function LoanPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const { permissions } = usePermissions();
  const { data: loan, mutate: mutateLoan } = useRecord<Loan>(loans, id);
  const { data: summary, mutate: mutateSummary } = useSWR<LoanContractSummary>(
    can('contract:ReadSummary') ? `${loans.api}/${id}/summary` : null,
  );
  const invoices = useLoanInvoices(loan, () => void Promise.all([mutateLoan(), mutateSummary()]));
  useBreadcrumbOverride(loans.paths.view(id), loan && { label: loanTitle(loan) });

  if (loan === undefined) return <Busy message={t('workspace.loans.loading')} />;
  // Payments and invoices apply to a loan with a full schedule (ACTIVE, TERMINATED).
  const fullSchedule = hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule');
  const money = (amount: number | undefined) => moneyText(amount, loan.currency);
  // Each operation the server offers starts a loan application of its action type (none while one is open).
  const operations = loan.availableOperations
    .filter((operation) => can(CONTRACT_WORKFLOW.operations[operation].permission))
    .map((operation): OperationButton => ({
      operation,
      label: t(`classifiers:contractOperations.${operation}`),
      style: CONTRACT_OPERATION_STYLES[operation],
      onRun: () => void navigate(loanInitQuotePath(loan.id, operation)),
    }));
  return (
    <EntityPage
      title={loanTitle(loan)}
      // The number stays in sight: the borrower is the title.
      overline={`${loan.product.name} · ${loan.contractNr}`}
      status={{
        label: t(`classifiers:contractStatuses.${loan.status}`),
        color: hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'active') ? 'success' : 'default',
      }}
      operations={operations}
      actions={
        fullSchedule && (
          <>
            {can('contract:FindPayments') && (
              <Button component={RouterLink} to={loans.paths.payments(loan.id)} variant="outlined">
                {t('workspace.loans.openPayments')}
              </Button>
            )}
            {invoices.addButton}
          </>
        )
      }
      recordId={loan.id}
      panels={loans.panels ?? []}
      panelAreaLabel={t('workspace.loans.panelArea')}
    >
      <PartySync
        record="loan"
        changed={loan.partiesChanged}
        maySync={can('contract:SynchronizeParty')}
        recordPath={recordKey(loans, loan.id)}
        onSynced={(synced: Loan) => {
          void mutateLoan(synced, { revalidate: false });
          return synced.partiesChanged;
        }}
      />
      <Facts
        label={t('workspace.loans.details')}
        facts={[
          [t('workspace.loans.contractNr'), loan.contractNr],
          [t('workspace.loans.borrower'), loan.contractee?.name ?? '—'],
          [t('workspace.loans.loanAmount'), money(loan.loanAmount)],
          [t('workspace.loans.annualInterestRate'), `${loan.annualInterestRate} %`],
          [t('workspace.loans.loanTerm'), String(loan.loanTerm)],
          [t('workspace.loans.monthlyPayment'), money(loan.monthlyPayment)],
          [t('workspace.policies.issueDate'), dateText(loan.issueDate)],
          [t('workspace.loans.maturityDate'), dateText(loan.endDate)],
        ]}
      />
      <Stack direction="row" useFlexGap sx={{ mt: 1, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {loan.contractee !== null && can('party:Read') && (
          <Link component={RouterLink} to={persons.paths.view(loan.contractee.id)}>
            {t('workspace.loans.openBorrower', { name: loan.contractee.name })}
          </Link>
        )}
        {can('quote:Read') && (
          <Link component={RouterLink} to={loanApplications.paths.view(loan.applicationId)}>
            {t('workspace.loans.openApplication')}
          </Link>
        )}
        {loan.renewalOf !== null && (
          <Link component={RouterLink} to={loans.paths.view(loan.renewalOf.id)}>
            {t('workspace.loans.renewalOf', { contractNr: loan.renewalOf.contractNr })}
          </Link>
        )}
        {loan.renewedBy !== null && (
          <Link component={RouterLink} to={loans.paths.view(loan.renewedBy.id)}>
            {t('workspace.loans.renewedBy', { contractNr: loan.renewedBy.contractNr })}
          </Link>
        )}
      </Stack>
      {summary !== undefined && <LoanSummaryCard summary={summary} />}
      {/* The partner restriction hides the schedule: the server sends none, and the page shows no table. */}
      {loanView(permissions ?? []).schedule && (
        <LoanInstallments
          installments={loan.installments}
          currency={loan.currency}
          onDeleteInvoice={invoices.onDeleteInvoice}
        />
      )}
      {invoices.feedback}
      <LoanTransactions loan={loan} />
    </EntityPage>
  );
}
