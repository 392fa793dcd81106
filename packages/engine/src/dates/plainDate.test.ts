import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isPlainDate, parsePlainDate } from './plainDate.js';

describe('plain dates', () => {
  it('rejects impossible dates', () => {
    expect(() => parsePlainDate('2026-02-29')).toThrow(RangeError);
    expect(isPlainDate('2028-02-29')).toBe(true);
    expect(isPlainDate('2026-1-01')).toBe(false);
  });

  it('adds months sticking to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('counts days across leap years and month ends', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
