import type { ContractHit, Page, PartyQuote, ProductType } from '@coverline/engine';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useCan } from '../../navigation/useCan.js';
import { loans, persons, policies } from '../../resources/workspaceResources.js';
import { ClaimList } from '../claims/ClaimList.js';
import { dateText } from '../policies/policy.js';
import { quotePagePath } from '../quotes/quote.js';
import { RecordTable } from '../RecordTable.js';

/** How many of a person's quotes, policies and loans the page lists. */
const SHOWN = 10;

/** The contracts of each product type: the one call answers both, its productType choosing. */
const CONTRACTS: Record<
  ProductType,
  { resource: typeof policies | typeof loans; title: 'policies' | 'loans' }
> = {
  INSURANCE: { resource: policies, title: 'policies' },
  LENDING: { resource: loans, title: 'loans' },
};

/**
 * The quotes, the policies and the loans a person takes part in (any role) and the claims they applied for,
 * newest first, each opening its page; each list for those who may find them.
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
      {can('party:FindPolicies') && (
        <>
          <PartyContracts partyId={partyId} productType="INSURANCE" headers={headers} />
          <PartyContracts partyId={partyId} productType="LENDING" headers={headers} />
        </>
      )}
      <ClaimList owner={base} />
    </>
  );
}

function PartyContracts({
  partyId,
  productType,
  headers,
}: {
  partyId: string;
  productType: ProductType;
  headers: string[];
}) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { resource, title } = CONTRACTS[productType];
  const { data } = useSWR<Page<ContractHit>>(
    `${persons.api}/${partyId}/policies?productType=${productType}&page=0&limit=${SHOWN}`,
  );
  if (data === undefined) return null;
  return (
    <RecordTable
      title={t(`workspace.persons.${title}`)}
      answer={data}
      row={(contract) => [
        <Link key="nr" component={RouterLink} to={resource.paths.view(contract.entityId)}>
          {contract.contractNumber}
        </Link>,
        contract.productName,
        t(`classifiers:contractStatuses.${contract.status}`),
        dateText(contract.startDate),
        dateText(contract.endDate),
      ]}
      headers={headers}
      idOf={(contract) => contract.entityId}
    />
  );
}
