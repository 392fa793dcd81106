import { describe, expect, it } from 'vitest';
import { localizedName } from './localizedName.js';

const make = { name: 'Make', translations: { de: 'Marke', lv: 'Marka', 'fr-CA': 'Marque (CA)', ru: '' } };

describe('localizedName', () => {
  it('uses the translation for the language of the locale', () => {
    expect(localizedName(make, 'de-DE')).toBe('Marke');
    expect(localizedName(make, 'lv-LV')).toBe('Marka');
  });

  it('prefers a translation for the full locale', () => {
    expect(localizedName(make, 'fr-CA')).toBe('Marque (CA)');
  });

  it('falls back to the name when the language has no (or an empty) translation', () => {
    expect(localizedName(make, 'fr-FR')).toBe('Make');
    expect(localizedName(make, 'ru-RU')).toBe('Make');
    expect(localizedName({ name: 'Make' }, 'de-DE')).toBe('Make');
  });
});
