import { describe, expect, it } from 'vitest';
import { copyVersionName } from './productVersionNaming.js';

describe('copyVersionName', () => {
  it('increments a trailing number', () => {
    expect(copyVersionName('Motor 2026 v1')).toBe('Motor 2026 v2');
    expect(copyVersionName('Version 9')).toBe('Version 10');
    expect(copyVersionName('Tariff 2026')).toBe('Tariff 2027');
    expect(copyVersionName('Release 009')).toBe('Release 010');
    expect(copyVersionName('12345678901234567890')).toBe('12345678901234567891');
  });

  it('prefixes a name without a trailing number with "Copy of"', () => {
    expect(copyVersionName('Basic')).toBe('Copy of Basic');
    expect(copyVersionName('v2 draft')).toBe('Copy of v2 draft');
  });

  it('keeps incrementing while the name is taken', () => {
    expect(copyVersionName('Version 1', ['Version 1', 'Version 2', 'version 3'])).toBe('Version 4');
    expect(copyVersionName('Basic', ['Basic', 'Copy of Basic'])).toBe('Copy of Basic 2');
    expect(copyVersionName('Basic', ['Copy of Basic', 'Copy of Basic 2'])).toBe('Copy of Basic 3');
  });

  it('does not mind names that are not taken', () => {
    expect(copyVersionName('Version 1', ['Version 3'])).toBe('Version 2');
  });
});
