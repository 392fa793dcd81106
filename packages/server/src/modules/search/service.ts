import { hasPermission, SEARCH_COUNT_CAP, type SearchResult } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { readList, type ListRequest } from '../../kit/listQuery.js';
import { findParties } from '../parties/service.js';
import { LOAN_KIND } from '../loans/service.js';
import { POLICY_KIND } from '../policies/service.js';
import { QUOTE_KINDS } from '../quotes/service.js';
import { containsPattern } from '../shared/searchText.js';

/** How many items each group shows; its `count` says how many match in all. */
export const SEARCH_GROUP_SIZE = 5;

/** What a group answers without the permission to find its kind, or for an empty search. */
const NOTHING = { count: 0, items: [] };

/** The permissions that open some group of the global search. */
export const SEARCH_PERMISSIONS = ['party:Find', 'quote:Find', 'contract:Find'];

/**
 * The tenant's records that contain `search` (ignoring case and accents; `%`, `_` and `\` match
 * themselves): parties by name, code and e-mail, quotes and loan applications by number and contractee
 * name, policies and loans by number and the names of their parties, each group read by its kind's list. Each group
 * only for callers who may find its kind.
 */
export async function globalSearch(
  tx: Tx,
  permissions: readonly string[],
  search: string,
): Promise<SearchResult> {
  const may = (permission: string) =>
    containsPattern(search) !== undefined && hasPermission(permissions, permission);
  const request = { page: 0, limit: SEARCH_GROUP_SIZE, search, countUpTo: SEARCH_COUNT_CAP };
  // The groups' lists leave the application role once for all of them.
  return readList(tx, async () => groups(tx, may, request));
}

/** The groups' statements are sent at once: the pipelined connection answers them in one round trip. */
async function groups(
  tx: Tx,
  may: (permission: string) => boolean,
  request: Omit<ListRequest, 'where'>,
): Promise<SearchResult> {
  const quotes = (productType: 'INSURANCE' | 'LENDING') =>
    may('quote:Find') ? QUOTE_KINDS[productType].find(tx, request) : NOTHING;
  const contracts = (kind: typeof POLICY_KIND | typeof LOAN_KIND) =>
    may('contract:Find') ? kind.find(tx, request) : NOTHING;
  const [parties, insuranceQuotes, loanApplications, policies, loans] = await Promise.all([
    may('party:Find') ? findParties(tx, {}, request) : NOTHING,
    quotes('INSURANCE'),
    quotes('LENDING'),
    contracts(POLICY_KIND),
    contracts(LOAN_KIND),
  ]);
  return {
    parties: {
      count: parties.count,
      items: parties.items.map(({ id, name, email, partyType }) => ({
        id,
        name,
        ...(email === undefined ? {} : { email }),
        partyType,
      })),
    },
    insuranceQuotes,
    loanApplications,
    policies,
    loans,
  };
}
