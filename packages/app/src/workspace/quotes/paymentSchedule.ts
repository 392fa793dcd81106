import {
  FinanceInputError,
  fromMinorUnits,
  MAX_PREMIUM_INSTALMENTS,
  MIN_PREMIUM_INSTALMENTS,
  premiumSchedule,
  toMinorUnits,
  type PaymentScheduleRow,
} from '@coverline/engine';
import type { ScheduleBasis } from './scheduleBasis.js';

/** Why no schedule can be computed, as a text key of `workspace.schedule.reasons` with its values. */
export interface ScheduleRefusal {
  reason: 'premiumMissing' | 'periodMissing' | 'tooManyInstalments' | 'endBeforeStart' | 'invalid';
  values?: Record<string, string | number>;
}

/** The backend's key for a quote that has no schedule: shown on the section's header. */
export const SCHEDULE_MISSING = 'paymentSchedule.mustNotBeNullOrEmpty';

/**
 * The schedule of `instalments` rows by the engine's `premiumSchedule`, the same function the server
 * recomputes it with; or why there is none.
 */
export function computeSchedule(
  basis: ScheduleBasis,
  instalments: number,
): { rows: PaymentScheduleRow[] } | { refusal: ScheduleRefusal } {
  const { premium, currency, startDate, endDate } = basis;
  if (premium === null || currency === null) return { refusal: { reason: 'premiumMissing' } };
  if (startDate === null || endDate === null) return { refusal: { reason: 'periodMissing' } };
  if (
    !Number.isInteger(instalments) ||
    instalments < MIN_PREMIUM_INSTALMENTS ||
    instalments > MAX_PREMIUM_INSTALMENTS
  )
    return { refusal: { reason: 'invalid' } };
  try {
    return { rows: premiumSchedule({ premium, currency, startDate, endDate, instalments }) };
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    if (error.key === 'mustNotExceedDaysInPeriod')
      return { refusal: { reason: 'tooManyInstalments', values: { max: error.params.max ?? 0 } } };
    if (error.key === 'mustNotBeBeforeStartDate') return { refusal: { reason: 'endBeforeStart' } };
    return { refusal: { reason: 'invalid' } };
  }
}

/** The rows' total, exact in the currency's subunits. */
export function scheduleTotal(rows: readonly PaymentScheduleRow[], currency: string): number {
  const minor = rows.reduce((sum, row) => sum + toMinorUnits(row.amount, currency), 0);
  return fromMinorUnits(minor, currency);
}
