import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { defaultWidgetName, fieldPathOf, isContainer, orderedKeys } from './schemaTree.js';

const money: RJSFSchema = {
  type: 'object',
  properties: { amount: { type: 'number' }, currency: { type: 'string' } },
};
const root = {
  schema: {
    type: 'object',
    properties: {
      vehicle: { type: 'object', properties: { make: { type: 'string' }, value: money } },
      drivers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  } as RJSFSchema,
  uiSchema: { vehicle: { value: { 'ui:widget': 'money' } } } as UiSchema,
};

describe('isContainer', () => {
  it('lays out objects and lists of objects itself, and leaves the rest to widgets', () => {
    expect(isContainer({ schema: { type: 'object' }, uiSchema: {} })).toBe(true);
    expect(isContainer({ schema: { type: 'array', items: { type: 'object' } }, uiSchema: {} })).toBe(true);
    expect(isContainer({ schema: { type: 'array', items: { type: 'string' } }, uiSchema: {} })).toBe(false);
    expect(isContainer({ schema: money, uiSchema: { 'ui:widget': 'money' } })).toBe(false);
  });
});

describe('fieldPathOf', () => {
  it('gives an error inside a compound widget to the widget', () => {
    expect(fieldPathOf('vehicle.value.amount', root)).toBe('vehicle.value');
  });

  it('keeps paths of plain fields, list items and the root', () => {
    expect(fieldPathOf('vehicle.make', root)).toBe('vehicle.make');
    expect(fieldPathOf('drivers.2.name', root)).toBe('drivers.2.name');
    expect(fieldPathOf('drivers', root)).toBe('drivers');
    expect(fieldPathOf('', root)).toBe('');
  });

  it('keeps paths the schema does not know', () => {
    expect(fieldPathOf('quote.discountCode', root)).toBe('quote.discountCode');
  });
});

describe('defaultWidgetName', () => {
  it('chooses by schema when the UI schema names no widget', () => {
    expect(defaultWidgetName({ type: 'string' })).toBe('text');
    expect(defaultWidgetName({ type: 'string', enum: ['A'] })).toBe('lookup');
    expect(defaultWidgetName({ type: ['number', 'null'] })).toBe('numeric');
    expect(defaultWidgetName({ type: 'integer' })).toBe('integer');
    expect(defaultWidgetName({ type: 'boolean' })).toBe('yesNo');
    expect(defaultWidgetName({ type: 'array', items: { type: 'integer' } })).toBe('integerArray');
    expect(defaultWidgetName({ type: 'array', items: { type: 'string' } })).toBe('stringArray');
  });
});

describe('orderedKeys', () => {
  const schema: RJSFSchema = { type: 'object', properties: { a: {}, b: {}, c: {}, d: {} } };

  it('follows ui:order and appends keys it leaves out', () => {
    expect(orderedKeys({ schema, uiSchema: { 'ui:order': ['c', 'a'] } })).toEqual(['c', 'a', 'b', 'd']);
  });

  it('puts the keys it leaves out where the wildcard stands', () => {
    expect(orderedKeys({ schema, uiSchema: { 'ui:order': ['c', '*', 'a'] } })).toEqual(['c', 'b', 'd', 'a']);
  });

  it('ignores keys the schema does not have', () => {
    expect(orderedKeys({ schema, uiSchema: { 'ui:order': ['x', 'd'] } })).toEqual(['d', 'a', 'b', 'c']);
  });
});
