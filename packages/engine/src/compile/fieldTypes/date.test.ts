import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

// "now" is 2026-05-01T10:30:00 (testing.ts)
describe('Date field', () => {
  it('holds real calendar dates as YYYY-MM-DD', () => {
    const errors = fieldErrors({ fieldType: 'Date', allowFutureDate: true });
    expect(errors('2024-02-29')).toEqual({});
    expect(errors('2026-02-29')).toEqual({ '': ['Enter a valid date'] });
    expect(errors('01.05.2026')).toEqual({ '': ['Enter a valid date'] });
  });

  it('refuses dates after today unless future dates are allowed', () => {
    const errors = fieldErrors({ fieldType: 'Date' });
    expect(errors('2026-05-01')).toEqual({});
    expect(errors('2026-05-02')).toEqual({ '': ['The date cannot be in the future'] });
    expect(fieldErrors({ fieldType: 'Date', allowFutureDate: true })('2030-01-01')).toEqual({});
  });

  it('tells the date widget the latest date it may offer', () => {
    expect(singleFieldForm({ fieldType: 'Date' }).uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'date', 'ui:options': { allowFutureDate: false, maxDate: '2026-05-01' } },
    });
    expect(singleFieldForm({ fieldType: 'Date', allowFutureDate: true }).uiSchema.o).toMatchObject({
      f: { 'ui:options': { allowFutureDate: true } },
    });
  });

  describe('defaults', () => {
    const defaultOf = (attributes: Parameters<typeof singleFieldForm>[0]) =>
      (singleFieldForm(attributes).defaults.o as Record<string, unknown>).f;

    it('STATIC gives its value', () => {
      expect(defaultOf({ fieldType: 'Date', dateDefault: { type: 'STATIC', value: '2026-01-01' } })).toBe(
        '2026-01-01',
      );
    });

    it('CURRENT gives today', () => {
      expect(defaultOf({ fieldType: 'Date', dateDefault: { type: 'CURRENT' } })).toBe('2026-05-01');
    });

    it('DYNAMIC applies the date operations to today', () => {
      const operations = [
        { type: 'PLUS', unit: 'MONTHS', value: 1 },
        { type: 'SET', unit: 'DAYS', value: 31 },
      ] as const;
      expect(
        defaultOf({ fieldType: 'Date', dateDefault: { type: 'DYNAMIC', operations: [...operations] } }),
      ).toBe('2026-06-30');
    });

    it('NONE gives no default', () => {
      expect(defaultOf({ fieldType: 'Date', dateDefault: { type: 'NONE' } })).toBeUndefined();
    });
  });
});
