import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { IntegerArrayWidget, StringArrayWidget } from './ChipArrayWidget.js';

describe('StringArrayWidget', () => {
  it('refuses blank entries', async () => {
    const { reported } = renderWidget(StringArrayWidget, {
      schema: { type: 'array', items: { type: 'string' } },
    });
    await userEvent.type(screen.getByRole('combobox'), '   {Enter}');
    expect(reported.every((value) => Array.isArray(value) && value.length === 0)).toBe(true);
  });

  it('trims what is typed', async () => {
    const { lastReported } = renderWidget(StringArrayWidget, {
      schema: { type: 'array', items: { type: 'string' } },
    });
    await userEvent.type(screen.getByRole('combobox'), '  red {Enter}');
    expect(lastReported()).toEqual(['red']);
  });
});

describe('IntegerArrayWidget', () => {
  const schema = { type: 'array' as const, items: { type: 'integer' as const, exclusiveMinimum: 0 } };

  it('refuses what is not a whole number', async () => {
    const { reported } = renderWidget(IntegerArrayWidget, { schema, value: [1] });
    await userEvent.type(screen.getByRole('combobox'), '2.5{Enter}abc{Enter}');
    expect(reported.every((value) => JSON.stringify(value) === '[1]')).toBe(true);
  });

  it('refuses numbers the item bounds exclude (zero and negatives here)', async () => {
    const { reported, lastReported } = renderWidget(IntegerArrayWidget, { schema });
    await userEvent.type(screen.getByRole('combobox'), '0{Enter}-3{Enter}7{Enter}');
    expect(lastReported()).toEqual([7]);
    expect(reported.flat()).not.toContain(0);
  });
});
