import { describe, expect, it } from 'vitest';
import { PREDEFINED_OBJECT_DEFINITIONS } from './predefined.js';
import { contracteePath, quoteCoreFieldErrors } from './quoteCoreFields.js';
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
      'definition.coreFields.premium': ['coreFieldWrongType'],
      'definition.coreFields.sumInsured': ['coreFieldNotFound'],
      'definition.coreFields.policyHolder': ['coreFieldNotFound'],
      'definition.coreFields.beneficiary': ['coreFieldNotFound'],
    });
  });

  it('takes a borrower and a guarantor as Customer fields, refusing a field of another type', () => {
    const objectDefinitions = [period, holder];
    expect(
      quoteCoreFieldErrors({
        objectDefinitions,
        coreFields: { borrower: 'holder.customer', guarantor: 'holder.customer' },
      }),
    ).toEqual({});
    expect(quoteCoreFieldErrors({ objectDefinitions, coreFields: { guarantor: 'holder.premium' } })).toEqual({
      'definition.coreFields.guarantor': ['coreFieldWrongType'],
    });
  });
});

describe('contracteePath', () => {
  it('is the borrower a version names, else its policy holder', () => {
    expect(contracteePath({ borrower: 'borrower.customer', policyHolder: 'holder.customer' })).toBe(
      'borrower.customer',
    );
    expect(contracteePath({ policyHolder: 'holder.customer' })).toBe('holder.customer');
    expect(contracteePath(undefined)).toBeUndefined();
  });
});
