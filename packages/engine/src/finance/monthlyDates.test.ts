import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, plainDate } from '../dates/plainDate.js';
import { monthlyDates } from './monthlyDates.js';

describe('monthlyDates', () => {
  it('keeps the anchor day where the month has it and sticks to month ends where not', () => {
    expect(monthlyDates('2026-01-31', 1, 3).map(({ date, dayBefore }) => [date, dayBefore])).toEqual([
      ['2026-02-28', '2026-02-27'],
      ['2026-03-31', '2026-03-30'],
      ['2026-04-30', '2026-04-29'],
    ]);
    expect(monthlyDates('2025-12-01', 1, 1)).toEqual([
      { date: '2026-01-01', dayBefore: '2025-12-31', epochDay: daysBetween('1970-01-01', '2026-01-01') },
    ]);
  });

  it('agrees with addMonths and addDays', () => {
    const anchor = fc
      .tuple(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
      )
      .map(([year, month, day]) =>
        plainDate(year, month, Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate())),
      );
    fc.assert(
      fc.property(
        anchor,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 40 }),
        (start, first, count) => {
          monthlyDates(start, first, count).forEach(({ date, dayBefore, epochDay }, index) => {
            expect(date).toBe(addMonths(start, first + index));
            expect(dayBefore).toBe(addDays(date, -1));
            expect(epochDay).toBe(daysBetween('1970-01-01', date));
          });
        },
      ),
    );
  });
});
