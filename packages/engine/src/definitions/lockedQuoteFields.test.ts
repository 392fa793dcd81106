import { describe, expect, it } from 'vitest';
import { changedLockedFields, lockedQuoteFields } from './lockedQuoteFields.js';
import { PREDEFINED_OBJECT_DEFINITIONS } from './predefined.js';
import type { ObjectDefinition } from './types.js';

const period = PREDEFINED_OBJECT_DEFINITIONS.find((each) => each.key === 'quote') as ObjectDefinition;
const parties: ObjectDefinition = {
  key: 'parties',
  objectType: 'CUSTOM',
  name: 'Parties',
  seq: 0,
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [
    { key: 'holder', name: 'Holder', iconName: 'Person', attributes: { fieldType: 'Customer' } },
    { key: 'heir', name: 'Heir', iconName: 'Person', attributes: { fieldType: 'Customer' } },
    { key: 'premium', name: 'Premium', iconName: 'Euro', attributes: { fieldType: 'Money' } },
  ],
};
const definitions = [period, parties];
const coreFields = { premium: 'parties.premium', beneficiary: 'parties.heir' };

describe('lockedQuoteFields', () => {
  it('keeps the end of the term and the currencies of a change', () => {
    expect(lockedQuoteFields('CHANGE', definitions, coreFields)).toEqual([
      { path: 'quote.endDate', lock: 'value' },
      { path: 'parties.premium', lock: 'currency' },
      { path: 'quote.sumInsured', lock: 'currency' },
    ]);
  });

  it('keeps the holder, else the first Customer field, and the beneficiary of a cancellation', () => {
    expect(lockedQuoteFields('CANCELLATION', definitions, coreFields)).toEqual([
      { path: 'parties.holder', lock: 'value' },
      { path: 'parties.heir', lock: 'value' },
    ]);
    expect(lockedQuoteFields('CANCELLATION', definitions, { policyHolder: 'parties.heir' })).toEqual([
      { path: 'parties.heir', lock: 'value' },
    ]);
  });

  it('locks nothing on a new quote, a renewal or a reinstatement', () => {
    for (const actionType of ['NEW', 'RENEWAL', 'REINSTATEMENT'] as const) {
      expect(lockedQuoteFields(actionType, definitions, coreFields)).toEqual([]);
    }
  });
});

describe('changedLockedFields', () => {
  const holder = { id: '0B9C8D7E-6F5A-4B3C-9D2E-1F0A9B8C7D6E', name: 'Anna Bērziņa' };
  const before = {
    quote: { startDate: '2026-12-01', endDate: '2027-11-30' },
    parties: { holder, premium: { amount: 100, currency: 'EUR' } },
  };

  it('names the fields whose kept value changed, a Money field by its currency', () => {
    const locked = [
      ...lockedQuoteFields('CHANGE', definitions, coreFields),
      { path: 'parties.holder', lock: 'value' as const },
    ];
    const data = {
      quote: { startDate: '2027-01-01', endDate: '2027-12-31' },
      parties: { holder: { id: 'another' }, premium: { amount: 200, currency: 'USD' } },
    };
    expect(changedLockedFields(locked, before, data)).toEqual([
      'quote.endDate',
      'parties.premium.currency',
      'parties.holder',
    ]);
  });

  it('lets the amount, the start and a party copy’s name change', () => {
    const locked = [
      ...lockedQuoteFields('CHANGE', definitions, coreFields),
      { path: 'parties.holder', lock: 'value' as const },
    ];
    const data = {
      quote: { startDate: '2027-01-01', endDate: '2027-11-30' },
      parties: {
        holder: { ...holder, id: holder.id.toLowerCase(), name: 'Anna Ozola' },
        premium: { amount: 200, currency: 'EUR' },
      },
    };
    expect(changedLockedFields(locked, before, data)).toEqual([]);
  });
});
