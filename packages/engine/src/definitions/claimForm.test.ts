import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../test-support/definitionSchemas.js';
import { compileForm } from '../compile/compileForm.js';
import { createValidator } from '../validate/createValidator.js';
import { CLAIM_OBJECT_DEFINITIONS } from './claimForm.js';

const validate = createValidator(
  compileForm([...CLAIM_OBJECT_DEFINITIONS], {
    locale: 'en-GB',
    now: '2026-11-21T12:00:00',
    lookups: [],
    objectDefinitions: [],
    currencies: ['EUR', 'JPY'],
    mode: 'edit',
  }).schema,
);

const claim = (values: Record<string, unknown>) => ({
  claim: {
    applicant: { id: 'p1', name: 'Anna Bērziņa', partyType: 'PRIVATE' },
    eventDateTime: '2026-11-20T08:15:00',
    applicationDate: '2026-11-21',
    lossAmount: { amount: 100.5, currency: 'EUR' },
    ...values,
  },
});

describe('the claim form', () => {
  it('is a valid object definition', () => {
    for (const definition of CLAIM_OBJECT_DEFINITIONS) {
      expect(schemaErrors('object-definition', definition)).toEqual([]);
    }
  });

  it('needs an applicant, the event and its loss, and takes the rest as optional', () => {
    expect(validate(claim({})).valid).toBe(true);
    const { errors } = validate({ claim: {} });
    expect(Object.keys(errors).sort()).toEqual([
      'claim.applicant',
      'claim.applicationDate',
      'claim.eventDateTime',
      'claim.lossAmount',
    ]);
  });

  it('refuses an event or an application in the future', () => {
    expect(validate(claim({ eventDateTime: '2026-11-21T12:00:01' })).errors).toHaveProperty(
      'claim.eventDateTime',
    );
    expect(validate(claim({ applicationDate: '2026-11-22' })).errors).toHaveProperty('claim.applicationDate');
  });

  it("keeps money within each currency's subunit", () => {
    expect(validate(claim({ lossAmount: { amount: 1.005, currency: 'EUR' } })).valid).toBe(false);
    expect(validate(claim({ deductibleAmount: { amount: 1.5, currency: 'JPY' } })).valid).toBe(false);
    expect(validate(claim({ expensesAmount: { amount: 15, currency: 'JPY' } })).valid).toBe(true);
  });

  it('refuses a company as the applicant', () => {
    const company = { id: 'c1', name: 'Acme', partyType: 'LEGAL' };
    expect(validate(claim({ applicant: company })).errors).toHaveProperty(['claim.applicant.partyType']);
  });
});
