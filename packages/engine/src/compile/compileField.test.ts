import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../definitions/types.js';
import { compileField } from './compileField.js';
import { field, testContext } from '../../test-support/formBuilders.js';
import { CompileError } from './types.js';

const env = {
  context: testContext({ locale: 'fr-FR' }),
  path: 'vehicle.value',
  compileReference: () => {
    throw new Error('no references here');
  },
};

describe('compileField', () => {
  const value = field(
    'value',
    {
      fieldType: 'Integer',
      hidden: true,
      showAsSummary: true,
      summaryTemplate: '{{vehicle.value}} EUR',
      printoutValue: 'VALUE',
      defaultValue: 1000,
    },
    { iconName: 'Euro', translations: { fr: 'Valeur' } },
  );

  it('titles the schema in the locale and carries the common UI options', () => {
    const compiled = compileField(value, env);
    expect(compiled.schema).toEqual({ title: 'Valeur', type: 'integer' });
    expect(compiled.ui).toEqual({
      'ui:widget': 'integer',
      'ui:options': {
        id: 'vehicle.value',
        hidden: true,
        iconName: 'Euro',
        showAsSummary: true,
        summaryTemplate: '{{vehicle.value}} EUR',
        printoutValue: 'VALUE',
      },
    });
    expect(compiled.defaultValue).toBe(1000);
  });

  it('leaves out options that do not apply', () => {
    expect(compileField(field('plain', { fieldType: 'String' }), env).ui).toEqual({
      'ui:widget': 'text',
      'ui:options': { id: 'vehicle.value' },
    });
  });

  it('copies a default value, so compiled output never shares the definition’s objects', () => {
    const defaultValue = { amount: 10, currency: 'EUR' };
    const compiled = compileField(field('price', { fieldType: 'Money', defaultValue }), env);
    expect(compiled.defaultValue).toEqual(defaultValue);
    expect(compiled.defaultValue).not.toBe(defaultValue);
  });

  it('refuses an unknown field type', () => {
    const odd = { key: 'x', name: 'x', attributes: { fieldType: 'Colour' } } as unknown as FieldDefinition;
    expect(() => compileField(odd, env)).toThrow(CompileError);
  });
});
