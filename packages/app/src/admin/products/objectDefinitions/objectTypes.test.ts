import { describe, expect, it } from 'vitest';
import { fitsProductType, isPredefinedObjectType } from './objectTypes.js';

describe('isPredefinedObjectType', () => {
  it('holds for every type but CUSTOM and ENRICHMENT', () => {
    expect(isPredefinedObjectType('PRIVATE')).toBe(true);
    expect(isPredefinedObjectType('QUOTE')).toBe(true);
    expect(isPredefinedObjectType('CUSTOM')).toBe(false);
    expect(isPredefinedObjectType('ENRICHMENT')).toBe(false);
  });
});

describe('fitsProductType', () => {
  it('keeps POLICY to insurance and LOAN to lending', () => {
    expect(fitsProductType('POLICY', 'INSURANCE')).toBe(true);
    expect(fitsProductType('POLICY', 'LENDING')).toBe(false);
    expect(fitsProductType('LOAN', 'LENDING')).toBe(true);
    expect(fitsProductType('LOAN', 'INSURANCE')).toBe(false);
    expect(fitsProductType('CUSTOM', 'LENDING')).toBe(true);
  });
});
