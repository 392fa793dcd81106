import { useRecord } from '../../kit/useRecord.js';
import { policies, quotes } from '../../resources/workspaceResources.js';
import { ContractTransactionPage, type ContractTransactionKind } from '../ContractTransactionPage.js';
import { PaymentScheduleSection } from '../quotes/PaymentScheduleSection.js';
import { dateText, moneyText, type Policy, type PolicyTransaction } from './policy.js';

/** A policy's transaction: the premium it put in force, what it charged or refunded, its payment schedule. */
const POLICY_TRANSACTIONS: ContractTransactionKind<PolicyTransaction> = {
  resource: policies,
  useContractLabel: (policyId) => useRecord<Policy>(policies, policyId).data?.contractNr,
  quotePath: quotes.paths.view,
  labels: (t) => ({
    back: t('workspace.policies.backToPolicy'),
    openQuote: t('workspace.policies.openQuote'),
    details: t('workspace.policies.details'),
  }),
  facts: (transaction, t) => {
    const { currency, summary } = transaction;
    const money = (amount: number | null) => moneyText(amount, currency);
    const cancellation = summary.refund !== null;
    return [
      [t('workspace.policies.issueDate'), dateText(transaction.issueDate)],
      [t('workspace.policies.effectiveFrom'), dateText(transaction.startDate)],
      [t('workspace.columns.endDate'), dateText(transaction.endDate)],
      [t('workspace.policies.sumInsured'), money(transaction.sumInsured)],
      [t('workspace.policies.previousPremium'), money(summary.previousPremium)],
      [t('workspace.policies.premium'), money(summary.premium)],
      [t('workspace.policies.deltaPremium'), money(summary.deltaPremium)],
      [t('workspace.policies.totalPremium'), money(summary.totalPremium)],
      ...(cancellation
        ? ([
            [t('workspace.policies.proRataRefund'), money(summary.proRataRefund)],
            [t('workspace.policies.holdback'), money(summary.holdback)],
            [t('workspace.policies.refund'), money(summary.refund)],
          ] as [string, string][])
        : []),
    ];
  },
  more: (transaction) => (
    <PaymentScheduleSection
      basis={{
        premium: transaction.summary.premium,
        currency: transaction.currency,
        startDate: transaction.startDate,
        endDate: transaction.endDate,
      }}
      rows={transaction.paymentSchedule}
    />
  ),
};

/** `/workspace/policies/{contractId}/actions/{actionId}`. */
export const PolicyTransactionPage = () => <ContractTransactionPage kind={POLICY_TRANSACTIONS} />;
