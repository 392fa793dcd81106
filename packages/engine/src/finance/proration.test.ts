import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, plainDate } from '../dates/plainDate.js';
import { toMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';
import { cancellationRefund, changeAdjustment, prorate, type ProrationMethod } from './proration.js';

const year2026 = { currency: 'EUR', termStart: '2026-01-01', termEnd: '2027-01-01' };

function errorOf(run: () => unknown): { field: string; key: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof FinanceInputError) return { field: error.field, key: error.key };
    throw error;
  }
  return undefined;
}

describe('prorate by DAYS', () => {
  it('splits by elapsed days over term days, the end exclusive', () => {
    // 2026 has 365 days; 181 of them are before July 1st: 1000 × 181 / 365 = 495.890…
    expect(prorate({ ...year2026, premium: 1000, splitDate: '2026-07-01', method: 'DAYS' })).toEqual({
      before: 495.89,
      after: 504.11,
    });
  });

  it('gives everything to one side at the term bounds', () => {
    const at = (splitDate: string) => prorate({ ...year2026, premium: 777.77, splitDate, method: 'DAYS' });
    expect(at('2026-01-01')).toEqual({ before: 0, after: 777.77 });
    expect(at('2027-01-01')).toEqual({ before: 777.77, after: 0 });
  });

  it('rounds the earned part half away from zero and leaves the rest to the other part', () => {
    // One cent over two days: half a cent earned on the first day rounds up.
    const tiny = { currency: 'EUR', termStart: '2026-01-01', termEnd: '2026-01-03', method: 'DAYS' as const };
    expect(prorate({ ...tiny, premium: 0.01, splitDate: '2026-01-02' })).toEqual({ before: 0.01, after: 0 });
    expect(prorate({ ...tiny, premium: 0.03, splitDate: '2026-01-02' })).toEqual({
      before: 0.02,
      after: 0.01,
    });
  });

  it('rounds to the subunit of the currency', () => {
    const yen = prorate({
      ...year2026,
      currency: 'JPY',
      premium: 100000,
      splitDate: '2026-03-01',
      method: 'DAYS',
    });
    // 59 days of 365: 16164.38… → 16164.
    expect(yen).toEqual({ before: 16164, after: 83836 });
    const dinar = prorate({
      ...year2026,
      currency: 'KWD',
      premium: 100,
      splitDate: '2026-03-01',
      method: 'DAYS',
    });
    expect(dinar).toEqual({ before: 16.164, after: 83.836 });
  });

  it('counts a leap year by its 366 days', () => {
    const leap = { currency: 'EUR', termStart: '2028-01-01', termEnd: '2029-01-01', method: 'DAYS' as const };
    // 31 + 29 = 60 days of 366: 366 × 60 / 366 = 60.
    expect(prorate({ ...leap, premium: 366, splitDate: '2028-03-01' })).toEqual({ before: 60, after: 306 });
  });
});

describe('prorate by MONTHS', () => {
  it('splits by whole months over term months', () => {
    expect(prorate({ ...year2026, premium: 1200, splitDate: '2026-04-01', method: 'MONTHS' })).toEqual({
      before: 300,
      after: 900,
    });
  });

  it('counts a partial month by its days over that month’s days', () => {
    // 3 months and 15 of April's 30 days: 3.5 months of 12.
    expect(prorate({ ...year2026, premium: 1200, splitDate: '2026-04-16', method: 'MONTHS' })).toEqual({
      before: 350,
      after: 850,
    });
    // February: 14 of its 28 days.
    expect(prorate({ ...year2026, premium: 1200, splitDate: '2026-02-15', method: 'MONTHS' })).toEqual({
      before: 150,
      after: 1050,
    });
  });

  it('counts months from the term start, a 31st sticking to the end of shorter months', () => {
    // Month 1 runs Jan 31 → Feb 28, month 2 Feb 28 → Mar 31 (31 days); Mar 15 is 15 days into it.
    // 1200 × (1 + 15/31) / 12 = 148.387…
    const split = prorate({
      currency: 'EUR',
      termStart: '2026-01-31',
      termEnd: '2027-01-31',
      premium: 1200,
      splitDate: '2026-03-15',
      method: 'MONTHS',
    });
    expect(split).toEqual({ before: 148.39, after: 1051.61 });
  });

  it('takes a term that is not whole months by its partial last month', () => {
    // Term 1 month and 14 of February's 28 days = 1.5 months; one month elapsed: 2/3.
    const split = prorate({
      currency: 'EUR',
      termStart: '2026-01-01',
      termEnd: '2026-02-15',
      premium: 150,
      splitDate: '2026-02-01',
      method: 'MONTHS',
    });
    expect(split).toEqual({ before: 100, after: 50 });
  });

  it('differs from DAYS where months differ in length', () => {
    const input = { ...year2026, premium: 1200, splitDate: '2026-03-01' };
    expect(prorate({ ...input, method: 'MONTHS' }).before).toBe(200);
    // 59 days of 365.
    expect(prorate({ ...input, method: 'DAYS' }).before).toBe(193.97);
  });
});

describe('cancellationRefund', () => {
  it('refunds the unearned part minus the short-rate holdback', () => {
    const refund = cancellationRefund({
      ...year2026,
      premium: 1000,
      cancelDate: '2026-07-01',
      method: 'DAYS',
      holdbackPercent: 10,
    });
    // 504.11 unearned; 10 % of it is 50.411 → 50.41.
    expect(refund).toEqual({ proRataRefund: 504.11, holdback: 50.41, refund: 453.7 });
  });

  it('refunds the whole unearned part without a holdback', () => {
    expect(
      cancellationRefund({ ...year2026, premium: 1200, cancelDate: '2026-04-01', method: 'MONTHS' }),
    ).toEqual({ proRataRefund: 900, holdback: 0, refund: 900 });
  });

  it('takes a fractional percentage exactly', () => {
    // 12.5 % of 900 = 112.5; of 0.04 = 0.005 → 0.01 (half away from zero).
    expect(
      cancellationRefund({
        ...year2026,
        premium: 1200,
        cancelDate: '2026-04-01',
        method: 'MONTHS',
        holdbackPercent: 12.5,
      }),
    ).toEqual({ proRataRefund: 900, holdback: 112.5, refund: 787.5 });
    expect(
      cancellationRefund({
        ...year2026,
        premium: 0.04,
        cancelDate: '2026-01-01',
        method: 'DAYS',
        holdbackPercent: 12.5,
      }),
    ).toEqual({ proRataRefund: 0.04, holdback: 0.01, refund: 0.03 });
  });

  it('refunds nothing at the end of the term and everything less the holdback at its start', () => {
    const base = { ...year2026, premium: 500, method: 'DAYS' as const, holdbackPercent: 100 };
    expect(cancellationRefund({ ...base, cancelDate: '2027-01-01' })).toEqual({
      proRataRefund: 0,
      holdback: 0,
      refund: 0,
    });
    expect(cancellationRefund({ ...base, cancelDate: '2026-01-01' })).toEqual({
      proRataRefund: 500,
      holdback: 500,
      refund: 0,
    });
  });
});

describe('changeAdjustment', () => {
  it('charges the difference of the remaining parts', () => {
    // From July 1st: 504.11 of the old 1000 and 756.16 of the new 1500 remain (1500 × 184 / 365 = 756.164…).
    expect(
      changeAdjustment({
        ...year2026,
        previousPremium: 1000,
        premium: 1500,
        changeDate: '2026-07-01',
        method: 'DAYS',
      }),
    ).toEqual({ previousAfter: 504.11, after: 756.16, difference: 252.05 });
  });

  it('refunds when the premium goes down', () => {
    expect(
      changeAdjustment({
        ...year2026,
        previousPremium: 1200,
        premium: 600,
        changeDate: '2026-04-01',
        method: 'MONTHS',
      }),
    ).toEqual({ previousAfter: 900, after: 450, difference: -450 });
  });
});

describe('input errors', () => {
  const valid = { ...year2026, premium: 100, splitDate: '2026-06-01', method: 'DAYS' as const };

  it('names the field and the rule', () => {
    expect(errorOf(() => prorate({ ...valid, termEnd: '2026-01-01' }))).toEqual({
      field: 'termEnd',
      key: 'mustBeAfterStartDate',
    });
    expect(errorOf(() => prorate({ ...valid, splitDate: '2025-12-31' }))).toEqual({
      field: 'splitDate',
      key: 'mustNotBeBeforeStartDate',
    });
    expect(errorOf(() => prorate({ ...valid, splitDate: '2027-01-02' }))).toEqual({
      field: 'splitDate',
      key: 'mustNotBeAfterEndDate',
    });
    expect(errorOf(() => prorate({ ...valid, premium: -1 }))).toEqual({
      field: 'premium',
      key: 'mustNotBeNegative',
    });
    expect(errorOf(() => prorate({ ...valid, currency: 'XXX1' }))).toEqual({
      field: 'currency',
      key: 'unknownCurrency',
    });
    expect(errorOf(() => prorate({ ...valid, termStart: '2026-02-30' }))).toEqual({
      field: 'termStart',
      key: 'invalidDate',
    });
    expect(errorOf(() => prorate({ ...valid, method: 'WEEKS' as ProrationMethod }))).toEqual({
      field: 'method',
      key: 'mustBeOneOf',
    });
    const { splitDate: _, ...term } = valid;
    expect(
      errorOf(() => cancellationRefund({ ...term, cancelDate: '2026-06-01', holdbackPercent: 101 })),
    ).toEqual({ field: 'holdbackPercent', key: 'mustBeNumberBetween' });
    expect(
      errorOf(() => cancellationRefund({ ...term, cancelDate: '2028-01-01', holdbackPercent: 1 })),
    ).toEqual({ field: 'cancelDate', key: 'mustNotBeAfterEndDate' });
    expect(
      errorOf(() => changeAdjustment({ ...term, previousPremium: -5, premium: 1, changeDate: '2026-06-01' })),
    ).toEqual({ field: 'previousPremium', key: 'mustNotBeNegative' });
  });
});

const CURRENCIES = ['EUR', 'JPY', 'KWD', 'CHF'];
const METHODS: ProrationMethod[] = ['DAYS', 'MONTHS'];

/** A term of 1 day to 3 years and a split date in it, or on one of its bounds. */
const term = fc
  .record({
    start: fc.integer({ min: 0, max: 3650 }).map((offset) => addDays(plainDate(2020, 1, 1), offset)),
    length: fc.integer({ min: 1, max: 1100 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    minor: fc.integer({ min: 0, max: 1_000_000_000_000 }),
    currency: fc.constantFrom(...CURRENCIES),
    method: fc.constantFrom(...METHODS),
  })
  .map(({ start, length, at, minor, currency, method }) => {
    const places = currency === 'JPY' ? 0 : currency === 'KWD' ? 3 : 2;
    return {
      premium: minor / 10 ** places,
      currency,
      termStart: start,
      termEnd: addDays(start, length),
      splitDate: addDays(start, Math.round(at * length)),
      method,
    };
  });

describe('proration properties', () => {
  it('before + after is the premium exactly, neither negative', () => {
    fc.assert(
      fc.property(term, (input) => {
        const { before, after } = prorate(input);
        const minor = (amount: number) => toMinorUnits(amount, input.currency);
        expect(minor(before) + minor(after)).toBe(minor(input.premium));
        expect(before).toBeGreaterThanOrEqual(0);
        expect(after).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('DAYS is the exact ratio rounded once', () => {
    fc.assert(
      fc.property(term, (input) => {
        const { before } = prorate({ ...input, method: 'DAYS' });
        const minor = BigInt(toMinorUnits(input.premium, input.currency));
        const elapsed = BigInt(daysBetween(input.termStart, input.splitDate));
        const days = BigInt(daysBetween(input.termStart, input.termEnd));
        const twice = BigInt(toMinorUnits(before, input.currency)) * 2n * days;
        // |2·before·days − 2·premium·elapsed| ≤ days: at most half a minor unit off, halves rounded up.
        const exact = 2n * minor * elapsed;
        expect(twice - exact <= days && exact - twice < days).toBe(true);
      }),
    );
  });

  it('earns more the later the split', () => {
    fc.assert(
      fc.property(term, fc.integer({ min: 0, max: 1100 }), (input, later) => {
        const span = daysBetween(input.splitDate, input.termEnd);
        const next = addDays(input.splitDate, Math.min(later, span));
        expect(prorate({ ...input, splitDate: next }).before).toBeGreaterThanOrEqual(prorate(input).before);
      }),
    );
  });

  it('the refund and the holdback make the pro-rata refund, which is the unearned part', () => {
    fc.assert(
      fc.property(term, fc.double({ min: 0, max: 100, noNaN: true }), (input, holdbackPercent) => {
        const { splitDate, ...rest } = input;
        const result = cancellationRefund({ ...rest, cancelDate: splitDate, holdbackPercent });
        const minor = (amount: number) => toMinorUnits(amount, input.currency);
        expect(result.proRataRefund).toBe(prorate(input).after);
        expect(minor(result.holdback) + minor(result.refund)).toBe(minor(result.proRataRefund));
        expect(result.holdback).toBeGreaterThanOrEqual(0);
        expect(result.refund).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a change to the same premium costs nothing; its difference is that of the remaining parts', () => {
    fc.assert(
      fc.property(term, fc.integer({ min: 0, max: 10_000_000 }), (input, newMinor) => {
        const { splitDate, premium, ...rest } = input;
        const same = changeAdjustment({ ...rest, previousPremium: premium, premium, changeDate: splitDate });
        expect(same.difference).toBe(0);
        const places = input.currency === 'JPY' ? 0 : input.currency === 'KWD' ? 3 : 2;
        const next = newMinor / 10 ** places;
        const change = changeAdjustment({
          ...rest,
          previousPremium: premium,
          premium: next,
          changeDate: splitDate,
        });
        const minor = (amount: number) => toMinorUnits(amount, input.currency);
        expect(minor(change.difference)).toBe(
          minor(prorate({ ...input, premium: next }).after) - minor(prorate(input).after),
        );
      }),
    );
  });
});
