import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActionType } from '@coverline/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { dateText } from './policies/policy.js';

/** What every contract transaction (a policy's, a loan's) shows. */
export interface ContractTransactionRow {
  actionId: string;
  sequence: number;
  actionType: ActionType;
  quoteNr: string | null;
  issueDate: string;
  startDate: string;
}

/**
 * A contract's transactions by sequence under `title`: number, type, quote, dates, then the contract's own
 * amount columns; a row opens what `pathOf` names (the quote it was issued from, or the transaction).
 */
export function ContractTransactions<T extends ContractTransactionRow>(props: {
  title: string;
  transactions: readonly T[];
  pathOf: (transaction: T) => string;
  amounts: readonly { header: string; value: (transaction: T) => string }[];
}) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {props.title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.policies.sequence')}</TableCell>
              <TableCell>{t('workspace.policies.actionType')}</TableCell>
              <TableCell>{t('workspace.columns.quoteNr')}</TableCell>
              <TableCell>{t('workspace.policies.issueDate')}</TableCell>
              <TableCell>{t('workspace.policies.effectiveFrom')}</TableCell>
              {props.amounts.map(({ header }) => (
                <TableCell key={header} align="right">
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          {/* Numbers, dates and amounts kept whole: on a phone the table scrolls rather than break them. */}
          <TableBody sx={{ '& td': { whiteSpace: 'nowrap' } }}>
            {props.transactions.map((transaction) => {
              const to = props.pathOf(transaction);
              return (
                <TableRow
                  key={transaction.actionId}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => void navigate(to)}
                >
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={to}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={t('workspace.policies.openTransaction', { number: transaction.sequence })}
                    >
                      {transaction.sequence}
                    </Link>
                  </TableCell>
                  <TableCell>{t(`classifiers:actionTypes.${transaction.actionType}`)}</TableCell>
                  <TableCell>{transaction.quoteNr ?? '—'}</TableCell>
                  <TableCell>{dateText(transaction.issueDate)}</TableCell>
                  <TableCell>{dateText(transaction.startDate)}</TableCell>
                  {props.amounts.map(({ header, value }) => (
                    <TableCell key={header} align="right">
                      {value(transaction)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
