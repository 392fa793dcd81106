import { fromMinorUnits } from '@coverline/engine';

/** Minor units of `currency` as a decimal amount; null without either (an optional amount not given). */
export function decimalAmount(minor: number | null, currency: string | null): number | null {
  return minor === null || currency === null ? null : fromMinorUnits(minor, currency);
}
