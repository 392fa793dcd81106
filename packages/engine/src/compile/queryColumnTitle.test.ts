import { describe, expect, it } from 'vitest';
import { queryColumnTitle } from './queryColumnTitle.js';

describe('queryColumnTitle', () => {
  const field = { name: 'Premium', translations: { de: 'Prämie' } };
  const query = { columnTranslations: { premium: { de: 'Jahresprämie', 'fr-FR': '' } } };

  it("takes the column's own translation first, by locale or language", () => {
    expect(queryColumnTitle(query, 'premium', field, 'de-DE')).toBe('Jahresprämie');
  });

  it("falls back to the field's translation, then its name", () => {
    expect(queryColumnTitle({}, 'premium', field, 'de-DE')).toBe('Prämie');
    expect(queryColumnTitle(query, 'premium', field, 'fr-FR')).toBe('Premium');
    expect(queryColumnTitle(query, 'premium', field, 'en-GB')).toBe('Premium');
  });

  it('titles a column no field describes by its key', () => {
    expect(queryColumnTitle({}, 'vehicle.make', undefined, 'en-GB')).toBe('vehicle.make');
  });
});
