import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import useSWR from 'swr';
import { EntityPage } from '../../kit/EntityPage.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { policies, quotes } from '../../resources/workspaceResources.js';
import { PaymentScheduleSection } from '../quotes/PaymentScheduleSection.js';
import { Facts } from './Facts.js';
import { dateText, moneyText, type PolicyTransaction } from './policy.js';

/**
 * `/workspace/policies/{policyId}/actions/{actionId}`: one transaction of a policy, read-only: its type and
 * dates, the premium it put in force and what it charged or refunded, its parties and its payment schedule.
 */
export function PolicyTransactionPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { policyId = '', actionId = '' } = useParams();
  const { data: transaction, error } = useSWR<PolicyTransaction>(
    `${policies.api}/${policyId}/transactions/${actionId}`,
  );
  useLeaveOnLoadError(error);
  const title =
    transaction &&
    t('workspace.policies.transactionTitle', {
      actionType: t(`classifiers:actionTypes.${transaction.actionType}`),
      number: transaction.sequence,
    });
  useBreadcrumbOverride(
    policies.paths.action({ policyId, actionId }),
    title === undefined ? undefined : { label: title },
  );
  const partiesId = useId();

  if (transaction === undefined || title === undefined)
    return <Busy message={t('workspace.policies.loadingTransaction')} />;
  const { currency, summary } = transaction;
  const money = (amount: number | null) => moneyText(amount, currency);
  const cancellation = summary.refund !== null;
  return (
    <EntityPage
      title={title}
      overline={transaction.quoteNr ?? undefined}
      actions={
        <>
          <Button component={RouterLink} to={policies.paths.view(policyId)} variant="outlined">
            {t('workspace.policies.backToPolicy')}
          </Button>
          {transaction.quoteId !== null && (
            <Button component={RouterLink} to={quotes.paths.view(transaction.quoteId)} variant="outlined">
              {t('workspace.policies.openQuote')}
            </Button>
          )}
        </>
      }
    >
      <Facts
        label={t('workspace.policies.details')}
        facts={[
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
        ]}
      />
      <Box sx={{ mt: 3 }}>
        <Typography id={partiesId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('workspace.policies.parties')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby={partiesId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('workspace.policies.role')}</TableCell>
                <TableCell>{t('workspace.columns.name')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transaction.parties.map(({ role, party }) => (
                <TableRow key={`${role}:${party.id}`}>
                  <TableCell>{t(`classifiers:partyRoles.${role}`)}</TableCell>
                  <TableCell>{party.name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <PaymentScheduleSection
        basis={{
          premium: summary.premium,
          currency,
          startDate: transaction.startDate,
          endDate: transaction.endDate,
        }}
        rows={transaction.paymentSchedule}
      />
    </EntityPage>
  );
}
