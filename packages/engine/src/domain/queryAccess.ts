import type { QueryObject, SavedQuery } from '../definitions/savedQuery.js';
import { isPartnerRestricted } from './partnerRestriction.js';
import { hasPermission } from './permissions.js';

/**
 * What a user must hold to run a saved query of a query object: the permission that lists these records
 * anywhere else (a saved query shows nothing more), and whether its figures show a loan's schedule or what
 * was paid of it, which the partner restriction hides.
 */
export const QUERY_OBJECT_ACCESS: Readonly<
  Record<QueryObject, { permission: string; revealsSchedule?: true }>
> = {
  PARTIES: { permission: 'party:Find' },
  USERS: { permission: 'user:Read' },
  PERMISSION_GROUPS: { permission: 'permissionGroup:List' },
  INTERMEDIARIES: { permission: 'intermediary:Read' },
  INSURANCE_QUOTES: { permission: 'quote:Find' },
  LOAN_APPLICATIONS: { permission: 'quote:Find' },
  POLICIES: { permission: 'contract:Find' },
  CLAIMS: { permission: 'claim:Find' },
  LOANS: { permission: 'contract:Find' },
  LOAN_PORTFOLIO: { permission: 'contract:ReadSummary', revealsSchedule: true },
  PAYMENTS: { permission: 'contract:FindPayments' },
  INTEREST_INCOME: { permission: 'contract:FindPayments', revealsSchedule: true },
};

/**
 * Whether a holder of `held` may run the saved query: `query:Read`, the records' own permission, not a
 * partner for schedule figures, and the query's restriction when it has one. The server answers 403
 * otherwise; the app offers only such queries (sidebar, panels).
 */
export function mayRunQuery(
  held: readonly string[],
  query: { queryObject: QueryObject; permission?: SavedQuery['permission'] | null },
): boolean {
  const access = QUERY_OBJECT_ACCESS[query.queryObject];
  return (
    hasPermission(held, 'query:Read') &&
    hasPermission(held, access.permission) &&
    !(access.revealsSchedule === true && isPartnerRestricted(held)) &&
    (query.permission == null || hasPermission(held, query.permission))
  );
}
