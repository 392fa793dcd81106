/**
 * Annuity (equal payments) amortization in integer minor units. The level payment solves
 * principal = Σ payment · Π(1 + rateₖ)⁻¹ over the actual period rates — the spreadsheet PMT when every period
 * is a whole month — and is rounded half away from zero to the subunit. Each row's interest is the balance ×
 * the period rate, rounded; its principal is the payment minus that interest (never below zero nor above the
 * balance); the last row repays the remaining balance, so principal sums exactly to the loan.
 */
import { roundMinor } from './roundMinor.js';
import type { AmortizationRow } from './amortizationRow.js';

export function annuityPayment(principal: number, rates: readonly number[]): number {
  let discount = 1;
  let factor = 0;
  for (const rate of rates) {
    discount /= 1 + rate;
    factor += discount;
  }
  return roundMinor(principal / factor);
}

export function annuityRows(principal: number, rates: readonly number[]): AmortizationRow[] {
  const payment = annuityPayment(principal, rates);
  let balance = principal;
  return rates.map((rate, index) => {
    const interest = roundMinor(balance * rate);
    const repaid = index === rates.length - 1 ? balance : Math.min(balance, Math.max(0, payment - interest));
    const row = { balance, principal: repaid, interest };
    balance -= repaid;
    return row;
  });
}
