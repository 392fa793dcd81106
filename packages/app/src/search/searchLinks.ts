import type { ContractHit, PartyHit, QueryObject, QuoteHit } from '@coverline/engine';
import type { CatalogQuery } from '../api/objectCatalog.js';
import type { SearchGroupName } from './searchGroups.js';

/** Where a found item opens (foundations.md §2 "Global search dialog"). */
export function partyLink(hit: PartyHit): string {
  return `/workspace/persons/${hit.id}`;
}

export function quoteLink(group: 'insuranceQuotes' | 'loanApplications', hit: QuoteHit): string {
  return group === 'insuranceQuotes'
    ? `/workspace/quotes/${hit.entityId}`
    : `/workspace/loan-applications/${hit.entityId}`;
}

export function contractLink(group: 'policies' | 'loans', hit: ContractHit): string {
  return group === 'policies' ? `/workspace/policies/${hit.entityId}` : `/workspace/loans/${hit.entityId}`;
}

/** A loan's second row: its payments. */
export function loanPaymentsLink(hit: ContractHit): string {
  return `${contractLink('loans', hit)}/payments`;
}

/** The saved query each group's "See all results" opens; quotes and policies have list pages instead. */
const ALL_QUERY_OF: Partial<Record<SearchGroupName, QueryObject>> = {
  parties: 'PARTIES',
  loanApplications: 'LOAN_APPLICATIONS',
  loans: 'LOANS',
};
const LIST_OF: Partial<Record<SearchGroupName, string>> = {
  insuranceQuotes: '/workspace/quotes',
  policies: '/workspace/policies',
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
  return query === undefined ? undefined : `/workspace/query/${query.id}?${search}`;
}
