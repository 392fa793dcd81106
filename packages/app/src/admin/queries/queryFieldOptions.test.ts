import { describe, expect, it } from 'vitest';
import { queryFieldOptions } from './queryFieldOptions.js';

describe('query field options', () => {
  const sources = {
    lookups: [
      { id: 'fuel', values: [{ key: 'DIESEL', name: 'Diesel', translations: { de: 'Diesel (de)' } }] },
    ],
    currencies: ['EUR', 'USD'],
    locale: 'de-DE',
    codeName: (enumeration: string, code: string) => `${enumeration}:${code}`,
  };

  it('offers each field with the value editor of its type, codes of an enumeration to choose from, in the user language', () => {
    const options = queryFieldOptions(
      [
        {
          key: 'quoteNr',
          name: 'Number',
          fieldType: 'String',
          sortable: true,
          translations: { de: 'Nummer' },
        },
        { key: 'premium', name: 'Premium', fieldType: 'Money', sortable: true },
        {
          key: 'vehicle.fuelType',
          name: 'Fuel',
          fieldType: 'Lookup',
          sortable: true,
          meta: { lookupId: 'fuel' },
        },
        { key: 'currency', name: 'Currency', fieldType: 'Currency', sortable: true },
        { key: 'startDate', name: 'Start', fieldType: 'Date', sortable: true },
        { key: 'risk.inspectedAt', name: 'Inspected', fieldType: 'DateTime', sortable: true },
        { key: 'risk.tags', name: 'Tags', fieldType: 'StringArray', sortable: false },
        {
          key: 'status',
          name: 'Status',
          fieldType: 'String',
          sortable: true,
          meta: { enumeration: 'quoteStatuses', values: ['NEW', 'READY'] },
        },
      ],
      sources,
    );
    expect(options).toEqual([
      { path: 'quoteNr', label: 'Nummer', kind: 'text' },
      { path: 'premium', label: 'Premium', kind: 'number' },
      {
        path: 'vehicle.fuelType',
        label: 'Fuel',
        kind: 'choice',
        values: [{ name: 'DIESEL', label: 'Diesel (de)' }],
      },
      {
        path: 'currency',
        label: 'Currency',
        kind: 'choice',
        values: [
          { name: 'EUR', label: 'EUR' },
          { name: 'USD', label: 'USD' },
        ],
      },
      { path: 'startDate', label: 'Start', kind: 'date' },
      { path: 'risk.inspectedAt', label: 'Inspected', kind: 'date' },
      { path: 'risk.tags', label: 'Tags', kind: 'list' },
      {
        path: 'status',
        label: 'Status',
        kind: 'choice',
        values: [
          { name: 'NEW', label: 'quoteStatuses:NEW' },
          { name: 'READY', label: 'quoteStatuses:READY' },
        ],
      },
    ]);
  });

  it('lets a lookup field whose lookup is unknown be compared as text', () => {
    const [option] = queryFieldOptions(
      [{ key: 'x', name: 'X', fieldType: 'Lookup', sortable: true, meta: { lookupId: 'gone' } }],
      sources,
    );
    expect(option?.kind).toBe('text');
  });
});
