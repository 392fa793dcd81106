import { describe, expect, it } from 'vitest';
import { compileForm } from '../compile/compileForm.js';
import { field, objectDefinition, testContext } from '../../test-support/formBuilders.js';
import type { JsonSchema } from '../condition/types.js';
import { createValidator } from './createValidator.js';
import { validationSchema } from './validationSchema.js';

const { schema } = compileForm(
  [
    objectDefinition('vehicle', [
      field('price', { fieldType: 'Money' }),
      field('year', { fieldType: 'Integer' }),
    ]),
    objectDefinition('cover', [
      field('limit', { fieldType: 'Money' }),
      field('excess', { fieldType: 'Money' }),
    ]),
  ],
  testContext(),
);

describe('validationSchema', () => {
  it('references every root property and shares repeated sizeable subschemas', () => {
    const shaped = validationSchema(schema);
    expect(shaped.properties).toEqual({
      vehicle: { $ref: '#/$defs/property0' },
      cover: { $ref: '#/$defs/property1' },
    });
    expect(shaped.$defs?.property0?.properties?.price).toEqual({ $ref: '#/$defs/shared0' });
    expect(shaped.$defs?.property1?.properties).toEqual({
      limit: { $ref: '#/$defs/shared0' },
      excess: { $ref: '#/$defs/shared0' },
    });
    expect(shaped.$defs?.property0?.properties?.year).toEqual({ title: 'year', type: 'integer' });
  });

  it('keeps error paths in the data', () => {
    const errors = createValidator(schema)({
      vehicle: { price: { amount: 1.001, currency: 'EUR' } },
      cover: { limit: { amount: 1, currency: 'XXX' }, excess: { amount: 1 } },
    }).errors;
    expect(errors).toEqual({
      'vehicle.price.amount': ['Maximum number of decimal places: 2'],
      'cover.limit.currency': ['This value is not allowed'],
      'cover.excess.currency': ['This field is required'],
    });
  });

  it('leaves a schema with references of its own as it is', () => {
    const referencing: JsonSchema = {
      properties: { a: { $ref: '#/$defs/x' } },
      $defs: { x: { type: 'string' } },
    };
    expect(validationSchema(referencing)).toBe(referencing);
  });
});
