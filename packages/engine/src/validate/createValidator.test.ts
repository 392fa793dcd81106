import { describe, expect, it } from 'vitest';
import { compileForm } from '../compile/compileForm.js';
import { field, objectDefinition, testContext } from '../../test-support/formBuilders.js';
import { createValidator } from './createValidator.js';

const form = compileForm(
  [
    objectDefinition('vehicle', [
      field('make', { fieldType: 'String', mandatory: true }),
      field('power', { fieldType: 'Integer', range: { minValue: 1, maxValue: 1000 } }),
      field('hasTrailer', { fieldType: 'Boolean' }),
      field('trailerWeight', {
        fieldType: 'Numeric',
        mandatory: true,
        displayCondition: 'vehicle.hasTrailer == true',
      }),
    ]),
    objectDefinition('drivers', [field('name', { fieldType: 'String', mandatory: true })], {
      controlType: 'MULTIPLE_OBJECTS',
    }),
  ],
  testContext(),
);

describe('createValidator', () => {
  it('accepts valid data', () => {
    expect(createValidator(form.schema)({ vehicle: { make: 'VW' }, drivers: [] })).toEqual({
      valid: true,
      errors: {},
    });
  });

  it('keys errors by dotted data path, a missing property at its own path', () => {
    const { valid, errors } = createValidator(form.schema)({
      vehicle: { power: 0 },
      drivers: [{ name: 'A' }, {}],
    });
    expect(valid).toBe(false);
    expect(errors).toEqual({
      'vehicle.make': ['This field is required'],
      'vehicle.power': ['Must be at least 1'],
      'drivers.1.name': ['This field is required'],
    });
  });

  it('answers in the requested locale, falling back to en-GB', () => {
    const data = { vehicle: { power: 2000 }, drivers: [] };
    expect(createValidator(form.schema, { locale: 'de-DE' })(data).errors).toEqual({
      'vehicle.make': ['Dies ist ein Pflichtfeld'],
      'vehicle.power': ['Darf höchstens 1000 sein'],
    });
    expect(createValidator(form.schema, { locale: 'fr-FR' })(data).errors['vehicle.power']).toEqual([
      'Doit être inférieur ou égal à 1000',
    ]);
    expect(createValidator(form.schema, { locale: 'ru-RU' })(data).errors['vehicle.make']).toEqual([
      'Обязательное поле',
    ]);
    expect(createValidator(form.schema, { locale: 'lv-LV' })(data).errors['vehicle.make']).toEqual([
      'Šis lauks ir obligāts',
    ]);
    expect(createValidator(form.schema, { locale: 'sv-SE' })(data).errors['vehicle.make']).toEqual([
      'This field is required',
    ]);
  });

  it('reports a failed if/then only by what the then asks, not by "must match then"', () => {
    const { errors } = createValidator(form.schema)({
      vehicle: { make: 'VW', hasTrailer: true },
      drivers: [],
    });
    expect(errors).toEqual({ 'vehicle.trailerWeight': ['This field is required'] });
  });

  it('reports data that is not an object at the root path', () => {
    expect(createValidator(form.schema)([]).errors).toEqual({ '': ['Invalid value'] });
  });

  it('validates the same schema object with the same compiled validator, whatever the locale', () => {
    const english = createValidator(form.schema);
    const german = createValidator(form.schema, { locale: 'de-DE' });
    expect(english({ vehicle: {}, drivers: [] }).valid).toBe(false);
    expect(german({ vehicle: { make: 'VW' }, drivers: [] }).valid).toBe(true);
  });

  it('refuses a schema with unknown keywords or malformed values', () => {
    expect(() => createValidator({ properties: { a: { colour: 'red' } } })).toThrow(/unknown keyword/);
    expect(() => createValidator(JSON.parse('{ "properties": { "a": { "minimum": "five" } } }'))).toThrow();
  });
});
