import { describe, expect, it, vi } from 'vitest';
import { createValidator } from '../validate/createValidator.js';
import { compileForm } from './compileForm.js';
import { field, objectDefinition, testContext } from '../../test-support/formBuilders.js';
import { CompileError } from './types.js';

const vehicle = objectDefinition(
  'vehicle',
  [
    field('year', { fieldType: 'Integer', mandatory: true }, { seq: 2 }),
    field('make', { fieldType: 'String', mandatory: true }, { seq: 1, translations: { de: 'Marke' } }),
    field('legacyCode', { fieldType: 'String', used: false }),
    field('vin', { fieldType: 'String', hidden: true, mandatory: true }, { seq: 3 }),
  ],
  { columns: 3, uniqueFieldsConstraint: ['vin'] },
  { seq: 1, translations: { de: 'Fahrzeug' }, iconName: 'Car' },
);
const drivers = objectDefinition(
  'drivers',
  [
    field('name', { fieldType: 'String', mandatory: true }),
    field('bonus', { fieldType: 'Integer', defaultValue: 0 }),
  ],
  { controlType: 'MULTIPLE_OBJECTS', minElements: 1, maxElements: 3, columns: 2 },
  { seq: 0 },
);
const notes = objectDefinition(
  'notes',
  [field('text', { fieldType: 'Text' })],
  { controlType: 'INLINE_FIELDS' },
  { seq: 2 },
);

const compile = (context = testContext()) => compileForm([vehicle, drivers, notes], context);
const valid = {
  vehicle: { make: 'VW', year: 2020, vin: 'W0L000051T2123456' },
  drivers: [{ name: 'Anna' }],
  notes: {},
};

describe('compileForm', () => {
  it('keys the data by object definition, one object of fields or an array of them', () => {
    const validate = createValidator(compile().schema);
    expect(validate(valid)).toEqual({ valid: true, errors: {} });
    expect(validate({ ...valid, drivers: { name: 'Anna' } }).errors).toEqual({ drivers: ['Invalid value'] });
  });

  it('requires every shown object and every mandatory field, and refuses unknown properties', () => {
    const validate = createValidator(compile().schema);
    expect(validate({}).errors).toEqual({
      drivers: ['This field is required'],
      vehicle: ['This field is required'],
      notes: ['This field is required'],
    });
    expect(validate({ ...valid, vehicle: { year: 2020, vin: 'x' }, extra: 1 }).errors).toEqual({
      'vehicle.make': ['This field is required'],
      extra: ['This field is not part of the form'],
    });
  });

  it('validates a hidden field, but leaves an unused field out entirely', () => {
    const validate = createValidator(compile().schema);
    expect(validate({ ...valid, vehicle: { make: 'VW', year: 2020 } }).errors).toEqual({
      'vehicle.vin': ['This field is required'],
    });
    expect(validate({ ...valid, vehicle: { ...valid.vehicle, legacyCode: 'X' } }).errors).toEqual({
      'vehicle.legacyCode': ['This field is not part of the form'],
    });
    expect(compile().uiSchema.vehicle).toMatchObject({ vin: { 'ui:options': { hidden: true } } });
  });

  it('bounds MULTIPLE_OBJECTS by minElements and maxElements', () => {
    const validate = createValidator(compile().schema);
    expect(validate({ ...valid, drivers: [] }).errors).toEqual({ drivers: ['Minimum number of entries: 1'] });
    const four = Array.from({ length: 4 }, () => ({ name: 'A' }));
    expect(validate({ ...valid, drivers: four }).errors).toEqual({
      drivers: ['Maximum number of entries: 3'],
    });
    expect(validate({ ...valid, drivers: [{ name: 'A' }, {}] }).errors).toEqual({
      'drivers.1.name': ['This field is required'],
    });
  });

  it('orders objects and fields by seq', () => {
    const { uiSchema, schema } = compile();
    expect(uiSchema['ui:order']).toEqual(['drivers', 'vehicle', 'notes']);
    expect(uiSchema.vehicle).toMatchObject({ 'ui:order': ['make', 'year', 'vin'] });
    expect(Object.keys(schema.properties?.vehicle?.properties ?? {})).toEqual(['make', 'year', 'vin']);
  });

  it('titles objects and fields in the locale, falling back to the name', () => {
    const { schema } = compile(testContext({ locale: 'de-DE' }));
    expect(schema.properties?.vehicle?.title).toBe('Fahrzeug');
    expect(schema.properties?.vehicle?.properties?.make?.title).toBe('Marke');
    expect(schema.properties?.vehicle?.properties?.year?.title).toBe('year');
  });

  it('describes the layout of objects in the UI schema', () => {
    const { uiSchema } = compile();
    expect(uiSchema.vehicle).toMatchObject({
      'ui:options': { id: 'vehicle', controlType: 'SINGLE_OBJECT', columns: 3, iconName: 'Car' },
      make: { 'ui:widget': 'text', 'ui:options': { id: 'vehicle.make' } },
    });
    expect(uiSchema.notes).toMatchObject({ 'ui:options': { controlType: 'INLINE_FIELDS' } });
    expect(uiSchema.drivers).toEqual({
      'ui:options': {
        id: 'drivers',
        controlType: 'MULTIPLE_OBJECTS',
        minElements: 1,
        maxElements: 3,
        orderable: true,
        addable: true,
        removable: true,
      },
      items: {
        'ui:order': ['name', 'bonus'],
        name: { 'ui:widget': 'text', 'ui:options': { id: 'drivers.name' } },
        bonus: { 'ui:widget': 'integer', 'ui:options': { id: 'drivers.bonus' } },
        'ui:options': { columns: 2 },
      },
    });
  });

  it('makes the view mode read-only', () => {
    const { uiSchema } = compile(testContext({ mode: 'view' }));
    expect(uiSchema['ui:readonly']).toBe(true);
    expect(uiSchema.drivers).toMatchObject({
      'ui:options': { orderable: false, addable: false, removable: false },
    });
    expect(compile().uiSchema['ui:readonly']).toBeUndefined();
  });

  it('gives data-shaped defaults: field defaults, minElements items', () => {
    expect(compile().defaults).toEqual({ drivers: [{ bonus: 0 }], vehicle: {}, notes: {} });
  });

  describe('the defaults of a new MULTIPLE_OBJECTS item (items.default)', () => {
    const address = objectDefinition(
      'address',
      [field('country', { fieldType: 'String', defaultValue: 'LV' })],
      {},
      { id: 'def-address' },
    );
    const claims = objectDefinition(
      'claims',
      [
        field('reportedOn', { fieldType: 'Date', dateDefault: { type: 'CURRENT' } }),
        field('place', { fieldType: 'Object', referenceId: 'def-address' }),
        field('description', { fieldType: 'Text' }),
      ],
      { controlType: 'MULTIPLE_OBJECTS', minElements: 2 },
    );
    const compileClaims = (minElements: number) =>
      compileForm(
        [{ ...claims, attributes: { ...claims.attributes, minElements } }],
        testContext({ objectDefinitions: [address] }),
      );

    it('are the item defaults compileForm gives each of the first minElements items', () => {
      const { schema, defaults } = compileClaims(2);
      const itemDefault = schema.properties?.claims?.items?.default;
      expect(itemDefault).toEqual({ reportedOn: '2026-05-01', place: { country: 'LV' } });
      expect(defaults.claims).toEqual([itemDefault, itemDefault]);
    });

    it('are given when the list starts empty', () => {
      const { schema, defaults } = compileClaims(0);
      expect(defaults.claims).toEqual([]);
      expect(schema.properties?.claims?.items?.default).toEqual({
        reportedOn: '2026-05-01',
        place: { country: 'LV' },
      });
    });

    it('are an empty object for items whose fields have no default', () => {
      const plain = objectDefinition('plain', [field('text', { fieldType: 'Text' })], {
        controlType: 'MULTIPLE_OBJECTS',
      });
      expect(compileForm([plain], testContext()).schema.properties?.plain?.items?.default).toEqual({});
    });

    it('share no object with the initial data, so editing one leaves the other as it was', () => {
      const { schema, defaults } = compileClaims(1);
      const initial = defaults.claims as { place: { country: string } }[];
      for (const item of initial) item.place.country = 'EE';
      expect(initial.map(({ place }) => place.country)).toEqual(['EE']);
      expect(schema.properties?.claims?.items?.default).toMatchObject({ place: { country: 'LV' } });
    });

    it('leave validation unchanged: an item is still checked against its fields only', () => {
      const validate = createValidator(compileClaims(0).schema);
      expect(validate({ claims: [{ description: 'hail' }] })).toEqual({ valid: true, errors: {} });
      expect(validate({ claims: [{ extra: 1 }] }).errors).toEqual({
        'claims.0.extra': ['This field is not part of the form'],
      });
    });
  });

  it('carries the unique-fields constraint for the server as an annotation', () => {
    expect(compile().schema.properties?.vehicle?.['x-uniqueFieldsConstraint']).toEqual(['vin']);
  });

  it('declares JSON Schema 2020-12', () => {
    expect(compile().schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('refuses duplicate keys', () => {
    expect(() => compileForm([vehicle, vehicle], testContext())).toThrow(CompileError);
    const twice = objectDefinition('o', [
      field('a', { fieldType: 'String' }),
      field('a', { fieldType: 'Integer' }),
    ]);
    expect(() => compileForm([twice], testContext())).toThrow(/o\.a: duplicate field key/);
  });

  describe('determinism', () => {
    it('gives deep-equal output for the same input', () => {
      expect(compile()).toEqual(compile());
    });

    it('never reads the clock: "now" comes from the context', () => {
      vi.useFakeTimers();
      try {
        vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
        const before = compile();
        vi.setSystemTime(new Date('2099-12-31T23:59:59Z'));
        expect(compile()).toEqual(before);
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not change its input', () => {
      const definitions = [vehicle, drivers, notes];
      const copy = structuredClone(definitions);
      compileForm(definitions, testContext());
      expect(definitions).toEqual(copy);
    });
  });
});
