import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, plainDate } from '../dates/plainDate.js';
import { toMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';
import { premiumSchedule } from './premiumSchedule.js';

const year2026 = { currency: 'EUR', startDate: '2026-01-01', endDate: '2026-12-31' };

describe('premiumSchedule', () => {
  it('divides a year into equal periods, the last one ending on the end date', () => {
    const rows = premiumSchedule({ ...year2026, premium: 1000, instalments: 4 });
    // 365 days / 4 = 91 days per period; due dates step by 91 days.
    expect(rows.map((row) => [row.dueDate, row.startDate, row.endDate])).toEqual([
      ['2026-01-01', '2026-01-01', '2026-04-01'],
      ['2026-04-02', '2026-04-02', '2026-07-01'],
      ['2026-07-02', '2026-07-02', '2026-09-30'],
      ['2026-10-01', '2026-10-01', '2026-12-31'],
    ]);
    expect(rows.map((row) => row.amount)).toEqual([250, 250, 250, 250]);
  });

  it('puts the rounding remainder on the first instalment', () => {
    expect(premiumSchedule({ ...year2026, premium: 100, instalments: 3 }).map((row) => row.amount)).toEqual([
      33.34, 33.33, 33.33,
    ]);
    expect(premiumSchedule({ ...year2026, premium: 1000, instalments: 12 }).map((row) => row.amount)).toEqual(
      [83.37, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33],
    );
  });

  it('rounds to the subunit of the currency', () => {
    const yen = premiumSchedule({ ...year2026, currency: 'JPY', premium: 10000, instalments: 3 });
    expect(yen.map((row) => row.amount)).toEqual([3334, 3333, 3333]);
    const dinar = premiumSchedule({ ...year2026, currency: 'KWD', premium: 10, instalments: 3 });
    expect(dinar.map((row) => row.amount)).toEqual([3.334, 3.333, 3.333]);
  });

  it('has a single instalment covering the whole period', () => {
    expect(premiumSchedule({ ...year2026, premium: 99.99, instalments: 1 })).toEqual([
      { dueDate: '2026-01-01', startDate: '2026-01-01', endDate: '2026-12-31', amount: 99.99 },
    ]);
  });

  it.each([
    [{ instalments: 0 }, 'instalments', 'mustBeIntegerBetween'],
    [{ instalments: 101 }, 'instalments', 'mustBeIntegerBetween'],
    [{ instalments: 2.5 }, 'instalments', 'mustBeIntegerBetween'],
    [{ premium: -1 }, 'premium', 'mustNotBeNegative'],
    [{ endDate: '2025-12-31' }, 'endDate', 'mustNotBeBeforeStartDate'],
    [{ startDate: '2026-02-30' }, 'startDate', 'invalidDate'],
    [{ currency: 'XYZ' }, 'currency', 'unknownCurrency'],
    [{ endDate: '2026-01-05', instalments: 6 }, 'instalments', 'mustNotExceedDaysInPeriod'],
  ])('rejects %j with a %s error', (change, field, key) => {
    const call = () => premiumSchedule({ ...year2026, premium: 100, instalments: 4, ...change });
    expect(call).toThrow(FinanceInputError);
    expect(call).toThrow(expect.objectContaining({ field, key }));
  });

  it('sums to the premium exactly and tiles the period without gaps', () => {
    const date = fc
      .record({ year: fc.integer({ min: 2000, max: 2040 }), month: fc.integer({ min: 1, max: 12 }) })
      .chain(({ year, month }) => fc.integer({ min: 1, max: 28 }).map((day) => plainDate(year, month, day)));
    fc.assert(
      fc.property(
        fc.constantFrom('EUR', 'JPY', 'KWD'),
        fc.integer({ min: 0, max: 1e9 }),
        date,
        fc.integer({ min: 99, max: 1500 }),
        fc.integer({ min: 1, max: 100 }),
        (currency, minor, startDate, length, instalments) => {
          const premium = minor / 100;
          const endDate = addDays(startDate, length);
          const rows = premiumSchedule({ currency, premium, startDate, endDate, instalments });
          const total = rows.reduce((sum, row) => sum + toMinorUnits(row.amount, currency), 0);
          expect(total).toBe(toMinorUnits(premium, currency));
          expect(rows).toHaveLength(instalments);
          expect(rows[0]?.startDate).toBe(startDate);
          expect(rows.at(-1)?.endDate).toBe(endDate);
          rows.slice(1).forEach((row, index) => {
            expect(daysBetween(rows[index]?.endDate ?? '', row.startDate)).toBe(1);
            expect(row.dueDate).toBe(row.startDate);
          });
        },
      ),
    );
  });
});
