import { describe, expect, it } from 'vitest';
import { canOpenAdminArea, canSearch } from './shellPermissions.js';

describe('header buttons', () => {
  it('search needs party, quote or contract Find', () => {
    expect(canSearch(['QuoteFind'])).toBe(true);
    expect(canSearch(['party:*'])).toBe(true);
    expect(canSearch(['party:Read', 'claim:Find'])).toBe(false);
  });

  it('the admin area needs a permission of an administered area', () => {
    expect(canOpenAdminArea(['query:List'])).toBe(true);
    expect(canOpenAdminArea(['tenant:UpdateSettings'])).toBe(true);
    expect(canOpenAdminArea(['productVersion:Read', 'party:*'])).toBe(false);
  });
});
