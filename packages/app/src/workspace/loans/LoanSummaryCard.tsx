import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Facts } from '../policies/Facts.js';
import { dateText, moneyText } from '../policies/policy.js';
import type { LoanContractSummary } from './loan.js';

/** The amounts of the contract summary, in the spec's order; absent ones (partner restriction) are not shown. */
const AMOUNTS = [
  'nextPayment',
  'overduePayment',
  'remainingPrincipal',
  'accruedInterest',
  'unpaidPenalties',
  'unpaidExtra',
  'unpaidCommission',
  'deposit',
  'penaltyDeposit',
  'closingBalance',
  'overpayment',
  'penaltyCap',
  'paidInterest',
  'paidPrincipal',
] as const satisfies readonly (keyof LoanContractSummary)[];

/**
 * The loan's contract summary on today: next payment, what is overdue and owed, money held, what a full
 * repayment would need, what was paid, the status the payments give and the days late.
 */
export function LoanSummaryCard({ summary }: { summary: LoanContractSummary }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const money = (amount: number | null | undefined) => moneyText(amount, summary.currency);
  const facts: [string, string][] = [
    [t('workspace.loans.summaryStatus'), t(`classifiers:contractStatuses.${summary.contractStatus}`)],
    [t('workspace.loans.daysLate'), String(summary.daysLate)],
    ...(summary.nextPaymentDate === undefined
      ? []
      : [[t('workspace.loans.nextPaymentDate'), dateText(summary.nextPaymentDate)] as [string, string]]),
    ...AMOUNTS.filter((key) => summary[key] !== undefined).map((key): [string, string] => [
      t(`workspace.loans.${key}`),
      money(summary[key]),
    ]),
  ];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('workspace.loans.summary')}
      </Typography>
      <Facts label={t('workspace.loans.summary')} facts={facts} />
    </Box>
  );
}
