import { describe, expect, it } from 'vitest';
import { filtersOf, previousMonth, runParameters } from './queryFilters.js';

describe('saved query filters', () => {
  it('default to the whole previous month, across a year end and in February', () => {
    expect(previousMonth('2026-03-15')).toEqual({ startDate: '2026-02-01', dateOn: '2026-02-28' });
    expect(previousMonth('2026-01-01')).toEqual({ startDate: '2025-12-01', dateOn: '2025-12-31' });
    expect(previousMonth('2024-03-31')).toEqual({ startDate: '2024-02-01', dateOn: '2024-02-29' });
  });

  it('take search, dates and person from the address, ignoring dates of another shape', () => {
    const params = new URLSearchParams('search=anna&startDate=2026-01-05&dateOn=yesterday&personId=p-1');
    expect(filtersOf(params, '2026-03-15')).toEqual({
      search: 'anna',
      startDate: '2026-01-05',
      dateOn: '2026-02-28',
      personId: 'p-1',
    });
  });

  it('send the last day as the server names it, and nothing empty', () => {
    const filters = { search: ' ', startDate: '2026-02-01', dateOn: '2026-02-28' };
    expect(runParameters(filters, { page: 0, limit: 10, sorting: '' }).toString()).toBe(
      'page=0&limit=10&startDate=2026-02-01&date=2026-02-28',
    );
  });
});
