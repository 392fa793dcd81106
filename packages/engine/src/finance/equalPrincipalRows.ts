/**
 * Amortized (equal principal) schedule in integer minor units: the loan divided evenly over the instalments,
 * rounded half away from zero, the last instalment taking the remainder; each row's interest is the balance ×
 * the period rate, rounded.
 */
import { roundMinor } from './roundMinor.js';
import type { AmortizationRow } from './amortizationRow.js';
import { splitEvenly } from './splitEvenly.js';

export function equalPrincipalRows(principal: number, rates: readonly number[]): AmortizationRow[] {
  const shares = splitEvenly(principal, rates.length, 'last');
  let balance = principal;
  return rates.map((rate, index) => {
    const repaid = shares[index] ?? 0;
    const row = { balance, principal: repaid, interest: roundMinor(balance * rate) };
    balance -= repaid;
    return row;
  });
}
