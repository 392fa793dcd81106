import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, roundHalfAwayFromZero, roundMoney, toMinorUnits } from './money.js';

const currency = fc.constantFrom('EUR', 'JPY', 'KWD');
/** Minor units of amounts up to ten billion in any of the currencies above. */
const minorUnits = fc.integer({ min: -1e13, max: 1e13 });

describe('toMinorUnits', () => {
  it('reads decimal strings exactly and rounds halves away from zero', () => {
    expect(toMinorUnits('0.125', 'EUR')).toBe(13);
    expect(toMinorUnits('-0.125', 'EUR')).toBe(-13);
    expect(toMinorUnits('0.124999999999999999999', 'EUR')).toBe(12);
    expect(toMinorUnits('1234567.891', 'EUR')).toBe(123456789);
    expect(toMinorUnits('2.5', 'JPY')).toBe(3);
    expect(toMinorUnits('1.0005', 'KWD')).toBe(1001);
    expect(toMinorUnits(' 1.5e2 ', 'EUR')).toBe(15000);
    expect(toMinorUnits('.5', 'EUR')).toBe(50);
  });

  it('reads a number as the decimal it stands for', () => {
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(1.005 * 3, 'EUR')).toBe(302);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(-2.675, 'EUR')).toBe(-268);
    expect(toMinorUnits(1e-7, 'EUR')).toBe(0);
    expect(toMinorUnits(1e13, 'EUR')).toBe(1e15);
  });

  it('gives no negative zero', () => {
    expect(Object.is(toMinorUnits('-0.001', 'EUR'), 0)).toBe(true);
  });

  it('rejects what is not a finite decimal or does not fit a safe integer', () => {
    for (const bad of ['', '-', '.', '1,5', '1.2.3', 'abc', '0x10']) {
      expect(() => toMinorUnits(bad, 'EUR'), bad).toThrow(RangeError);
    }
    expect(() => toMinorUnits(Number.NaN, 'EUR')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toThrow(RangeError);
    expect(() => toMinorUnits('1e400', 'EUR')).toThrow(RangeError);
    expect(() => toMinorUnits('90071992547409.92', 'EUR')).toThrow(RangeError);
  });

  it('inverts fromMinorUnits', () => {
    fc.assert(
      fc.property(minorUnits, currency, (minor, code) => {
        expect(toMinorUnits(fromMinorUnits(minor, code), code)).toBe(minor);
        expect(toMinorUnits(String(fromMinorUnits(minor, code)), code)).toBe(minor);
      }),
    );
  });
});

describe('fromMinorUnits', () => {
  it('divides by the subunit ratio', () => {
    expect(fromMinorUnits(12345, 'EUR')).toBe(123.45);
    expect(fromMinorUnits(12345, 'JPY')).toBe(12345);
    expect(fromMinorUnits(-12345, 'KWD')).toBe(-12.345);
  });

  it('accepts only safe integers', () => {
    expect(() => fromMinorUnits(1.5, 'EUR')).toThrow(RangeError);
    expect(() => fromMinorUnits(2 ** 53, 'EUR')).toThrow(RangeError);
  });
});

describe('roundMoney', () => {
  it('rounds to the subunit, halves away from zero', () => {
    expect(roundMoney(2.675, 'EUR')).toBe(2.68);
    expect(roundMoney(-2.675, 'EUR')).toBe(-2.68);
    expect(roundMoney(2.5, 'JPY')).toBe(3);
    expect(roundMoney(-2.5, 'JPY')).toBe(-3);
    expect(roundMoney(1.0005, 'BHD')).toBe(1.001);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), currency, (amount, code) => {
        const once = roundMoney(amount, code);
        expect(roundMoney(once, code)).toBe(once);
      }),
    );
  });

  it('moves an amount by at most half a subunit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(Math.abs(roundMoney(amount, 'EUR') - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('rounds an exact half of a subunit away from zero', () => {
    fc.assert(
      fc.property(minorUnits, (minor) => {
        const half = `${minor < 0 ? '-' : ''}${Math.abs(minor)}.5`;
        expect(toMinorUnits(`${half}e-2`, 'EUR')).toBe(minor < 0 ? minor - 1 : minor + 1);
        expect(roundHalfAwayFromZero(Number(half))).toBe(minor < 0 ? minor - 1 : minor + 1);
      }),
    );
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero, through binary noise', () => {
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-2.6)).toBe(-3);
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it('leaves integers, however large, unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), (n) => {
        expect(roundHalfAwayFromZero(n)).toBe(n);
      }),
    );
    expect(roundHalfAwayFromZero(1e300)).toBe(1e300);
  });

  it('agrees with Math.round away from halves', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        fc.pre(Math.abs(Math.abs(value % 1) - 0.5) > 1e-6);
        expect(roundHalfAwayFromZero(value)).toBe(Math.round(value) || 0);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('groups thousands by a space and shows the subunit decimals', () => {
    expect(formatMoney(1234567.891, 'EUR')).toBe('1 234 567.89');
    expect(formatMoney(1234567.891, 'JPY')).toBe('1 234 568');
    expect(formatMoney(1234.5, 'KWD')).toBe('1 234.500');
    expect(formatMoney(-1234.5, 'EUR')).toBe('-1 234.50');
    expect(formatMoney(0.05, 'EUR')).toBe('0.05');
    expect(formatMoney(999, 'EUR')).toBe('999.00');
    expect(formatMoney(-0.001, 'EUR')).toBe('0.00');
  });

  it('shows 2 decimals without a currency', () => {
    expect(formatMoney(1234.5)).toBe('1 234.50');
    expect(formatMoney(0.125)).toBe('0.13');
  });

  it('reads back as the rounded amount', () => {
    fc.assert(
      fc.property(minorUnits, currency, (minor, code) => {
        const text = formatMoney(fromMinorUnits(minor, code), code);
        expect(toMinorUnits(text.replaceAll(' ', ''), code)).toBe(minor);
      }),
    );
  });
});
