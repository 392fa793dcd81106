import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyrightYears.js';

describe('the copyright range', () => {
  it('runs from 2021 to the current year', () => {
    expect(copyrightYears(new Date('2026-11-21T12:00:00'))).toBe('2021–2026');
  });

  it('is a single year within 2021', () => {
    expect(copyrightYears(new Date('2021-06-01T12:00:00'))).toBe('2021');
  });
});
