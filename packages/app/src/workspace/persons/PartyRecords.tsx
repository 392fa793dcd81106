import type { Page, PartyQuote, PolicyListItem } from '@coverline/engine';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useCan } from '../../navigation/useCan.js';
import { persons, policies } from '../../resources/workspaceResources.js';
import { ClaimList } from '../claims/ClaimList.js';
import { dateText } from '../policies/policy.js';
import { quotePagePath } from '../quotes/quote.js';
import { RecordTable } from '../RecordTable.js';

/** How many of a person's quotes and policies the page lists. */
const SHOWN = 10;

/**
 * The quotes and the policies a person takes part in (any role) and the claims they applied for, newest
 * first, each opening its page; each list for those who may find them.
 */
export function PartyRecords({ partyId }: { partyId: string }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const can = useCan();
  const base = `${persons.api}/${partyId}`;
  const headers = [
    t('workspace.columns.quoteNr'),
    t('workspace.columns.product'),
    t('workspace.columns.status'),
    t('workspace.columns.startDate'),
    t('workspace.columns.endDate'),
  ];
  const { data: quoteList } = useSWR<Page<PartyQuote>>(
    can('party:FindQuotes') ? `${base}/quotes?page=0&limit=${SHOWN}` : null,
  );
  const { data: policyList } = useSWR<Page<PolicyListItem>>(
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
          headers={headers}
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
          headers={headers}
          idOf={(policy) => policy.entityId}
        />
      )}
      <ClaimList owner={base} />
    </>
  );
}
