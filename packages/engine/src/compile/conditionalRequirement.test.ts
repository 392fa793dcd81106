import { describe, expect, it } from 'vitest';
import { createValidator } from '../validate/createValidator.js';
import { compileForm } from './compileForm.js';
import { field, objectDefinition, testContext } from '../../test-support/formBuilders.js';
import type { CompileContext } from './types.js';
import { visibleData } from './visibleData.js';

/** Validates what the form submits: the data without hidden values. */
function submit(definitions: Parameters<typeof compileForm>[0], context: Partial<CompileContext> = {}) {
  const form = compileForm(definitions, testContext(context));
  const validate = createValidator(form.schema);
  return (data: Record<string, unknown>) => validate(visibleData(data, form)).errors;
}

const policy = objectDefinition('policy', [
  field('type', { fieldType: 'String' }),
  field('youngDriverCover', { fieldType: 'Boolean' }),
]);

describe('display conditions in the JSON Schema', () => {
  const vehicle = objectDefinition('vehicle', [
    field('hasTrailer', { fieldType: 'Boolean' }),
    field('trailerWeight', {
      fieldType: 'Integer',
      mandatory: true,
      displayCondition: 'vehicle.hasTrailer == true',
    }),
  ]);

  it('a hidden mandatory field is not required', () => {
    const errors = submit([vehicle]);
    expect(errors({ vehicle: { hasTrailer: false } })).toEqual({});
    expect(errors({ vehicle: {} })).toEqual({});
  });

  it('a shown mandatory field is required', () => {
    expect(submit([vehicle])({ vehicle: { hasTrailer: true } })).toEqual({
      'vehicle.trailerWeight': ['This field is required'],
    });
  });

  it('the schema alone agrees with the form on pruned data', () => {
    const { schema } = compileForm([vehicle], testContext());
    const validate = createValidator(schema);
    expect(validate({ vehicle: { hasTrailer: false } }).valid).toBe(true);
    expect(validate({ vehicle: { hasTrailer: true } }).valid).toBe(false);
  });

  it('a hidden object is not required, nor are its fields', () => {
    const trailer = objectDefinition('trailer', [field('plate', { fieldType: 'String', mandatory: true })], {
      displayCondition: 'vehicle.hasTrailer == true',
    });
    const errors = submit([vehicle, trailer]);
    expect(errors({ vehicle: { hasTrailer: false }, trailer: {} })).toEqual({});
    expect(errors({ vehicle: { hasTrailer: true, trailerWeight: 500 } })).toEqual({
      trailer: ['This field is required'],
    });
    expect(errors({ vehicle: { hasTrailer: true, trailerWeight: 500 }, trailer: {} })).toEqual({
      'trailer.plate': ['This field is required'],
    });
  });

  it('a condition reading a hidden field sees it as missing', () => {
    const chained = objectDefinition('o', [
      field('a', { fieldType: 'Boolean' }),
      field('b', { fieldType: 'Boolean', displayCondition: 'o.a == true' }),
      field('c', { fieldType: 'String', mandatory: true, displayCondition: 'o.b == true' }),
    ]);
    const errors = submit([chained]);
    expect(errors({ o: { a: false, b: true } })).toEqual({});
    expect(errors({ o: { a: true, b: true } })).toEqual({ 'o.c': ['This field is required'] });
  });

  describe('in MULTIPLE_OBJECTS', () => {
    const drivers = objectDefinition(
      'drivers',
      [
        field('age', { fieldType: 'Integer' }),
        field('licenceDate', { fieldType: 'Date', mandatory: true, displayCondition: 'drivers.age >= 18' }),
        field('fleetId', {
          fieldType: 'String',
          mandatory: true,
          displayCondition: 'policy.type == "FLEET"',
        }),
        field('guardian', {
          fieldType: 'String',
          mandatory: true,
          displayCondition: 'drivers.age < 25 && policy.youngDriverCover == true',
        }),
      ],
      { controlType: 'MULTIPLE_OBJECTS' },
    );
    const errors = submit([policy, drivers]);

    it('an item-scoped condition is decided per item', () => {
      expect(errors({ policy: {}, drivers: [{ age: 30 }, { age: 16 }] })).toEqual({
        'drivers.0.licenceDate': ['This field is required'],
      });
    });

    it('a root-scoped condition applies to every item', () => {
      expect(errors({ policy: { type: 'FLEET' }, drivers: [{ age: 10 }, { age: 12 }] })).toEqual({
        'drivers.0.fleetId': ['This field is required'],
        'drivers.1.fleetId': ['This field is required'],
      });
    });

    it('a condition on both the item and the root needs both', () => {
      const data = (youngDriverCover: boolean) => ({
        policy: { youngDriverCover },
        drivers: [{ age: 10 }, { age: 40, licenceDate: '2000-01-01' }],
      });
      expect(errors(data(false))).toEqual({});
      expect(errors(data(true))).toEqual({ 'drivers.0.guardian': ['This field is required'] });
    });

    it('puts the item-scoped condition relative to the item in the UI schema', () => {
      const { uiSchema } = compileForm([policy, drivers], testContext());
      expect(uiSchema.drivers).toMatchObject({
        items: {
          licenceDate: {
            'ui:options': { condition: { scope: 'item', group: { rules: [{ field: 'age' }] } } },
          },
          fleetId: {
            'ui:options': { condition: { scope: 'root', group: { rules: [{ field: 'policy.type' }] } } },
          },
          guardian: {
            'ui:options': {
              condition: {
                scope: 'item',
                group: { rules: [{ field: 'age' }, { field: '$root.policy.youngDriverCover' }] },
              },
            },
          },
        },
      });
    });
  });

  describe('on the operation', () => {
    const quote = objectDefinition('quote', [
      field('reason', { fieldType: 'String', mandatory: true, displayCondition: 'operation == "DECLINE"' }),
    ]);

    it('requires the field in the operation that shows it, without a run-time condition', () => {
      const form = compileForm([quote], testContext({ operation: 'DECLINE' }));
      expect(form.uiSchema.quote).toMatchObject({ reason: { 'ui:options': { id: 'quote.reason' } } });
      expect(form.uiSchema.quote).not.toMatchObject({ reason: { 'ui:options': { condition: {} } } });
      expect(submit([quote], { operation: 'DECLINE' })({ quote: {} })).toEqual({
        'quote.reason': ['This field is required'],
      });
    });

    it('leaves the field out of other operations', () => {
      const form = compileForm([quote], testContext({ operation: 'ACCEPT' }));
      expect(form.schema.properties?.quote?.properties).toEqual({});
      expect(submit([quote], { operation: 'ACCEPT' })({ quote: {} })).toEqual({});
    });
  });
});
