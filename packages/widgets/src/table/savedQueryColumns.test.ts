import type { SavedQuery } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { parseSorting, savedQueryColumns, toggleSorting } from './savedQueryColumns.js';

const query: SavedQuery = {
  name: 'All quotes',
  queryObject: 'INSURANCE_QUOTES',
  columns: ['quoteNr', 'premium', 'vehicle.make', 'unknown'],
  columnTranslations: { premium: { de: 'Prämie (Spalte)' } },
  queryFields: [
    {
      key: 'quoteNr',
      name: 'Quote number',
      fieldType: 'String',
      sortable: true,
      translations: { de: 'Angebotsnummer' },
    },
    { key: 'premium', name: 'Premium', fieldType: 'Money', sortable: true, translations: { de: 'Prämie' } },
    { key: 'vehicle.make', name: 'Make', fieldType: 'Lookup', meta: { lookupId: 'makes' } },
  ],
};

describe('savedQueryColumns', () => {
  it('keeps the column order and types of the query fields', () => {
    expect(savedQueryColumns(query, 'en-GB')).toEqual([
      { key: 'quoteNr', title: 'Quote number', fieldType: 'String', sortable: true },
      { key: 'premium', title: 'Premium', fieldType: 'Money', sortable: true },
      { key: 'vehicle.make', title: 'Make', fieldType: 'Lookup', sortable: false, lookupId: 'makes' },
      { key: 'unknown', title: 'unknown', fieldType: 'String', sortable: false },
    ]);
  });

  it('titles columns by the column translation, then the field translation', () => {
    expect(savedQueryColumns(query, 'de-DE').map((column) => column.title)).toEqual([
      'Angebotsnummer',
      'Prämie (Spalte)',
      'Make',
      'unknown',
    ]);
  });
});

describe('sorting', () => {
  it('reads field:ASC|DESC and drops anything else', () => {
    expect(parseSorting(['premium:DESC', 'bad', 'quoteNr:ASC'])).toEqual([
      { key: 'premium', direction: 'DESC' },
      { key: 'quoteNr', direction: 'ASC' },
    ]);
  });

  it('cycles a clicked column through ascending, descending and unsorted, first in precedence', () => {
    expect(toggleSorting(['premium:DESC'], 'quoteNr')).toEqual(['quoteNr:ASC', 'premium:DESC']);
    expect(toggleSorting(['quoteNr:ASC', 'premium:DESC'], 'quoteNr')).toEqual([
      'quoteNr:DESC',
      'premium:DESC',
    ]);
    expect(toggleSorting(['quoteNr:DESC', 'premium:DESC'], 'quoteNr')).toEqual(['premium:DESC']);
  });
});
