import { describe, expect, it } from 'vitest';
import { compileForm } from '../compileForm.js';
import {
  field,
  fieldErrors,
  objectDefinition,
  singleFieldForm,
  testContext,
} from '../../../test-support/formBuilders.js';
import { CompileError } from '../types.js';

const address = objectDefinition(
  'address',
  [
    field('street', { fieldType: 'String', mandatory: true }),
    field('country', { fieldType: 'String', defaultValue: 'LV' }),
    field('flat', { fieldType: 'String', mandatory: true, displayCondition: 'address.isFlat == true' }),
    field('isFlat', { fieldType: 'Boolean' }),
  ],
  { columns: 2 },
  { id: 'def-address' },
);

describe('Object field', () => {
  const context = { objectDefinitions: [address] };

  it('holds a nested object of the referenced definition', () => {
    const errors = fieldErrors({ fieldType: 'Object', referenceId: 'def-address' }, context);
    expect(errors({ street: 'Brīvības iela 1' })).toEqual({});
    expect(errors({})).toEqual({ street: ['This field is required'] });
    expect(errors({ street: 'x', colour: 'red' })).toEqual({
      colour: ['This field is not part of the form'],
    });
  });

  it('reads conditions on the referenced definition’s key against the nested object', () => {
    const errors = fieldErrors({ fieldType: 'Object', referenceId: 'def-address' }, context);
    expect(errors({ street: 'x', isFlat: true })).toEqual({ flat: ['This field is required'] });
    expect(errors({ street: 'x', isFlat: true, flat: '12' })).toEqual({});
  });

  it('nests the UI of the referenced fields and its defaults', () => {
    const form = singleFieldForm({ fieldType: 'Object', referenceId: 'def-address' }, context);
    expect(form.uiSchema.o).toMatchObject({
      f: {
        'ui:order': ['street', 'country', 'flat', 'isFlat'],
        'ui:options': { id: 'o.f', columns: 2 },
        street: { 'ui:widget': 'text', 'ui:options': { id: 'o.f.street' } },
      },
    });
    expect(form.defaults).toEqual({ o: { f: { country: 'LV' } } });
  });

  it('refuses an unknown reference and a definition that contains itself', () => {
    expect(() => singleFieldForm({ fieldType: 'Object', referenceId: 'nope' }, context)).toThrow(
      CompileError,
    );
    const node = objectDefinition(
      'node',
      [field('child', { fieldType: 'Object', referenceId: 'def-node' })],
      {},
      {
        id: 'def-node',
      },
    );
    expect(() => compileForm([node], testContext({ objectDefinitions: [node] }))).toThrow(
      /nesting would never end/,
    );
  });
});
