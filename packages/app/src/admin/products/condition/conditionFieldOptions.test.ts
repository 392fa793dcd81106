import type { FieldDefinition, FieldAttributes, ObjectDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { conditionFieldOptions, type ConditionFieldSources } from './conditionFieldOptions.js';

const field = (
  key: string,
  name: string,
  attributes: FieldAttributes,
  translations = {},
): FieldDefinition => ({
  key,
  name,
  iconName: 'Label',
  translations,
  attributes,
});
const address: ObjectDefinition = {
  id: 'def-address',
  key: 'address',
  objectType: 'CUSTOM',
  name: 'Address',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [field('city', 'City', { fieldType: 'String' })],
};
const vehicle: ObjectDefinition = {
  key: 'vehicle',
  objectType: 'CUSTOM',
  name: 'Vehicle',
  translations: { de: 'Fahrzeug' },
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [
    field('make', 'Make', { fieldType: 'String' }, { de: 'Marke' }),
    field('seats', 'Seats', { fieldType: 'Integer' }),
    field('value', 'Value', { fieldType: 'Money' }),
    field('fuel', 'Fuel', { fieldType: 'Lookup', lookupId: 'lookup-fuel' }),
    field('hasTrailer', 'Has trailer', { fieldType: 'Boolean' }),
    field('garage', 'Garage', { fieldType: 'Object', referenceId: 'def-address' }),
    field('retired', 'Retired', { fieldType: 'String', used: false }),
  ],
};
const sources: ConditionFieldSources = {
  library: [address],
  lookups: [
    { id: 'lookup-fuel', values: [{ key: 'PETROL', name: 'Petrol', translations: { de: 'Benzin' } }] },
  ],
  currencies: ['EUR'],
  locale: 'en-GB',
  amountLabel: 'amount',
};

describe('conditionFieldOptions', () => {
  it('offers each used field of the version’s objects by its dotted path, with a kind for its type', () => {
    expect(conditionFieldOptions([vehicle], sources).map(({ path, kind }) => [path, kind])).toEqual([
      ['vehicle.make', 'text'],
      ['vehicle.seats', 'number'],
      ['vehicle.value.amount', 'number'],
      ['vehicle.fuel', 'choice'],
      ['vehicle.hasTrailer', 'boolean'],
      ['vehicle.garage.city', 'text'],
    ]);
  });

  it('labels fields by object and field name in the interface language, and offers lookup values', () => {
    const [make, , , fuel] = conditionFieldOptions([vehicle], { ...sources, locale: 'de-DE' });
    expect(make?.label).toBe('Fahrzeug › Marke');
    expect(fuel?.values).toEqual([{ name: 'PETROL', label: 'Benzin' }]);
  });

  it('leaves out objects and fields without a key yet', () => {
    const draft = { ...vehicle, key: '' };
    expect(conditionFieldOptions([draft], sources)).toEqual([]);
  });
});
