import { describe, expect, it } from 'vitest';
import { fieldDescriptions } from './fieldDescriptions.js';
import { historyChanges } from './historyChanges.js';

describe('historyChanges', () => {
  const descriptions = fieldDescriptions(
    {
      type: 'object',
      properties: {
        claim: {
          type: 'object',
          title: 'Claim',
          properties: {
            lossAmount: { title: 'Loss amount' },
            cause: { title: 'Cause', enum: ['FIRE', 'WATER'] },
            drivers: { type: 'array', items: { type: 'object', properties: { name: { title: 'Driver' } } } },
          },
        },
      },
    },
    { claim: { cause: { 'ui:options': { enumNames: ['Fire', 'Water leak'] } } } },
    'data',
  );

  it('lists only the fields that changed, labelled by the definitions, with money formatted', () => {
    const changes = historyChanges(
      { data: { claim: { lossAmount: { amount: 1234.5, currency: 'EUR' }, cause: 'FIRE' } } },
      { data: { claim: { lossAmount: { amount: 2000, currency: 'EUR' }, cause: 'FIRE' } } },
      descriptions,
    );
    expect(changes).toEqual([
      { field: 'data.claim.lossAmount', label: 'Loss amount', before: '1 234.50 EUR', after: '2 000.00 EUR' },
    ]);
  });

  it('shows lookup codes by their names and array items by the label of their field', () => {
    const changes = historyChanges(
      { data: { claim: { cause: 'FIRE', drivers: [{ name: 'Anna' }] } } },
      { data: { claim: { cause: 'WATER', drivers: [{ name: 'Ilze' }] } } },
      descriptions,
    );
    expect(changes).toEqual([
      { field: 'data.claim.cause', label: 'Cause', before: 'Fire', after: 'Water leak' },
      { field: 'data.claim.drivers.0.name', label: 'Driver', before: 'Anna', after: 'Ilze' },
    ]);
  });

  it('formats dates, shows references by name and spells out keys without a definition', () => {
    const changes = historyChanges(
      { status: 'NEW', applicationDate: '2026-03-12', applicant: null },
      { status: 'APPROVED', applicationDate: '2026-03-14', applicant: { id: 'a', name: 'Līga Kalniņa' } },
    );
    expect(changes).toEqual([
      { field: 'status', label: 'Status', before: 'NEW', after: 'APPROVED' },
      { field: 'applicationDate', label: 'Application date', before: '2026/03/12', after: '2026/03/14' },
      { field: 'applicant', label: 'Applicant', before: null, after: 'Līga Kalniņa' },
    ]);
  });

  it('shows a created object as its fields with no value before, and ignores its bookkeeping', () => {
    const changes = historyChanges(null, {
      id: 'x',
      version: 0,
      updatedAt: '2026-01-01T00:00:00Z',
      note: 'Call back',
    });
    expect(changes).toEqual([{ field: 'note', label: 'Note', before: null, after: 'Call back' }]);
  });

  it('finds nothing between equal states', () => {
    expect(historyChanges({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
  });
});

describe('historyChanges of whole records', () => {
  it('reads a record with an id and a name field by field, not as a reference', () => {
    expect(
      historyChanges(
        { id: 'p', name: 'Anna', data: { person: { firstName: 'Anna' } } },
        { id: 'p', name: 'Anna Marija', data: { person: { firstName: 'Anna Marija' } } },
      ),
    ).toEqual([
      { field: 'name', label: 'Name', before: 'Anna', after: 'Anna Marija' },
      { field: 'data.person.firstName', label: 'First name', before: 'Anna', after: 'Anna Marija' },
    ]);
  });
});
