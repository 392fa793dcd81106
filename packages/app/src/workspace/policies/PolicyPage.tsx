import {
  CONTRACT_WORKFLOW,
  hasStatusFlag,
  type ActivePolicyQuote,
  type ContractOperation,
} from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import type { OperationButton } from '../../kit/EntityPage.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { CONTRACT_OPERATION_STYLES } from '../../kit/operationStyles.js';
import { useRecord } from '../../kit/useRecord.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { persons, policies, quotes } from '../../resources/workspaceResources.js';
import { ClaimList } from '../claims/ClaimList.js';
import { ContractTransactions } from '../ContractTransactions.js';
import { Facts } from './Facts.js';
import {
  dateText,
  initQuotePath,
  moneyText,
  transactionPath,
  type Policy,
  type PolicySummary,
} from './policy.js';

/**
 * `/workspace/policies/{id}`: the policy's header and status, its dates and totals, what its open quote would
 * change, its transactions (a row opens the quote it was issued from, or the transaction), the panel area,
 * and the contract operations as buttons that start a quote of their action type.
 */
export function PolicyPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const { data: policy } = useRecord<Policy>(policies, id);
  const { data: summary } = useSWR<PolicySummary>(
    can('contract:ReadSummary') ? `${policies.api}/${id}/summary` : null,
  );
  useBreadcrumbOverride(policies.paths.view(id), policy && { label: policy.contractNr });

  if (policy === undefined) return <Busy message={t('workspace.policies.loading')} />;
  const { currency } = policy;
  const money = (amount: number | null | undefined) => moneyText(amount, currency);
  const operations = policy.availableOperations
    .filter((operation) => can(CONTRACT_WORKFLOW.operations[operation].permission))
    .map((operation: ContractOperation): OperationButton => ({
      operation,
      label: t(`classifiers:contractOperations.${operation}`),
      style: CONTRACT_OPERATION_STYLES[operation],
      onRun: () => void navigate(initQuotePath(policy.id, operation)),
    }));

  return (
    <EntityPage
      title={policy.contractNr}
      overline={policy.product.name}
      status={{
        label: t(`classifiers:contractStatuses.${policy.status}`),
        color: hasStatusFlag(CONTRACT_WORKFLOW, policy.status, 'active') ? 'success' : 'default',
      }}
      operations={operations}
      actions={
        hasStatusFlag(CONTRACT_WORKFLOW, policy.status, 'active') &&
        can('claim:Create') && (
          <Button component={RouterLink} to={policies.paths.newClaim(policy.id)} variant="outlined">
            {t('workspace.claims.new')}
          </Button>
        )
      }
      recordId={policy.id}
      panels={policies.panels ?? []}
      panelAreaLabel={t('workspace.policies.panelArea')}
    >
      {policy.activeQuote !== null && <PendingChanges policy={policy} quote={policy.activeQuote} />}
      <Facts
        label={t('workspace.policies.details')}
        facts={[
          [t('workspace.policies.holder'), policy.contractee?.name ?? '—'],
          [t('workspace.columns.startDate'), dateText(policy.startDate)],
          [t('workspace.columns.endDate'), dateText(policy.endDate)],
          [t('workspace.policies.issueDate'), dateText(policy.issueDate)],
          [t('workspace.policies.premium'), money(policy.premium)],
          [t('workspace.policies.sumInsured'), money(policy.sumInsured)],
        ]}
      />
      <Stack direction="row" useFlexGap sx={{ mt: 1, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {policy.contractee !== null && can('party:Read') && (
          <Link component={RouterLink} to={persons.paths.view(policy.contractee.id)}>
            {t('workspace.policies.openHolder', { name: policy.contractee.name })}
          </Link>
        )}
        {policy.renewalOf !== null && (
          <Link component={RouterLink} to={policies.paths.view(policy.renewalOf.id)}>
            {t('workspace.policies.renewalOf', { contractNr: policy.renewalOf.contractNr })}
          </Link>
        )}
        {policy.renewedBy !== null && (
          <Link component={RouterLink} to={policies.paths.view(policy.renewedBy.id)}>
            {t('workspace.policies.renewedBy', { contractNr: policy.renewedBy.contractNr })}
          </Link>
        )}
      </Stack>
      {summary !== undefined && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('workspace.policies.totals')}
          </Typography>
          <Facts
            label={t('workspace.policies.totals')}
            facts={[
              [t('workspace.policies.totalCharged'), money(summary.totalCharged)],
              [t('workspace.policies.totalRefunded'), money(summary.totalRefunded)],
              [t('workspace.policies.totalPremium'), money(summary.totalPremium)],
              [t('workspace.policies.holdback'), money(summary.holdback)],
              [t('workspace.policies.nextPaymentDate'), dateText(summary.nextPaymentDate)],
              [t('workspace.policies.nextPayment'), money(summary.nextPayment)],
            ]}
          />
        </Box>
      )}
      <ContractTransactions
        title={t('workspace.policies.transactions')}
        transactions={policy.transactions}
        pathOf={(transaction) => transactionPath(policy.id, transaction)}
        amounts={[
          {
            header: t('workspace.policies.deltaPremium'),
            value: (transaction) => money(transaction.summary.deltaPremium),
          },
          { header: t('workspace.policies.premium'), value: (transaction) => money(transaction.premium) },
        ]}
      />
      <ClaimList owner={`${policies.api}/${policy.id}`} />
    </EntityPage>
  );
}

/** What the policy's open quote would change once issued, value by value, with the way to it. */
function PendingChanges({ policy, quote }: { policy: Policy; quote: ActivePolicyQuote }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const currency = quote.currency ?? policy.currency;
  const compared: [string, string, string][] = [
    [
      t('workspace.policies.premium'),
      moneyText(policy.premium, policy.currency),
      moneyText(quote.premium, currency),
    ],
    [
      t('workspace.policies.sumInsured'),
      moneyText(policy.sumInsured, policy.currency),
      moneyText(quote.sumInsured, currency),
    ],
    [t('workspace.columns.startDate'), dateText(policy.startDate), dateText(quote.startDate)],
    [t('workspace.columns.endDate'), dateText(policy.endDate), dateText(quote.endDate)],
  ];
  const changes = compared.filter(([, before, after]) => after !== '—' && before !== after);
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button component={RouterLink} to={quotes.paths.view(quote.id)} color="inherit" size="small">
          {t('workspace.policies.openQuote')}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t('workspace.policies.pending', {
          actionType: t(`classifiers:actionTypes.${quote.actionType}`),
          quoteNr: quote.quoteNr,
          status: t(`classifiers:quoteStatuses.${quote.status}`),
        })}
      </Typography>
      {changes.map(([name, before, after]) => (
        <div key={name}>{t('workspace.policies.change', { name, before, after })}</div>
      ))}
    </Alert>
  );
}
