import type { PartyType } from '../definitions/types.js';
import type { ContractStatus, QuoteStatus } from '../domain/enumerations.js';

/** One group of the global search's answer: how many match in all, and the first few. */
export interface SearchGroup<T> {
  count: number;
  items: T[];
}

/** A person found; `email` is absent when the person has none. */
export interface PartyHit {
  id: string;
  name: string;
  email?: string;
  partyType: PartyType;
}

/** A quote or a loan application (insurance quotes also have a start and an end date). */
export interface QuoteHit {
  entityId: string;
  quoteNr: string;
  productName: string;
  contracteeName: string;
  status: QuoteStatus;
  startDate?: string | null;
  endDate?: string | null;
}

/** A policy or a loan (policies also have a start and an end date). */
export interface ContractHit {
  entityId: string;
  contractNumber: string;
  productName: string;
  contracteeName: string;
  status: ContractStatus;
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
