import Type, { type Static, type TSchema } from 'typebox';
import { CONTRACT_STATUSES, QUOTE_STATUSES } from '../domain/enumerations.js';
import { Page, WireObject } from './common.js';
import { PartyTypeName } from './party.js';

/** One group of the global search's answer: how many match in all, and the first few. */
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

/** A quote or a loan application (insurance quotes also have a start and an end date). */
export const QuoteHit = WireObject({
  entityId: Type.String({ format: 'uuid' }),
  quoteNr: Type.String(),
  productName: Type.String(),
  contracteeName: Type.String(),
  status: Type.Enum(QUOTE_STATUSES),
  startDate: Type.Optional(plainDateOrNull),
  endDate: Type.Optional(plainDateOrNull),
});
export type QuoteHit = Static<typeof QuoteHit>;

/** A policy or a loan (policies also have a start and an end date). */
export const ContractHit = WireObject({
  entityId: Type.String({ format: 'uuid' }),
  contractNumber: Type.String(),
  productName: Type.String(),
  contracteeName: Type.String(),
  status: Type.Enum(CONTRACT_STATUSES),
  startDate: Type.Optional(plainDateOrNull),
  endDate: Type.Optional(plainDateOrNull),
});
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
