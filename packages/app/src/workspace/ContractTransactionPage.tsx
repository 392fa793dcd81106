import type { ActionType, ContractParty } from '@coverline/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import useSWR from 'swr';
import { EntityPage } from '../kit/EntityPage.js';
import { useLeaveOnLoadError } from '../kit/useLeaveOnLoadError.js';
import { useBreadcrumbOverride } from '../navigation/BreadcrumbContext.js';
import { Busy } from '../pages/Busy.js';
import { Facts } from './policies/Facts.js';

/** What a transaction of any contract (a policy's, a loan's) carries for its page. */
export interface ContractTransactionDetail {
  sequence: number;
  actionType: ActionType;
  quoteId: string | null;
  quoteNr: string | null;
  currency: string;
  parties: readonly ContractParty[];
}

/** What differs between the contract kinds' transaction pages. */
export interface ContractTransactionKind<T extends ContractTransactionDetail> {
  /** The contract kind's resource: `GET {api}/{contractId}/transactions/{actionId}`, the pages' addresses. */
  resource: {
    api?: string;
    paths: {
      view: (contractId: string) => string;
      action: (params: { contractId: string; actionId: string }) => string;
    };
  };
  /** The contract's name in the breadcrumb (a hook: it reads the contract), undefined while it loads. */
  useContractLabel: (contractId: string) => string | undefined;
  /** The quote or loan application the transaction was issued from. */
  quotePath: (quoteId: string) => string;
  /** Translated: the back button's, the open-quote button's and the figures' labels. */
  labels: (t: TFunction<'UI-context'>) => { back: string; openQuote: string; details: string };
  /** The transaction's figures, translated and formatted. */
  facts: (transaction: T, t: TFunction<'UI-context'>) => [string, string][];
  /** What the kind shows below the parties (a policy's payment schedule). */
  more?: (transaction: T) => ReactNode;
}

/**
 * `/workspace/{policies|loans}/{contractId}/actions/{actionId}`: one transaction of a contract, read-only: its
 * type and number, the figures its kind names, its parties and what else the kind shows, with the way back to
 * the contract and to the quote or application it was issued from.
 */
export function ContractTransactionPage<T extends ContractTransactionDetail>({
  kind,
}: {
  kind: ContractTransactionKind<T>;
}) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { t: tKind } = useTranslation('UI-context');
  const { contractId = '', actionId = '' } = useParams();
  const { data: transaction, error } = useSWR<T>(
    `${kind.resource.api}/${contractId}/transactions/${actionId}`,
  );
  useLeaveOnLoadError(error);
  const title =
    transaction &&
    t('workspace.policies.transactionTitle', {
      actionType: t(`classifiers:actionTypes.${transaction.actionType}`),
      number: transaction.sequence,
    });
  useBreadcrumbOverride(
    kind.resource.paths.action({ contractId, actionId }),
    title === undefined ? undefined : { label: title },
  );
  const contractLabel = kind.useContractLabel(contractId);
  useBreadcrumbOverride(
    kind.resource.paths.view(contractId),
    contractLabel === undefined ? undefined : { label: contractLabel },
  );
  const partiesId = useId();

  if (transaction === undefined || title === undefined)
    return <Busy message={t('workspace.policies.loadingTransaction')} />;
  const labels = kind.labels(tKind);
  return (
    <EntityPage
      title={title}
      overline={transaction.quoteNr ?? undefined}
      actions={
        <>
          <Button component={RouterLink} to={kind.resource.paths.view(contractId)} variant="outlined">
            {labels.back}
          </Button>
          {transaction.quoteId !== null && (
            <Button component={RouterLink} to={kind.quotePath(transaction.quoteId)} variant="outlined">
              {labels.openQuote}
            </Button>
          )}
        </>
      }
    >
      <Facts label={labels.details} facts={kind.facts(transaction, tKind)} />
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
      {kind.more?.(transaction)}
    </EntityPage>
  );
}
