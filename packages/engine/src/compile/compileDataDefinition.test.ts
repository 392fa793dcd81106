import { describe, expect, it } from 'vitest';
import { field, objectDefinition } from '../../test-support/formBuilders.js';
import type { DataDefinition } from '../contracts/dataDefinition.js';
import { compileDataDefinition } from './compileDataDefinition.js';
import { CompileError } from './types.js';

const DEFINITION: DataDefinition = {
  objectDefinitions: [
    objectDefinition('vehicle', [
      field('fuel', { fieldType: 'Lookup', lookupId: 'lookup-fuel' }),
      field('value', { fieldType: 'Money' }),
      field('keeper', { fieldType: 'Object', referenceId: 'def-keeper' }),
      field('startDate', { fieldType: 'Date', allowFutureDate: true, dateDefault: { type: 'CURRENT' } }),
    ]),
  ],
  lookups: [
    {
      id: 'lookup-fuel',
      key: 'fuel',
      name: 'Fuel',
      values: [{ key: 'PETROL', name: 'Petrol', translations: { de: 'Benzin' } }],
    },
  ],
  referencedObjectDefinitions: [
    objectDefinition('keeper', [field('licence', { fieldType: 'String' })], {}, { id: 'def-keeper' }),
  ],
  currencies: ['GBP', 'EUR'],
  timeZone: 'Asia/Tokyo',
};

// 20:00 UTC on the 21st is already the 22nd in Tokyo.
const AT = new Date('2026-11-21T20:00:00Z');

describe('compileDataDefinition', () => {
  const form = compileDataDefinition(DEFINITION, { locale: 'de-DE', at: AT, mode: 'edit' });
  const vehicle = form.schema.properties?.vehicle as { properties: Record<string, unknown> };

  it('takes today on the tenant’s wall clock, not the machine’s', () => {
    expect(form.defaults).toEqual({ vehicle: { startDate: '2026-11-22' } });
  });

  it('compiles with the definition’s lookups in the user’s language, referenced objects and currencies', () => {
    expect(vehicle.properties.fuel).toMatchObject({ enum: ['PETROL'] });
    expect(JSON.stringify(form.uiSchema)).toContain('Benzin');
    expect(JSON.stringify(vehicle.properties.keeper)).toContain('licence');
    expect(JSON.stringify(vehicle.properties.value)).toContain('"GBP","EUR"');
  });

  it('compiles the read-only view in view mode', () => {
    expect(
      compileDataDefinition(DEFINITION, { locale: 'en-GB', at: AT, mode: 'view' }).uiSchema['ui:readonly'],
    ).toBe(true);
    expect(form.uiSchema['ui:readonly']).toBeUndefined();
  });

  it('gives the same output for the same inputs', () => {
    const again = compileDataDefinition(structuredClone(DEFINITION), {
      locale: 'de-DE',
      at: AT,
      mode: 'edit',
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(form));
  });

  it('reports a definition that names a lookup it does not carry', () => {
    expect(() =>
      compileDataDefinition({ ...DEFINITION, lookups: [] }, { locale: 'en-GB', at: AT, mode: 'edit' }),
    ).toThrow(CompileError);
  });
});
