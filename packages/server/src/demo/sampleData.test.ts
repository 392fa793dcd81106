import { localNow } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { instantOn, resolveSample, withChanges } from './sampleData.js';

describe('sample data', () => {
  const anna = {
    id: '0b8e4d2a-1c3f-4e5a-9b7c-6d8e0f1a2b3c',
    name: 'Anna Bērziņa',
    code: '120385-12345',
    partyType: 'PRIVATE' as const,
  };
  const context = { localNow: '2026-03-29T14:00:00', locale: 'de-DE', persons: new Map([['anna', anna]]) };

  it('writes a text in the language of the locale, else in English', () => {
    const note = {
      text: 'Call after five',
      translations: { de: 'Nach fünf anrufen', fr: 'Appeler après 17 h' },
    };
    expect(resolveSample({ note }, context)).toEqual({ note: 'Nach fünf anrufen' });
    expect(resolveSample({ note }, { ...context, locale: 'lv-LV' })).toEqual({ note: 'Call after five' });
  });

  it('computes dates and date-times from the moment the record is made, by date-default operations', () => {
    const sample = {
      startDate: {
        relativeDate: [
          { type: 'PLUS', unit: 'MONTHS', value: 1 },
          { type: 'SET', unit: 'DAYS', value: 31 },
        ],
      },
      eventDateTime: {
        relativeDateTime: [
          { type: 'MINUS', unit: 'DAYS', value: 29 },
          { type: 'SET', unit: 'HOURS', value: 8 },
        ],
      },
    };
    expect(resolveSample(sample, context)).toEqual({
      startDate: '2026-04-30',
      eventDateTime: '2026-02-28T08:00:00',
    });
  });

  it('links the persons it names by their sample id, in lists too, and leaves other ids alone', () => {
    const sample = { drivers: [{ driver: { id: 'anna' } }, { driver: { id: 'nobody' } }] };
    expect(resolveSample(sample, context)).toEqual({
      drivers: [{ driver: anna }, { driver: { id: 'nobody' } }],
    });
  });

  it('lays changes over the example data: objects merged, lists and values replaced', () => {
    const base = {
      vehicle: { make: 'VOLKSWAGEN', accessories: ['Tow bar'], hasTrailer: true },
      drivers: [1, 2],
    };
    expect(withChanges(base, { vehicle: { make: 'BMW', accessories: [] }, drivers: [3] })).toEqual({
      vehicle: { make: 'BMW', accessories: [], hasTrailer: true },
      drivers: [3],
    });
    expect(withChanges(base, undefined)).toBe(base);
  });

  it('finds the instant of a date on the wall clock of any time zone, across daylight saving', () => {
    for (const timeZone of ['Europe/Riga', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      for (const date of ['2026-03-29', '2026-10-25', '2026-12-31']) {
        expect(localNow(instantOn(date, timeZone), timeZone).slice(0, 10), `${date} ${timeZone}`).toBe(date);
      }
    }
  });
});
