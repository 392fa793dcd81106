import { describe, expect, it, vi } from 'vitest';
import { MOTOR_DEFINITION } from '../../testing/workspaceDefinitions.js';
import { compiledFormOf, type DataDefinition } from './dataDefinition.js';

const withStartDate: DataDefinition = {
  ...MOTOR_DEFINITION,
  objectDefinitions: [
    {
      key: 'period',
      objectType: 'QUOTE',
      name: 'Period',
      attributes: { controlType: 'INLINE_FIELDS' },
      fields: [
        {
          key: 'startDate',
          name: 'Start date',
          attributes: { fieldType: 'Date', allowFutureDate: true, dateDefault: { type: 'CURRENT' } },
        },
      ],
    },
  ],
  timeZone: 'Asia/Tokyo',
};

describe('compiledFormOf', () => {
  it('compiles an equal definition once per language and mode', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const first = compiledFormOf(MOTOR_DEFINITION, { locale: 'en-GB', mode: 'edit', at });
    expect(compiledFormOf(structuredClone(MOTOR_DEFINITION), { locale: 'en-GB', mode: 'edit', at })).toBe(
      first,
    );
    expect(compiledFormOf(MOTOR_DEFINITION, { locale: 'de-DE', mode: 'edit', at })).not.toBe(first);
    expect(
      compiledFormOf(MOTOR_DEFINITION, { locale: 'en-GB', mode: 'view', at }).uiSchema['ui:readonly'],
    ).toBe(true);
  });

  it('takes today on the tenant’s wall clock, as the server does', () => {
    // 20:00 UTC on the 21st is already the 22nd in Tokyo.
    const form = compiledFormOf(withStartDate, {
      locale: 'en-GB',
      mode: 'edit',
      at: new Date('2026-11-21T20:00:00Z'),
    });
    expect(form.defaults).toEqual({ period: { startDate: '2026-11-22' } });
  });

  it('compiles again on another day, so that date defaults follow the calendar', () => {
    const today = compiledFormOf(withStartDate, {
      locale: 'en-GB',
      mode: 'edit',
      at: new Date('2026-11-23T03:00:00Z'),
    });
    const tomorrow = compiledFormOf(withStartDate, {
      locale: 'en-GB',
      mode: 'edit',
      at: new Date('2026-11-24T03:00:00Z'),
    });
    expect([today.defaults, tomorrow.defaults]).toEqual([
      { period: { startDate: '2026-11-23' } },
      { period: { startDate: '2026-11-24' } },
    ]);
  });
});

const withFee: DataDefinition = {
  ...MOTOR_DEFINITION,
  objectDefinitions: [
    {
      key: 'loan',
      objectType: 'QUOTE',
      name: 'Loan',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [
        { key: 'amount', name: 'Amount', attributes: { fieldType: 'Numeric' } },
        { key: 'fee', name: 'Fee', attributes: { fieldType: 'Numeric', formula: 'loan.amount * 0.01' } },
      ],
    },
  ],
};

describe('compiledFormOf before the formula language', () => {
  it('gives a form without its formulas, and the same schemas with them once the language is there', async () => {
    // fresh modules: the test setup loaded the language in the shared ones
    vi.resetModules();
    const engine = await import('@coverline/engine');
    const fresh = await import('./dataDefinition.js');
    const at = new Date('2026-11-21T10:00:00Z');
    const first = fresh.compiledFormOf(withFee, { locale: 'en-GB', mode: 'edit', at });
    expect(first.formulas).toBeUndefined();

    await engine.loadFormulaLanguage();
    const complete = fresh.compiledFormOf(withFee, { locale: 'en-GB', mode: 'edit', at });
    expect(complete.formulas?.formulas.map(({ fieldKey }) => fieldKey)).toEqual(['fee']);
    expect(complete.schema).toBe(first.schema);
    expect(complete.uiSchema).toBe(first.uiSchema);
    expect(fresh.compiledFormOf(withFee, { locale: 'en-GB', mode: 'edit', at })).toBe(complete);
    vi.resetModules(); // the files after this one in the worker take modules of their own
  });
});
