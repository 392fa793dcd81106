import { describe, expect, it } from 'vitest';
import { iconLabel, matchesIconQuery } from './iconNames.js';

describe('iconLabel', () => {
  it('splits a name into its words', () => {
    expect(iconLabel('DirectionsCar')).toBe('Directions Car');
    expect(iconLabel('Inventory2')).toBe('Inventory2');
    expect(iconLabel('QrCode')).toBe('Qr Code');
  });
});

describe('matchesIconQuery', () => {
  it('finds a name by any part of it, ignoring case and spaces', () => {
    expect(matchesIconQuery('DirectionsCar', 'car')).toBe(true);
    expect(matchesIconQuery('DirectionsCar', 'Directions car')).toBe(true);
    expect(matchesIconQuery('DirectionsCar', 'bus')).toBe(false);
  });

  it('matches every name when nothing is typed', () => {
    expect(matchesIconQuery('Search', '  ')).toBe(true);
  });
});
