import type { PartyQuote, PolicyListItem } from '@coverline/engine';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useCan } from '../../navigation/useCan.js';
import { persons, policies } from '../../resources/workspaceResources.js';
import { ClaimList } from '../claims/ClaimList.js';
import { dateText } from '../policies/policy.js';
import { quotePagePath } from '../quotes/quote.js';

/** How many of a person's quotes and policies the page lists. */
const SHOWN = 10;

interface Answer<T> {
  count: number;
  items: T[];
}

/**
 * The quotes and the policies a person takes part in (any role) and the claims they applied for, newest
 * first, each opening its page; each list for those who may find them.
 */
export function PartyRecords({ partyId }: { partyId: string }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const can = useCan();
  const base = `${persons.api}/${partyId}`;
  const { data: quoteList } = useSWR<Answer<PartyQuote>>(
    can('party:FindQuotes') ? `${base}/quotes?page=0&limit=${SHOWN}` : null,
  );
  const { data: policyList } = useSWR<Answer<PolicyListItem>>(
    can('party:FindPolicies') ? `${base}/policies?page=0&limit=${SHOWN}` : null,
  );
  return (
    <>
      {quoteList !== undefined && (
        <RecordTable
          title={t('workspace.persons.quotes')}
          answer={quoteList}
          row={(quote) => [
            <Link
              key="nr"
              component={RouterLink}
              to={quotePagePath({ id: quote.entityId, productType: quote.productType })}
            >
              {quote.quoteNr}
            </Link>,
            quote.productName,
            t(`classifiers:quoteStatuses.${quote.status}`),
            dateText(quote.startDate),
            dateText(quote.endDate),
          ]}
          idOf={(quote) => quote.entityId}
        />
      )}
      {policyList !== undefined && (
        <RecordTable
          title={t('workspace.persons.policies')}
          answer={policyList}
          row={(policy) => [
            <Link key="nr" component={RouterLink} to={policies.paths.view(policy.entityId)}>
              {policy.contractNumber}
            </Link>,
            policy.productName,
            t(`classifiers:contractStatuses.${policy.status}`),
            dateText(policy.startDate),
            dateText(policy.endDate),
          ]}
          idOf={(policy) => policy.entityId}
        />
      )}
      <ClaimList owner={base} />
    </>
  );
}

function RecordTable<T>(props: {
  title: string;
  answer: Answer<T>;
  row: (item: T) => ReactNode[];
  idOf: (item: T) => string;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const { items, count } = props.answer;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.persons.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.columns.quoteNr')}</TableCell>
              <TableCell>{t('workspace.columns.product')}</TableCell>
              <TableCell>{t('workspace.columns.status')}</TableCell>
              <TableCell>{t('workspace.columns.startDate')}</TableCell>
              <TableCell>{t('workspace.columns.endDate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={props.idOf(item)}>
                {props.row(item).map((cell, index) => (
                  <TableCell key={index}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {count > items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('workspace.persons.more', { shown: items.length, count })}
        </Typography>
      )}
    </Box>
  );
}
