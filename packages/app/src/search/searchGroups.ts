import type { SearchResult } from '@coverline/engine';

/** A group of the global search's answer. */
export type SearchGroupName = keyof SearchResult;

/** The groups in the order the dialog shows them. */
export const SEARCH_GROUPS: readonly SearchGroupName[] = [
  'parties',
  'insuranceQuotes',
  'loanApplications',
  'policies',
  'loans',
];

/** Whether no group found anything. */
export function isEmptyResult(result: SearchResult): boolean {
  return SEARCH_GROUPS.every((name) => (result[name]?.items.length ?? 0) === 0);
}
