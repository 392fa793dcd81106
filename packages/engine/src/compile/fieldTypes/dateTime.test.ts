import { describe, expect, it } from 'vitest';
import { CompileError } from '../types.js';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

// "now" is 2026-05-01T10:30:00 (testing.ts)
describe('DateTime field', () => {
  it('holds ISO 8601 date-times on the tenant wall clock', () => {
    const errors = fieldErrors({ fieldType: 'DateTime', allowFutureDate: true });
    expect(errors('2026-04-30T23:15:00')).toEqual({});
    expect(errors('2026-04-30T23:15:00Z')).toEqual({});
    expect(errors('2026-04-30T25:15:00')).toEqual({ '': ['Enter a valid date and time'] });
    expect(errors('2026-04-30')).toEqual({ '': ['Enter a valid date and time'] });
  });

  it('refuses moments after now unless future dates are allowed', () => {
    const errors = fieldErrors({ fieldType: 'DateTime' });
    expect(errors('2026-05-01T10:30:00')).toEqual({});
    expect(errors('2026-05-01T10:30:01')).toEqual({ '': ['The date cannot be in the future'] });
  });

  it('tells the widget the latest moment it may offer', () => {
    expect(singleFieldForm({ fieldType: 'DateTime' }).uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'dateTime', 'ui:options': { maxDate: '2026-05-01T10:30:00' } },
    });
  });

  it('defaults to now moved by the date operations', () => {
    const { defaults } = singleFieldForm({
      fieldType: 'DateTime',
      dateDefault: { type: 'DYNAMIC', operations: [{ type: 'MINUS', unit: 'HOURS', value: 11 }] },
    });
    expect(defaults).toEqual({ o: { f: '2026-04-30T23:30:00' } });
    expect(singleFieldForm({ fieldType: 'DateTime', dateDefault: { type: 'CURRENT' } }).defaults).toEqual({
      o: { f: '2026-05-01T10:30:00' },
    });
  });

  it('refuses invalid date operations at compile time, naming the field', () => {
    const compile = () =>
      singleFieldForm({
        fieldType: 'DateTime',
        dateDefault: { type: 'DYNAMIC', operations: [{ type: 'SET', unit: 'HOURS', value: 24 }] },
      });
    expect(compile).toThrow(CompileError);
    expect(compile).toThrow(/^o\.f: /);
  });
});
