import { describe, expect, it } from 'vitest';
import { todayIn } from './tenantToday.js';

describe('todayIn', () => {
  // 22:30 UTC on 31 December is already 1 January in Riga, still 31 December in New York.
  const lateEvening = new Date('2026-12-31T22:30:00Z');

  it('is the date on the wall clock of the tenant’s time zone, not of UTC', () => {
    expect(todayIn({ timeZone: 'Europe/Riga' }, lateEvening)).toBe('2027-01-01');
    expect(todayIn({ timeZone: 'America/New_York' }, lateEvening)).toBe('2026-12-31');
  });

  it('takes the default time zone (Riga) until the settings name one', () => {
    expect(todayIn({}, lateEvening)).toBe('2027-01-01');
  });
});
