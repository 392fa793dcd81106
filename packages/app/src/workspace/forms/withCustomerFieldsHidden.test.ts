import { compileForm, type ObjectDefinition, type UiSchema } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { withCustomerFieldsHidden } from './withCustomerFieldsHidden.js';
import { testContext } from '../../../../engine/test-support/formBuilders.js';

const customer = (key: string) => ({
  key,
  name: key,
  attributes: { fieldType: 'Customer' as const, partyTypes: ['PRIVATE' as const] },
});

const definitions: ObjectDefinition[] = [
  {
    key: 'policy',
    objectType: 'CUSTOM',
    name: 'Policy',
    attributes: { controlType: 'SINGLE_OBJECT' },
    fields: [customer('holder'), { key: 'note', name: 'Note', attributes: { fieldType: 'String' } }],
  },
  {
    key: 'drivers',
    objectType: 'CUSTOM',
    name: 'Drivers',
    attributes: { controlType: 'MULTIPLE_OBJECTS' },
    fields: [customer('driver')],
  },
];

const form = compileForm(definitions, testContext());
const node = (ui: UiSchema, ...path: string[]) =>
  path.reduce<UiSchema>((current, key) => current[key] as UiSchema, ui);

describe('withCustomerFieldsHidden', () => {
  it('hides every Customer field, in objects and in list items alike', () => {
    const { uiSchema } = withCustomerFieldsHidden(form);
    expect(node(uiSchema, 'policy', 'holder')['ui:options']).toMatchObject({ hidden: true });
    expect(node(uiSchema, 'drivers', 'items', 'driver')['ui:options']).toMatchObject({ hidden: true });
  });

  it('leaves the other fields, the schema and the defaults as they were', () => {
    const hidden = withCustomerFieldsHidden(form);
    expect(node(hidden.uiSchema, 'policy', 'note')).toEqual(node(form.uiSchema, 'policy', 'note'));
    expect(hidden.schema).toBe(form.schema);
    expect(hidden.defaults).toBe(form.defaults);
    expect(node(form.uiSchema, 'policy', 'holder')['ui:options']?.hidden).toBeUndefined();
  });
});
