import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Text field', () => {
  it('holds multi-line text with the rules of String', () => {
    const errors = fieldErrors({ fieldType: 'Text', mandatory: true, matchPattern: '^[^<>]*$' });
    expect(errors('line one\nline two')).toEqual({});
    expect(errors('')).toEqual({ '': ['This field is required'] });
    expect(errors('<script>')).toEqual({ '': ['Does not match the required format'] });
  });

  it('keeps at most four thousand characters', () => {
    const errors = fieldErrors({ fieldType: 'Text' });
    expect(errors('x'.repeat(4000))).toEqual({});
    expect(errors('x'.repeat(4001))).toEqual({ '': ['Maximum number of characters: 4000'] });
  });

  it('renders with the textarea widget', () => {
    expect(singleFieldForm({ fieldType: 'Text' }).uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'textarea' },
    });
  });
});
