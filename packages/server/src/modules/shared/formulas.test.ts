import {
  applyFormulas,
  compileFormulas,
  type FieldAttributes,
  type FieldDefinition,
  type ObjectDefinition,
  type ProductVersion,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';

type ErrorBody = { message: string; validationErrors: Record<string, string[]> };

const field = (key: string, attributes: FieldAttributes): FieldDefinition => ({
  key,
  name: key,
  iconName: 'Label',
  attributes,
});
const object = (key: string, seq: number, fields: FieldDefinition[]): ObjectDefinition => ({
  key,
  objectType: 'CUSTOM',
  seq,
  name: key,
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields,
});

/** A motor tariff: premium = value × rate, at least the minimum, plus a surcharge for old cars. */
const definitions = (premiumFormula: string): ObjectDefinition[] => [
  object('vehicle', 1, [
    field('value', { fieldType: 'Money', mandatory: true }),
    field('year', { fieldType: 'Integer', mandatory: true }),
  ]),
  object('rating', 2, [
    field('rate', { fieldType: 'Numeric', decimalPlaces: 4, mandatory: true }),
    field('premium', { fieldType: 'Money', formula: premiumFormula }),
    field('expensive', { fieldType: 'Boolean', formula: 'rating.premium > 1000' }),
  ]),
];
const TARIFF = 'max(vehicle.value * rating.rate, 50) + (vehicle.year < 2005 ? vehicle.value * 0.0025 : 0)';

describe('formulas on the server', () => {
  const env = signedInTenant('fx');
  const { call } = env;
  let productId: string;

  beforeAll(async () => {
    productId = (
      (await call('POST', '/api/products', { name: 'Rated car', code: 'RCAR', productType: 'INSURANCE' }))
        .body as { id: string }
    ).id;
  });

  it('refuses a version whose formulas are wrong, with the message key on each field', async () => {
    const objects = definitions('vehicle.valeu * rating.rate');
    objects[1]!.fields.push(
      field('a', { fieldType: 'Numeric', formula: 'rating.b + 1' }),
      field('b', { fieldType: 'Numeric', formula: 'rating.a + 1' }),
      field('c', { fieldType: 'Numeric', formula: 'vehicle.year > 2000' }),
    );
    const response = await call('POST', '/api/product-versions', {
      name: 'Wrong',
      productId,
      definition: { objectDefinitions: objects },
    });
    expect(response.status).toBe(400);
    expect((response.body as ErrorBody).validationErrors).toEqual({
      'definition.objectDefinitions.1.fields.1.attributes.formula': ['formulaUnknownField'],
      'definition.objectDefinitions.1.fields.3.attributes.formula': ['formulaCycle'],
      'definition.objectDefinitions.1.fields.4.attributes.formula': ['formulaCycle'],
      'definition.objectDefinitions.1.fields.5.attributes.formula': ['formulaWrongType'],
    });
    const versions = (await call('GET', `/api/products/${productId}/product-versions/find?page=1&limit=10`))
      .body as { count: number };
    expect(versions.count).toBe(0);
  });

  it('refuses a library object definition whose formula reads a field that does not exist', async () => {
    const response = await call('POST', '/api/object-definitions', {
      ...object('tariff', 1, [
        field('base', { fieldType: 'Numeric' }),
        field('total', { fieldType: 'Numeric', formula: 'tariff.bse * 2' }),
      ]),
    });
    expect(response.status).toBe(400);
    expect((response.body as ErrorBody).validationErrors).toEqual({
      'fields.1.attributes.formula': ['formulaUnknownField'],
    });
  });

  describe('on a quote', () => {
    beforeAll(async () => {
      const version = (
        await call('POST', '/api/product-versions', {
          name: 'Rated v1',
          productId,
          definition: { objectDefinitions: definitions(TARIFF) },
        })
      ).body as ProductVersion;
      expect(version.id).toBeDefined();
      await call('POST', `/api/product-versions/${version.id}/activate`);
    });

    const saveQuote = async (data: Record<string, unknown>) => {
      const { quote } = (await call('POST', `/api/products/${productId}/init-quote`)).body as {
        quote: QuoteDraft;
      };
      const saved = await call('POST', '/api/quotes/save', {
        quote: { ...quote, data },
        product: { id: productId },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return (saved.body as QuoteContext).quote;
    };

    it('recomputes a calculated field on save, ignoring the value the client sent', async () => {
      const saved = await saveQuote({
        vehicle: { value: { amount: 20000, currency: 'EUR' }, year: 2001 },
        rating: { rate: 0.035, premium: { amount: 1, currency: 'EUR' }, expensive: false },
      });
      // 20 000 × 0.035 = 700, plus 20 000 × 0.0025 = 50 for a car from before 2005
      expect(saved.data.rating).toEqual({
        rate: 0.035,
        premium: { amount: 750, currency: 'EUR' },
        expensive: false,
      });
      const stored = (await call('GET', `/api/quotes/${saved.id}`)).body as QuoteContext;
      expect(stored.quote.data.rating).toEqual(saved.data.rating);
    });

    it('leaves a calculated field absent when an input is missing', async () => {
      const response = await call('POST', `/api/products/${productId}/init-quote`);
      const { quote } = response.body as { quote: QuoteDraft };
      const saved = await call('POST', '/api/quotes/save', {
        quote: {
          ...quote,
          data: { vehicle: { year: 2020 }, rating: { rate: 0.01, premium: { amount: 9, currency: 'EUR' } } },
        },
        product: { id: productId },
      });
      expect(saved.status).toBe(400);
      // the missing value is the input's fault only; the calculated fields are simply not there
      expect((saved.body as ErrorBody).validationErrors).toEqual({
        'vehicle.value': ['This field is required'],
      });
    });

    it('stores what the engine calculates in the browser, to the cent, for any inputs', async () => {
      const { program } = compileFormulas(definitions(TARIFF));
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 500_000_00 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1990, max: 2026 }),
          async (valueCents, rateUnits, year) => {
            const data = {
              vehicle: { value: { amount: valueCents / 100, currency: 'EUR' }, year },
              rating: { rate: rateUnits / 10_000 },
            };
            const saved = await saveQuote(data);
            const browser = applyFormulas(program, data);
            expect(saved.data.rating).toEqual(browser.rating);
            // and both are the exact decimal: value × rate in 10^-6 units, rounded half up to cents
            const exact = BigInt(valueCents) * BigInt(rateUnits); // units of 10^-6
            const minimum = 50_000_000n;
            const surcharge = year < 2005 ? BigInt(valueCents) * 25n : 0n;
            const total = (exact > minimum ? exact : minimum) + surcharge;
            const cents = (total + 5_000n) / 10_000n;
            expect(saved.data.rating).toMatchObject({
              premium: { amount: Number(cents) / 100, currency: 'EUR' },
            });
          },
        ),
        { numRuns: 25 },
      );
    });
  });
});
