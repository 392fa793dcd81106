import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { uiOptionsOf } from './useUiOptions.js';

const uiSchemas: UiSchema[] = [
  {},
  { 'ui:widget': 'LookupWidget', 'ui:options': { enumNames: ['Petrol', 'Diesel'], columns: 3 } },
  { 'ui:options': { readonly: false }, 'ui:readonly': true, title: 'not an option', vehicle: {} },
  { 'ui:readonly': true, 'ui:options': { readonly: false } },
  { 'ui:order': ['b', 'a'], 'ui:options': {} },
];

describe('a node’s UI options', () => {
  it.each(uiSchemas)('are read as RJSF reads them: %j', (uiSchema) => {
    expect(uiOptionsOf(uiSchema)).toEqual(getUiOptions(uiSchema));
  });

  it('are none without a UI schema', () => {
    expect(uiOptionsOf(undefined)).toEqual({});
  });
});
