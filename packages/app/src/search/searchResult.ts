import type { PartyType } from '@coverline/engine';

/** One group of the global search's answer: how many match in all, and the first few. */
export interface SearchGroup<T> {
  count: number;
  items: T[];
}

export interface PartyHit {
  id: string;
  name: string;
  email?: string | null;
  partyType: PartyType;
}

/** A quote or a loan application. */
export interface QuoteHit {
  entityId: string;
  quoteNr: string;
  productName: string;
  contracteeName: string;
  status: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** A policy or a loan. */
export interface ContractHit {
  entityId: string;
  contractNumber: string;
  productName: string;
  contracteeName: string;
  status: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** `GET /api/search?search=…` (foundations.md §3 "Search result"). */
export interface SearchResult {
  parties: SearchGroup<PartyHit>;
  insuranceQuotes: SearchGroup<QuoteHit>;
  loanApplications: SearchGroup<QuoteHit>;
  policies: SearchGroup<ContractHit>;
  loans: SearchGroup<ContractHit>;
}

export type SearchGroupName = keyof SearchResult;

/** The groups in the order the dialog shows them. */
export const SEARCH_GROUPS: readonly SearchGroupName[] = [
  'parties',
  'insuranceQuotes',
  'loanApplications',
  'policies',
  'loans',
];

export function isEmptyResult(result: SearchResult): boolean {
  return SEARCH_GROUPS.every((name) => (result[name]?.items.length ?? 0) === 0);
}
