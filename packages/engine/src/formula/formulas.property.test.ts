/**
 * Formulas are exact: whatever the inputs, a calculated amount is the exact decimal result rounded once,
 * half away from zero, to the currency's subunit — computed here independently in BigInt — and the
 * engine's evaluation is a pure function of the data, so the browser and the server get the same value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldAttributes, ObjectDefinition } from '../definitions/types.js';
import { applyFormulas } from './applyFormulas.js';
import { compileFormulas } from './compileFormulas.js';
import { Decimal } from './decimal.js';

const object = (key: string, fields: Record<string, FieldAttributes>): ObjectDefinition => ({
  key,
  name: key,
  objectType: 'CUSTOM',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: Object.entries(fields).map(([fieldKey, attributes]) => ({
    key: fieldKey,
    name: fieldKey,
    attributes,
  })),
});

/** |n| / 10^shift rounded half away from zero, with n's sign. */
function roundShift(n: bigint, shift: bigint): bigint {
  const divisor = 10n ** shift;
  const magnitude = n < 0n ? -n : n;
  const rounded = (magnitude * 2n + divisor) / (2n * divisor);
  return n < 0n ? -rounded : rounded;
}

const PLACES = { EUR: 2, JPY: 0, KWD: 3 } as const;
const currency = fc.constantFrom(...(Object.keys(PLACES) as (keyof typeof PLACES)[]));

describe('formula exactness', () => {
  const program = compileFormulas([
    object('input', {
      value: { fieldType: 'Money' },
      fee: { fieldType: 'Money' },
      rate: { fieldType: 'Numeric', decimalPlaces: 6 },
      discount: { fieldType: 'Numeric', decimalPlaces: 2 },
    }),
    object('out', {
      premium: {
        fieldType: 'Money',
        formula: 'input.value * input.rate * (1 - input.discount / 100) + input.fee',
      },
      perQuarter: { fieldType: 'Money', formula: 'out.premium / 4' },
    }),
  ]).program;

  it('equals the exact decimal result rounded to the currency, to the last minor unit', () => {
    fc.assert(
      fc.property(
        currency,
        fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        (code, valueMinor, feeMinor, rateMicros, discountCents) => {
          const places = BigInt(PLACES[code]);
          const amount = (minor: bigint) => Number(`${minor}e-${places}`);
          const data = {
            input: {
              value: { amount: amount(valueMinor), currency: code },
              fee: { amount: amount(feeMinor), currency: code },
              rate: rateMicros / 1e6,
              discount: discountCents / 100,
            },
          };
          // value × rate × (10000 − discount·100) / 10000 + fee, exact in units of 10^-(places+6+4)
          const product = valueMinor * BigInt(rateMicros) * (10_000n - BigInt(discountCents));
          const exact = product + feeMinor * 10n ** 10n;
          const premiumMinor = roundShift(exact, 10n);
          const result = applyFormulas<Record<string, unknown>>(program, data).out as Record<
            string,
            { amount: number; currency: string }
          >;
          expect(result.premium).toEqual({ amount: amount(premiumMinor), currency: code });
          // the quarter is of the stored (rounded) premium: formulas read what the form holds
          expect(result.perQuarter).toEqual({ amount: amount(roundQuarter(premiumMinor)), currency: code });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads a number as the decimal it was written as, and gives back the same number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.nat(10), (digits, places) => {
        const written = `${digits}e-${places}`;
        const decimal = Decimal.fromNumber(Number(written));
        expect(decimal.compare(Decimal.parse(written))).toBe(0);
        expect(decimal.toNumber()).toBe(Number(written) || 0);
      }),
      { numRuns: 1000 },
    );
    // any double from a thousandth on keeps its shortest text within the 20 decimals kept
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: 1e-3, max: 1e15 }), (value) => {
        expect(Decimal.fromNumber(value).toNumber()).toBe(value);
        expect(Decimal.fromNumber(-value).toNumber()).toBe(-value);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same value however often and wherever it is evaluated', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 999_999 }),
        (cents, micros) => {
          const data = {
            input: {
              value: { amount: cents / 100, currency: 'EUR' },
              fee: { amount: 0, currency: 'EUR' },
              rate: micros / 1e6,
              discount: 0,
            },
          };
          const first = applyFormulas(program, structuredClone(data));
          const second = applyFormulas(
            structuredClone(program),
            JSON.parse(JSON.stringify(data)) as typeof data,
          );
          expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** premium / 4 in minor units, rounded half away from zero. */
function roundQuarter(minor: bigint): bigint {
  return roundShift(minor * 25n, 2n);
}
