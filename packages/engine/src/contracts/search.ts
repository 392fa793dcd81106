import Type, { type Static, type TSchema, type TString } from 'typebox';
import { CONTRACT_STATUSES, QUOTE_STATUSES } from '../domain/enumerations.js';
import { Page, WireObject } from './common.js';
import { PartyTypeName } from './party.js';

/** A search group counts no further than this: more matches are "100+". */
export const SEARCH_COUNT_CAP = 100;

/**
 * One group of the global search's answer: how many match in all (`SEARCH_COUNT_CAP` + 1 meaning more than
 * the cap), and the first few.
 */
export const SearchGroup = <T extends TSchema>(item: T) => Page(item);
export interface SearchGroup<T> {
  count: number;
  items: T[];
}

/** A person found; `email` is absent when the person has none. */
export const PartyHit = WireObject({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.Optional(Type.String()),
  partyType: PartyTypeName,
});
export type PartyHit = Static<typeof PartyHit>;

const plainDateOrNull = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

/** A record found by its number (`quoteNr`, `contractNumber`); only insurance records have dates. */
function NumberedHit<N extends string, S extends TSchema>(numberKey: N, status: S) {
  const number = { [numberKey]: Type.String() } as Record<N, TString>;
  return WireObject({
    entityId: Type.String({ format: 'uuid' }),
    ...number,
    productName: Type.String(),
    contracteeName: Type.String(),
    status,
    startDate: Type.Optional(plainDateOrNull),
    endDate: Type.Optional(plainDateOrNull),
  });
}

/** A quote or a loan application (insurance quotes also have a start and an end date). */
export const QuoteHit = NumberedHit('quoteNr', Type.Enum(QUOTE_STATUSES));
export type QuoteHit = Static<typeof QuoteHit>;

/** A policy or a loan (policies also have a start and an end date). */
export const ContractHit = NumberedHit('contractNumber', Type.Enum(CONTRACT_STATUSES));
export type ContractHit = Static<typeof ContractHit>;

/** `GET /api/search?search=…`: each group of the header's global search. */
export const SearchResult = WireObject({
  parties: Page(PartyHit),
  insuranceQuotes: Page(QuoteHit),
  loanApplications: Page(QuoteHit),
  policies: Page(ContractHit),
  loans: Page(ContractHit),
});
export type SearchResult = Static<typeof SearchResult>;
