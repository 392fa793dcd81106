/**
 * The partner restriction (`partner:Restriction`, `PartnerRestriction`): partners see a reduced loan
 * application — its rates, guarantor and car-loan fields, but not the first-payment details, the totals or
 * the payment schedule; the monthly payment only once the application is APPROVED or ISSUED. The server
 * leaves out of its answers what the view hides; the app hides the same.
 */
import type { QuoteStatus } from './enumerations.js';
import { normalizePermission } from './permissions.js';

export const PARTNER_RESTRICTION = 'partner:Restriction';

/**
 * Whether the held permissions name the restriction itself. A wildcard (`*`, `partner:*`) grants rights but
 * does not restrict: an administrator holding `*` sees everything.
 */
export function isPartnerRestricted(held: readonly string[]): boolean {
  const restriction = normalizePermission(PARTNER_RESTRICTION);
  return held.some((permission) => normalizePermission(permission) === restriction);
}

/** What of a loan application's schedule and summary a user sees. */
export interface LoanApplicationView {
  /** The instalments (and the stored payment schedule). */
  schedule: boolean;
  /** firstPaymentDate and daysFromIssueTillFirstPayment. */
  firstPayment: boolean;
  /** actionPrincipal, actionInterest, actionCost and deltaCommission. */
  totals: boolean;
  monthlyPayment: boolean;
}

const MONTHLY_PAYMENT_SHOWN: readonly QuoteStatus[] = ['APPROVED', 'ISSUED'];

/** The view of a loan application in `status` (undefined: not stored yet) for a holder of `held`. */
export function loanApplicationView(
  held: readonly string[],
  status: QuoteStatus | undefined,
): LoanApplicationView {
  if (!isPartnerRestricted(held))
    return { schedule: true, firstPayment: true, totals: true, monthlyPayment: true };
  return {
    schedule: false,
    firstPayment: false,
    totals: false,
    monthlyPayment: status !== undefined && MONTHLY_PAYMENT_SHOWN.includes(status),
  };
}

/** The view of a loan: that of the ISSUED application it was lent from (the monthly payment shown). */
export function loanView(held: readonly string[]): LoanApplicationView {
  return loanApplicationView(held, 'ISSUED');
}
