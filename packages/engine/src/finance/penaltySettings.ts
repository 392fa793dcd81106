/**
 * Late-payment penalty settings of a loan product. Penalties accrue daily on the overdue amount of each
 * instalment (its unpaid lines other than PENALTY, so no penalty on penalty) from the day after
 * dueDate + graceDays, are rounded half away from zero per instalment, and their total is capped.
 *
 * Defaults: 0.05 % a day (about 18 % a year on the overdue amount), a cap of 10 % of the loan principal so a
 * long arrear cannot outgrow the debt, and no grace days. Products override any of them.
 */
import { requireIntegerBetween, requireNonNegative } from './inputChecks.js';

export interface PenaltySettings {
  /** Percent of the overdue amount per day: 0.05 means 0.05 % a day. */
  dailyRate: number;
  /** Cap on the loan's total penalties, percent of its principal; null for no cap. */
  capPercentOfPrincipal: number | null;
  /** Days after the due date on which no penalty accrues yet. */
  graceDays: number;
}

export const DEFAULT_PENALTY_SETTINGS: Readonly<PenaltySettings> = {
  dailyRate: 0.05,
  capPercentOfPrincipal: 10,
  graceDays: 0,
};

const MAX_GRACE_DAYS = 3660;

export function requirePenaltySettings(settings: Partial<PenaltySettings> = {}): PenaltySettings {
  const {
    dailyRate = DEFAULT_PENALTY_SETTINGS.dailyRate,
    capPercentOfPrincipal = DEFAULT_PENALTY_SETTINGS.capPercentOfPrincipal,
    graceDays = DEFAULT_PENALTY_SETTINGS.graceDays,
  } = settings;
  return {
    dailyRate: requireNonNegative(dailyRate, 'penalties.dailyRate'),
    capPercentOfPrincipal:
      capPercentOfPrincipal === null
        ? null
        : requireNonNegative(capPercentOfPrincipal, 'penalties.capPercentOfPrincipal'),
    graceDays: requireIntegerBetween(graceDays, 0, MAX_GRACE_DAYS, 'penalties.graceDays'),
  };
}
