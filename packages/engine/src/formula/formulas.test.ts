import { describe, expect, it } from 'vitest';
import { compileForm } from '../compile/compileForm.js';
import { CompileError } from '../compile/types.js';
import type { ControlType, FieldAttributes, ObjectDefinition } from '../definitions/types.js';
import { applyFormulas } from './applyFormulas.js';
import { checkFormulas, compileFormulas } from './compileFormulas.js';

const object = (
  key: string,
  fields: Record<string, FieldAttributes>,
  controlType: ControlType = 'SINGLE_OBJECT',
): ObjectDefinition => ({
  key,
  name: key,
  objectType: 'CUSTOM',
  attributes: { controlType },
  fields: Object.entries(fields).map(([fieldKey, attributes]) => ({
    key: fieldKey,
    name: fieldKey,
    attributes,
  })),
});

const vehicle = object('vehicle', {
  value: { fieldType: 'Money' },
  year: { fieldType: 'Integer' },
  make: { fieldType: 'String' },
  fuel: { fieldType: 'Lookup', lookupId: 'fuel' },
  insured: { fieldType: 'Currency' },
  owner: { fieldType: 'Customer', partyTypes: ['PRIVATE'] },
});
const withFormula = (
  fieldType: FieldAttributes['fieldType'],
  formula: string,
  extra: Partial<FieldAttributes> = {},
) => object('result', { calculated: { fieldType, formula, ...extra } });
const issuesOf = (formula: string, fieldType: FieldAttributes['fieldType'] = 'Numeric') =>
  checkFormulas([vehicle, withFormula(fieldType, formula)]).map(({ path, code, values }) => ({
    path,
    code,
    values,
  }));

describe('checking formulas', () => {
  it('accepts arithmetic, comparisons, ?:, min, max and rounding over fields of other objects', () => {
    expect(
      issuesOf('round(max(vehicle.value * 0.035, 50) + (vehicle.year < 2005 ? 10 : 0), "EUR")', 'Money'),
    ).toEqual([]);
    expect(issuesOf('vehicle.make == "VW" && vehicle.fuel in ["DIESEL", "PETROL"]', 'Boolean')).toEqual([]);
    expect(issuesOf('vehicle.make + " " + vehicle.fuel', 'String')).toEqual([]);
  });

  it('names an unknown object or field', () => {
    expect(issuesOf('vehicle.valeu * 2')).toEqual([
      { path: 'result.calculated', code: 'formulaUnknownField', values: { field: 'vehicle.valeu' } },
    ]);
    expect(issuesOf('driver.age * 2')).toEqual([
      { path: 'result.calculated', code: 'formulaUnknownField', values: { field: 'driver' } },
    ]);
    // a Customer cannot be read, so it is not a field of the formula's world
    expect(issuesOf('vehicle.owner')[0]).toMatchObject({ code: 'formulaUnknownField' });
  });

  it('refuses wrong types: of operands, of arguments and of the result for the field', () => {
    expect(issuesOf('vehicle.make * 2')[0]?.code).toBe('formulaWrongType');
    expect(issuesOf('min(vehicle.make, 2)')[0]?.code).toBe('formulaWrongType');
    expect(issuesOf('vehicle.year > 2000')[0]?.code).toBe('formulaWrongType');
    expect(issuesOf('vehicle.year', 'Boolean')[0]?.code).toBe('formulaWrongType');
  });

  it('refuses text that is not CEL, and fields that cannot be calculated', () => {
    expect(issuesOf('vehicle.value *')[0]?.code).toBe('formulaSyntax');
    expect(issuesOf('1'.repeat(2001))[0]?.code).toBe('formulaSyntax');
    expect(issuesOf('"a\u0000b"', 'String')[0]?.code).toBe('formulaSyntax');
    expect(issuesOf('"2026-01-01"', 'Date')[0]?.code).toBe('formulaNotAllowed');
    expect(
      checkFormulas([
        vehicle,
        object('drivers', { age: { fieldType: 'Integer', formula: '1' } }, 'MULTIPLE_OBJECTS'),
      ]),
    ).toMatchObject([{ path: 'drivers.age', code: 'formulaNotAllowed' }]);
  });

  it('needs a currency for a Money formula', () => {
    expect(issuesOf('vehicle.year * 10', 'Money')[0]?.code).toBe('formulaNoCurrency');
    expect(issuesOf('vehicle.insured == "EUR" ? 10 : 20', 'Money')).toEqual([]);
  });

  it('names every field on a cycle, with the cycle, and orders the others by what they read', () => {
    const rating = object('rating', {
      total: { fieldType: 'Numeric', formula: 'rating.base + rating.tax' },
      tax: { fieldType: 'Numeric', formula: 'rating.base * 0.1' },
      base: { fieldType: 'Numeric', formula: 'vehicle.year - 2000' },
      a: { fieldType: 'Numeric', formula: 'rating.b' },
      b: { fieldType: 'Numeric', formula: 'rating.a' },
      self: { fieldType: 'Numeric', formula: 'rating.self + 1' },
    });
    const { program, issues } = compileFormulas([vehicle, rating]);
    expect(issues).toEqual([
      {
        objectKey: 'rating',
        fieldKey: 'a',
        path: 'rating.a',
        code: 'formulaCycle',
        values: { cycle: 'rating.a → rating.b → rating.a' },
      },
      {
        objectKey: 'rating',
        fieldKey: 'b',
        path: 'rating.b',
        code: 'formulaCycle',
        values: { cycle: 'rating.b → rating.a → rating.b' },
      },
      {
        objectKey: 'rating',
        fieldKey: 'self',
        path: 'rating.self',
        code: 'formulaCycle',
        values: { cycle: 'rating.self → rating.self' },
      },
    ]);
    expect(program.formulas.map((formula) => formula.fieldKey)).toEqual(['base', 'tax', 'total']);
  });
});

describe('applying formulas', () => {
  const rating = object('rating', {
    rate: { fieldType: 'Numeric', decimalPlaces: 4 },
    total: { fieldType: 'Money', formula: 'rating.premium + rating.tax' },
    tax: { fieldType: 'Money', formula: 'rating.premium * 0.1' },
    premium: { fieldType: 'Money', formula: 'max(vehicle.value * rating.rate, 50)' },
    perMonth: { fieldType: 'Numeric', decimalPlaces: 2, formula: 'rating.total / 12' },
    discounted: { fieldType: 'Boolean', formula: 'has(vehicle.year) ? vehicle.year < 2005 : false' },
  });
  const { program } = compileFormulas([vehicle, rating]);

  it('sets every calculated field in dependency order, replacing what was sent', () => {
    const data = {
      vehicle: { value: { amount: 20000.05, currency: 'EUR' } },
      rating: { rate: 0.0351, total: { amount: 1, currency: 'EUR' } },
    };
    expect(applyFormulas(program, data).rating).toEqual({
      rate: 0.0351,
      premium: { amount: 702, currency: 'EUR' }, // 702.001755
      tax: { amount: 70.2, currency: 'EUR' },
      total: { amount: 772.2, currency: 'EUR' },
      perMonth: 64.35,
      discounted: false,
    });
    expect(data.rating.total).toEqual({ amount: 1, currency: 'EUR' }); // the input is not changed
  });

  it('leaves a value absent when an input is missing, and removes one that was sent', () => {
    const result = applyFormulas(program, {
      vehicle: { year: 2001 },
      rating: { rate: 0.02, premium: { amount: 5, currency: 'EUR' } },
    });
    expect(result.rating).toEqual({ rate: 0.02, discounted: true });
  });

  it('keeps the currency of the amounts read, and rounds to its subunit', () => {
    const yen = applyFormulas(program, {
      vehicle: { value: { amount: 1234567, currency: 'JPY' } },
      rating: { rate: 0.0125 },
    });
    expect(yen.rating).toMatchObject({ premium: { amount: 15432, currency: 'JPY' } }); // 15432.0875
    const mixed = compileFormulas([
      vehicle,
      object('other', {
        price: { fieldType: 'Money' },
        sum: { fieldType: 'Money', formula: 'other.price + vehicle.value' },
      }),
    ]).program;
    const sum = (currency: string) =>
      applyFormulas(mixed, {
        vehicle: { value: { amount: 1, currency: 'EUR' } },
        other: { price: { amount: 2, currency } },
      }).other;
    expect(sum('EUR')).toEqual({
      price: { amount: 2, currency: 'EUR' },
      sum: { amount: 3, currency: 'EUR' },
    });
    expect(sum('USD')).toEqual({ price: { amount: 2, currency: 'USD' } });
  });

  it('computes number literals as the decimals they are written as', () => {
    const exact = compileFormulas([
      vehicle,
      object('check', {
        tenths: { fieldType: 'Boolean', formula: '0.1 + 0.2 == 0.3' },
        third: { fieldType: 'Numeric', decimalPlaces: 3, formula: '1 / 3 * 3' },
        half: { fieldType: 'Integer', formula: 'round(2.5) + round(-2.5) + round(1.005, 2) * 1000' },
        zero: { fieldType: 'Numeric', formula: 'vehicle.year / 0' },
      }),
    ]).program;
    expect(applyFormulas(exact, { vehicle: { year: 2000 }, check: {} }).check).toEqual({
      tenths: true,
      third: 1,
      half: 1010, // 3 - 3 + 1010: halves away from zero
    });
  });
});

describe('compiled forms', () => {
  const rating = object('rating', {
    rate: { fieldType: 'Numeric' },
    premium: { fieldType: 'Money', formula: 'vehicle.value * rating.rate' },
  });
  const context = {
    locale: 'en',
    now: '2026-01-01T00:00:00',
    lookups: [{ key: 'fuel', id: 'fuel', name: 'Fuel', values: [] }],
    objectDefinitions: [],
    currencies: ['EUR'],
    mode: 'edit' as const,
  };

  it('show a calculated field read-only and carry the formulas', () => {
    const compiled = compileForm([vehicle, rating], context);
    expect(compiled.uiSchema.rating).toMatchObject({ premium: { 'ui:readonly': true }, rate: {} });
    expect(
      (compiled.uiSchema.rating as Record<string, { 'ui:readonly'?: boolean }>).rate?.['ui:readonly'],
    ).toBeUndefined();
    expect(compiled.formulas?.formulas.map((formula) => formula.fieldKey)).toEqual(['premium']);
    expect(compileForm([vehicle], context).formulas).toBeUndefined();
  });

  it('refuse a definition with a refused formula, naming the field', () => {
    const broken = object('rating', { premium: { fieldType: 'Money', formula: 'vehicle.nothing' } });
    expect(() => compileForm([vehicle, broken], context)).toThrow(CompileError);
    expect(() => compileForm([vehicle, broken], context)).toThrow(/^rating\.premium: /);
  });
});
