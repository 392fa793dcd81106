import { describe, expect, it } from 'vitest';
import { PREDEFINED_OBJECT_DEFINITIONS } from './predefined.js';
import { quoteCoreFieldErrors } from './quoteCoreFields.js';
import type { ObjectDefinition } from './types.js';

const period = PREDEFINED_OBJECT_DEFINITIONS.find((each) => each.key === 'quote') as ObjectDefinition;
const holder: ObjectDefinition = {
  key: 'holder',
  objectType: 'CUSTOM',
  name: 'Holder',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [
    { key: 'customer', name: 'Customer', iconName: 'Person', attributes: { fieldType: 'Customer' } },
    { key: 'premium', name: 'Premium', iconName: 'Euro', attributes: { fieldType: 'Money' } },
  ],
};
const drivers: ObjectDefinition = {
  ...holder,
  key: 'drivers',
  attributes: { controlType: 'MULTIPLE_OBJECTS' },
};

describe('quoteCoreFieldErrors', () => {
  it('accepts fields of single objects of the right types', () => {
    const coreFields = {
      premium: 'holder.premium',
      sumInsured: 'quote.sumInsured',
      policyHolder: 'holder.customer',
      beneficiary: 'holder.customer',
    };
    expect(quoteCoreFieldErrors({ objectDefinitions: [period, holder], coreFields })).toEqual({});
    expect(quoteCoreFieldErrors({ objectDefinitions: [period, holder] })).toEqual({});
  });

  it('refuses unknown fields, fields of lists, and fields of another type', () => {
    const coreFields = {
      premium: 'holder.customer',
      sumInsured: 'quote.nothing',
      policyHolder: 'drivers.customer',
      beneficiary: 'holder.premium.amount',
    };
    expect(quoteCoreFieldErrors({ objectDefinitions: [period, holder, drivers], coreFields })).toEqual({
      'definition.coreFields.premium': ['wrongFieldType'],
      'definition.coreFields.sumInsured': ['notFound'],
      'definition.coreFields.policyHolder': ['notFound'],
      'definition.coreFields.beneficiary': ['notFound'],
    });
  });
});
