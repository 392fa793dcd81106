/** One instalment of a loan's amortization, in integer minor units. */
export interface AmortizationRow {
  /** Principal outstanding during the period, on which its interest is charged. */
  balance: number;
  principal: number;
  interest: number;
}
