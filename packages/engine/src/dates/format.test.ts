import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.js';

describe('formatDate', () => {
  it('writes a date as YYYY/MM/DD', () => {
    expect(formatDate('2026-11-21')).toBe('2026/11/21');
    expect(formatDate('0987-01-05')).toBe('0987/01/05');
  });

  it('rejects what is not a real date', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('21.11.2026')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('writes the clock reading of the text as YYYY/MM/DD HH:mm:ss', () => {
    expect(formatDateTime('2026-11-21T08:05:09')).toBe('2026/11/21 08:05:09');
    expect(formatDateTime('2026-11-21T23:05:09.123Z')).toBe('2026/11/21 23:05:09');
    expect(formatDateTime('2026-11-21T08:05+02:00')).toBe('2026/11/21 08:05:00');
  });

  it('shows an instant on the clock of a time zone', () => {
    expect(formatDateTime('2026-11-21T23:05:09Z', 'Europe/Riga')).toBe('2026/11/22 01:05:09');
    expect(formatDateTime('2026-07-01T00:30:00+0300', 'Europe/Riga')).toBe('2026/07/01 00:30:00');
    expect(formatDateTime('2026-07-01T00:30:00-04:00', 'UTC')).toBe('2026/07/01 04:30:00');
  });

  it('keeps a local text without offset as written, whatever the zone', () => {
    expect(formatDateTime('2026-11-21T08:05:09', 'Asia/Tokyo')).toBe('2026/11/21 08:05:09');
  });

  it('rejects what is not an ISO 8601 date-time', () => {
    for (const bad of ['2026-11-21', '2026-11-21T24:00:00', '2026-02-30T10:00:00', 'yesterday']) {
      expect(() => formatDateTime(bad), bad).toThrow(RangeError);
    }
  });
});
