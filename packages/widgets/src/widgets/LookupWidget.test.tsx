import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { CurrencyWidget } from './CurrencyWidget.js';
import { LookupWidget } from './LookupWidget.js';

describe('LookupWidget', () => {
  const keys = Array.from({ length: 500 }, (_, index) => `K${index}`);
  const names = keys.map((key) => `Value ${key}`);
  const large = {
    schema: { type: 'string' as const, enum: keys },
    uiSchema: { 'ui:options': { enumNames: names } },
  };

  it('lists at most 100 values of a large lookup at once', async () => {
    renderWidget(LookupWidget, large);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option')).toHaveLength(100);
  });

  it('finds any value of a large lookup by typing part of its name', async () => {
    const { lastReported } = renderWidget(LookupWidget, large);
    await userEvent.type(screen.getByRole('combobox'), 'K499');
    await userEvent.click(screen.getByRole('option', { name: 'Value K499' }));
    expect(lastReported()).toBe('K499');
  });
});

describe('CurrencyWidget', () => {
  it('offers only the supported currencies', async () => {
    renderWidget(CurrencyWidget, { schema: { type: 'string', enum: ['EUR', 'GBP'] } });
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'EUR — Euro',
      'GBP — British Pound',
    ]);
  });

  it("names the currencies in the user's language", () => {
    renderWidget(CurrencyWidget, {
      schema: { type: 'string', enum: ['EUR', 'GBP'] },
      value: 'GBP',
      readonly: true,
      settings: { locale: 'lv-LV' },
    });
    expect(screen.getByText('GBP — Lielbritānijas mārciņa')).toBeTruthy();
  });
});
