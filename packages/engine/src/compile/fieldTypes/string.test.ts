import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';
import { CompileError } from '../types.js';

describe('String field', () => {
  it('accepts text and rejects other types', () => {
    const errors = fieldErrors({ fieldType: 'String' });
    expect(errors('Golf')).toEqual({});
    expect(errors('')).toEqual({});
    expect(errors(undefined)).toEqual({});
    expect(errors(42)).toEqual({ '': ['Must be text'] });
  });

  it('requires a non-empty value when mandatory', () => {
    const errors = fieldErrors({ fieldType: 'String', mandatory: true });
    expect(errors(undefined)).toEqual({ '': ['This field is required'] });
    expect(errors('')).toEqual({ '': ['This field is required'] });
    expect(errors('Golf')).toEqual({});
  });

  it('must match matchPattern', () => {
    const errors = fieldErrors({ fieldType: 'String', matchPattern: '^[A-Z]{2}[0-9]{4}$' });
    expect(errors('AB1234')).toEqual({});
    expect(errors('ab1234')).toEqual({ '': ['Does not match the required format'] });
  });

  it('keeps at most a thousand characters', () => {
    const errors = fieldErrors({ fieldType: 'String' });
    expect(errors('x'.repeat(1000))).toEqual({});
    expect(errors('x'.repeat(1001))).toEqual({ '': ['Maximum number of characters: 1000'] });
  });

  it('refuses an invalid matchPattern at compile time', () => {
    expect(() => singleFieldForm({ fieldType: 'String', matchPattern: '([a-z' })).toThrow(CompileError);
  });

  it('renders with the text widget', () => {
    expect(singleFieldForm({ fieldType: 'String' }).uiSchema.o).toMatchObject({ f: { 'ui:widget': 'text' } });
  });
});
