import type { ContractHit, PartyHit, QueryObject, QuoteHit } from '@coverline/engine';
import type { CatalogQuery } from '../api/objectCatalog.js';
import {
  loanApplications,
  loans,
  persons,
  policies,
  quotes,
  savedQueries,
} from '../resources/workspaceResources.js';
import type { SearchGroupName } from './searchGroups.js';

/** Where a found item opens: the view of its screen resource. */
export function partyLink(hit: PartyHit): string {
  return persons.paths.view(hit.id);
}

export function quoteLink(group: 'insuranceQuotes' | 'loanApplications', hit: QuoteHit): string {
  return (group === 'insuranceQuotes' ? quotes : loanApplications).paths.view(hit.entityId);
}

export function contractLink(group: 'policies' | 'loans', hit: ContractHit): string {
  return (group === 'policies' ? policies : loans).paths.view(hit.entityId);
}

/** A loan's second row: its payments. */
export function loanPaymentsLink(hit: ContractHit): string {
  return loans.paths.payments(hit.entityId);
}

/** The saved query each group's "See all results" opens; quotes and policies have list pages instead. */
const ALL_QUERY_OF: Partial<Record<SearchGroupName, QueryObject>> = {
  parties: 'PARTIES',
  loanApplications: 'LOAN_APPLICATIONS',
  loans: 'LOANS',
};
const LIST_OF: Partial<Record<SearchGroupName, string>> = {
  insuranceQuotes: quotes.paths.list(),
  policies: policies.paths.list(),
};

/** The saved query named "All" of a kind. */
function allQuery(queries: readonly CatalogQuery[], queryObject: QueryObject): CatalogQuery | undefined {
  return queries.find(
    (query) => query.queryObject === queryObject && query.name.trim().toLowerCase() === 'all',
  );
}

/**
 * The "See all results" address of a group, carrying the search text: the saved query named All for persons,
 * loan applications and loans, the list page for quotes and policies. None when the tenant has no such query.
 */
export function allResultsLink(
  group: SearchGroupName,
  keyword: string,
  queries: readonly CatalogQuery[],
): string | undefined {
  const search = `search=${encodeURIComponent(keyword)}`;
  const list = LIST_OF[group];
  if (list !== undefined) return `${list}?${search}`;
  const queryObject = ALL_QUERY_OF[group];
  const query = queryObject === undefined ? undefined : allQuery(queries, queryObject);
  return query === undefined ? undefined : `${savedQueries.paths.view(query.id)}?${search}`;
}
