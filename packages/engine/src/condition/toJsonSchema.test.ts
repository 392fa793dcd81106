import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parseCondition } from './parse.js';
import { conditionToJsonSchema } from './toJsonSchema.js';

describe('conditionToJsonSchema', () => {
  it('spells a comparison as a nested required property', () => {
    expect(conditionToJsonSchema(parseCondition('property.area > 50'))).toEqual({
      type: 'object',
      required: ['property'],
      properties: {
        property: {
          type: 'object',
          required: ['area'],
          properties: { area: { type: 'number', exclusiveMinimum: 50 } },
        },
      },
    });
  });

  it('is the empty schema, accepting everything, for an empty condition', () => {
    expect(conditionToJsonSchema(parseCondition(''))).toEqual({});
  });

  it('in the if of an if/then, a field is required only while the condition holds', () => {
    const schema = {
      type: 'object',
      if: conditionToJsonSchema(parseCondition('property.type == "FLAT"')),
      then: {
        properties: {
          property: { type: 'object', required: ['floor'], properties: { floor: { type: 'integer' } } },
        },
      },
    };
    const validate = new Ajv2020({ strict: true }).compile(schema);
    expect(validate({ property: { type: 'HOUSE' } })).toBe(true);
    expect(validate({})).toBe(true);
    expect(validate({ property: { type: 'FLAT' } })).toBe(false);
    expect(validate({ property: { type: 'FLAT', floor: 3 } })).toBe(true);
  });

  it('compares dates, and date-times by their day, with a standard pattern, not a format keyword', () => {
    const validate = new Ajv2020({ strict: true }).compile(
      conditionToJsonSchema(parseCondition('d < "2024-03-10"')),
    );
    const dates = [
      '2024-03-09',
      '2024-03-10',
      '2023-12-31',
      '2024-02-29',
      '2024-3-01',
      '2024-03-09T23:59:59',
      '2024-03-10T00:00:00',
      '2024-03-09 10:00:00',
    ];
    expect(dates.map((d) => validate({ d }))).toEqual([true, false, true, true, false, true, false, false]);
  });
});
