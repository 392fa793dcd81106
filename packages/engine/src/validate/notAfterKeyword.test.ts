import { describe, expect, it } from 'vitest';
import { isNotAfter } from './notAfterKeyword.js';

describe('isNotAfter', () => {
  it('compares dates by day', () => {
    expect(isNotAfter('2026-05-01', '2026-05-01')).toBe(true);
    expect(isNotAfter('2026-04-30', '2026-05-01')).toBe(true);
    expect(isNotAfter('2026-05-02', '2026-05-01')).toBe(false);
  });

  it('compares date-times on the wall clock, to the fraction of a second', () => {
    expect(isNotAfter('2026-05-01T10:00:00', '2026-05-01T10:00:00')).toBe(true);
    expect(isNotAfter('2026-05-01 09:59:59', '2026-05-01T10:00:00')).toBe(true);
    expect(isNotAfter('2026-05-01T10:00:00.5', '2026-05-01T10:00:00')).toBe(false);
  });

  it('ignores a zone designator, so the machine’s time zone never matters', () => {
    expect(isNotAfter('2026-05-01T10:00:00Z', '2026-05-01T10:00:00')).toBe(true);
    expect(isNotAfter('2026-05-01T10:00:01+03:00', '2026-05-01T10:00:00')).toBe(false);
  });
});
