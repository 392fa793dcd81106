import { describe, expect, it } from 'vitest';
import { containsPattern, foldForSearch, searchTextOf } from './searchText.js';

describe('search text', () => {
  it('folds case, accents and whitespace the same way for stored values and typed text', () => {
    expect(foldForSearch('  Anna   BĒRZIŅA ')).toBe('anna berzina');
    expect(foldForSearch('Škoda Ōtsu Ёлка')).toBe('skoda otsu елка');
    expect(foldForSearch('a\u0000b\u0007c')).toBe('a b c');
  });

  it('keeps each value on its own line, so that a match never spans two of them', () => {
    expect(searchTextOf(['Anna Bērziņa', undefined, '', 'A@B.LV'])).toBe('anna berzina\na@b.lv');
  });

  it('matches %, _ and \\ literally and nothing for blank text', () => {
    expect(containsPattern(' 50%_off\\ ')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('   ')).toBeUndefined();
    expect(containsPattern(undefined)).toBeUndefined();
  });
});
