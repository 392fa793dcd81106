import { describe, expect, it } from 'vitest';
import type { DateOperation } from '../definitions/types.js';
import { applyDateOperations, dateOperationErrors, localNow } from './dateOperations.js';

const op = (type: DateOperation['type'], unit: DateOperation['unit'], value: number): DateOperation => ({
  type,
  unit,
  value,
});

describe('applyDateOperations', () => {
  const now = '2026-01-31T10:20:30';

  it('applies operations in order to now', () => {
    expect(applyDateOperations(now, [op('PLUS', 'MONTHS', 1), op('MINUS', 'DAYS', 1)], 'Date')).toBe(
      '2026-02-27',
    );
    expect(applyDateOperations(now, [op('MINUS', 'DAYS', 1), op('PLUS', 'MONTHS', 1)], 'Date')).toBe(
      '2026-02-28',
    );
    expect(applyDateOperations(now, [op('PLUS', 'MONTHS', 1)], 'Date')).toBe('2026-02-28');
    expect(applyDateOperations(now, [op('SET', 'DAYS', 1), op('PLUS', 'MONTHS', 1)], 'Date')).toBe(
      '2026-02-01',
    );
  });

  it('gives a Date field a date and a DateTime field a local date-time', () => {
    expect(applyDateOperations(now, [op('MINUS', 'YEARS', 18)], 'Date')).toBe('2008-01-31');
    expect(applyDateOperations(now, [op('MINUS', 'YEARS', 18)], 'DateTime')).toBe('2008-01-31T10:20:30');
  });

  it('sets a unit, keeping a day within its month', () => {
    expect(applyDateOperations(now, [op('SET', 'MONTHS', 4)], 'Date')).toBe('2026-04-30');
    expect(applyDateOperations('2024-02-29T00:00:00', [op('SET', 'YEARS', 2025)], 'Date')).toBe('2025-02-28');
    expect(applyDateOperations(now, [op('SET', 'DAYS', 15)], 'Date')).toBe('2026-01-15');
    expect(
      applyDateOperations(
        now,
        [op('SET', 'HOURS', 9), op('SET', 'MINUTES', 5), op('SET', 'SECONDS', 1)],
        'DateTime',
      ),
    ).toBe('2026-01-31T09:05:01');
  });

  it('moves time units across midnight', () => {
    expect(applyDateOperations(now, [op('PLUS', 'HOURS', 14)], 'DateTime')).toBe('2026-02-01T00:20:30');
    expect(applyDateOperations(now, [op('MINUS', 'MINUTES', 621)], 'DateTime')).toBe('2026-01-30T23:59:30');
    expect(applyDateOperations(now, [op('PLUS', 'SECONDS', 86_400 * 2 + 30)], 'DateTime')).toBe(
      '2026-02-02T10:21:00',
    );
    expect(applyDateOperations('2026-01-01T00:00:00', [op('MINUS', 'SECONDS', 1)], 'DateTime')).toBe(
      '2025-12-31T23:59:59',
    );
  });

  it('refuses invalid operations and an invalid now', () => {
    expect(() => applyDateOperations(now, [], 'Date')).toThrow(RangeError);
    expect(() => applyDateOperations(now, [op('PLUS', 'HOURS', 1)], 'Date')).toThrow(RangeError);
    expect(() => applyDateOperations('2026-01-31', [op('PLUS', 'DAYS', 1)], 'Date')).toThrow(RangeError);
    expect(() => applyDateOperations('2026-02-30T00:00:00', [op('PLUS', 'DAYS', 1)], 'Date')).toThrow(
      RangeError,
    );
  });
});

describe('dateOperationErrors', () => {
  it('accepts operations within their bounds', () => {
    const valid = [
      op('SET', 'YEARS', 1),
      op('SET', 'MONTHS', 12),
      op('SET', 'DAYS', 31),
      op('MINUS', 'DAYS', 1),
    ];
    expect(dateOperationErrors(valid, 'Date')).toEqual({});
    const times = [
      op('SET', 'HOURS', 23),
      op('SET', 'MINUTES', 59),
      op('SET', 'SECONDS', 59),
      op('PLUS', 'HOURS', 1),
    ];
    expect(dateOperationErrors(times, 'DateTime')).toEqual({});
  });

  it('requires at least one operation', () => {
    expect(dateOperationErrors([], 'DateTime')).toEqual({ operations: ['operationRequired'] });
  });

  it('allows only years, months and days on a Date field', () => {
    expect(dateOperationErrors([op('PLUS', 'DAYS', 1), op('PLUS', 'MINUTES', 5)], 'Date')).toEqual({
      'operations.1.unit': ['unitNotAllowedForDate'],
    });
  });

  it.each([
    [op('SET', 'YEARS', 0), 'belowMinimum'],
    [op('SET', 'MONTHS', 0), 'belowMinimum'],
    [op('SET', 'MONTHS', 13), 'aboveMaximum'],
    [op('SET', 'DAYS', 32), 'aboveMaximum'],
    [op('SET', 'HOURS', 0), 'belowMinimum'],
    [op('SET', 'HOURS', 24), 'aboveMaximum'],
    [op('SET', 'MINUTES', 60), 'aboveMaximum'],
    [op('SET', 'SECONDS', 60), 'aboveMaximum'],
    [op('PLUS', 'DAYS', 0), 'belowMinimum'],
    [op('MINUS', 'YEARS', -1), 'belowMinimum'],
    [op('PLUS', 'MONTHS', 1.5), 'notAnInteger'],
  ])('bounds the value of %o', (operation, error) => {
    expect(dateOperationErrors([operation], 'DateTime')).toEqual({ 'operations.0.value': [error] });
  });

  it('reports an unknown type or unit', () => {
    const unknown = [
      { type: 'ADD', unit: 'DAYS', value: 1 },
      { type: 'SET', unit: 'WEEKS', value: 1 },
    ];
    expect(dateOperationErrors(unknown as unknown as DateOperation[], 'Date')).toEqual({
      'operations.0.type': ['unknownType'],
      'operations.1.unit': ['unknownUnit'],
    });
  });
});

describe('localNow', () => {
  it('reads the wall clock of a time zone, summer time included', () => {
    const instant = new Date('2026-11-21T22:30:05Z');
    expect(localNow(instant, 'Europe/Riga')).toBe('2026-11-22T00:30:05');
    expect(localNow(instant, 'America/New_York')).toBe('2026-11-21T17:30:05');
    expect(localNow(new Date('2026-07-01T21:00:00Z'), 'Europe/Riga')).toBe('2026-07-02T00:00:00');
    expect(localNow(new Date('2026-07-01T00:00:00Z'), 'UTC')).toBe('2026-07-01T00:00:00');
  });

  it('rejects an unknown time zone', () => {
    expect(() => localNow(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
