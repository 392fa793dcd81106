import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../condition/types.js';
import { KEYWORD_ORDER, KEYWORDS } from './interpreter/keywords.js';
import { schemaValidator } from './schemaInterpreter.js';

describe('schemaValidator', () => {
  it('reports errors in ajv’s shape: keyword, data pointer, schema path, params', () => {
    const validate = schemaValidator({
      type: 'object',
      properties: { 'a/b': { type: 'string', maxLength: 2 }, c: {} },
      required: ['c'],
      additionalProperties: false,
    });
    expect(validate({ 'a/b': 'abc', d: 1 })).toEqual([
      { keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'c' } },
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: 'd' },
      },
      {
        keyword: 'maxLength',
        instancePath: '/a~1b',
        schemaPath: '#/properties/a~1b/maxLength',
        params: { limit: 2 },
      },
    ]);
    expect(validate({ 'a/b': 'ab', c: 1 })).toEqual([]);
  });

  it('counts text length in code points, as people see characters', () => {
    const validate = schemaValidator({ type: 'string', maxLength: 2 });
    expect(validate('😀😀')).toEqual([]);
    expect(validate('😀😀😀')).toHaveLength(1);
  });

  it('finds that an empty array contains nothing, also after an array that did (where ajv errs)', () => {
    const validate = schemaValidator({ items: { contains: { const: 1 } } });
    expect(validate([[1], []]).map(({ keyword, instancePath }) => [keyword, instancePath])).toEqual([
      ['contains', '/1'],
    ]);
  });

  it('resolves local references and reports paths within the referenced schema', () => {
    const validate = schemaValidator({
      $defs: { amount: { type: 'number', minimum: 0 } },
      properties: { price: { $ref: '#/$defs/amount' } },
    });
    expect(validate({ price: -1 })).toEqual([
      {
        keyword: 'minimum',
        instancePath: '/price',
        schemaPath: '#/minimum',
        params: { comparison: '>=', limit: 0 },
      },
    ]);
  });

  it.each<[string, JsonSchema]>([
    ['an unknown keyword', { properties: { a: { colour: 'red' } } }],
    ['a keyword value of the wrong kind', JSON.parse('{ "properties": { "a": { "maxLength": "5" } } }')],
    ['an unknown type', { type: 'text' }],
    ['an unknown format', { format: 'email' }],
    ['an if without then or else', { if: { required: ['a'] } }],
    ['a then without if', { then: { required: ['a'] } }],
    ['a reference to nothing', { $ref: '#/$defs/missing' }],
    ['an empty enum', { enum: [] }],
    ['an invalid pattern', { pattern: '(' }],
  ])('refuses %s when it is made', (_case, schema) => {
    expect(() => schemaValidator(schema)).toThrow();
  });

  it('builds the checks of a schema object once', () => {
    const schema: JsonSchema = { type: 'string' };
    expect(schemaValidator(schema)).toBe(schemaValidator(schema));
  });

  it('places every validating keyword in the order it is checked in', () => {
    const ordered = Object.values(KEYWORD_ORDER).flat();
    const validating = Object.entries(KEYWORDS).flatMap(([keyword, { build }]) => (build ? [keyword] : []));
    expect([...validating].sort()).toEqual([...ordered].sort());
  });
});
