/**
 * Guards for the inputs of the finance functions: each returns the checked value (converted where that is the
 * point, e.g. money to minor units) or throws a FinanceInputError naming the field.
 */
import { isPlainDate, type PlainDate } from '../dates/plainDate.js';
import { subunitRatio } from '../money/currencies.js';
import { toMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';

export function requireDate(value: unknown, field: string): PlainDate {
  if (!isPlainDate(value)) throw new FinanceInputError(field, 'invalidDate');
  return value;
}

export function requireCurrency(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new FinanceInputError(field, 'unknownCurrency');
  try {
    subunitRatio(value);
  } catch {
    throw new FinanceInputError(field, 'unknownCurrency');
  }
  return value;
}

/** A finite, non-negative number. */
export function requireNonNegative(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new FinanceInputError(field, 'mustBeNumber');
  if (value < 0) throw new FinanceInputError(field, 'mustNotBeNegative');
  return value;
}

/** A non-negative amount in major units, as integer minor units rounded half away from zero. */
export function requireAmount(value: unknown, currency: string, field: string): number {
  return toMinorUnits(requireNonNegative(value, field), currency);
}

export function requireIntegerBetween(value: unknown, min: number, max: number, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FinanceInputError(field, 'mustBeIntegerBetween', { min, max });
  }
  return value;
}

export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (!allowed.includes(value as T)) {
    throw new FinanceInputError(field, 'mustBeOneOf', { allowed: allowed.join(', ') });
  }
  return value as T;
}
