import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { MoneyWidget } from './MoneyWidget.js';

const money = (currencies: string[]) => ({
  type: 'object' as const,
  properties: {
    amount: { type: 'number' as const },
    currency: { type: 'string' as const, enum: currencies },
  },
});

describe('MoneyWidget', () => {
  it('takes the decimals of the currency subunit', async () => {
    const { reported } = renderWidget(MoneyWidget, { schema: money(['JPY']) });
    await userEvent.type(screen.getByLabelText('Field'), '12.5');
    expect(reported).toEqual([
      { currency: 'JPY', amount: 1 },
      { currency: 'JPY', amount: 12 },
      { currency: 'JPY', amount: 125 },
    ]);
  });

  it('allows three decimals for a currency with a 1000 subunit', () => {
    renderWidget(MoneyWidget, {
      schema: money(['KWD']),
      value: { amount: 1234.5, currency: 'KWD' },
      readonly: true,
    });
    expect(screen.getByText('1 234.500 KWD')).toBeTruthy();
  });

  it('offers a currency choice when several are supported', async () => {
    const { lastReported } = renderWidget(MoneyWidget, {
      schema: money(['EUR', 'USD']),
      value: { amount: 10, currency: 'EUR' },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'USD' }));
    expect(lastReported()).toEqual({ amount: 10, currency: 'USD' });
  });

  it('keeps a locked currency: shown beside the amount, which stays editable', async () => {
    const { lastReported } = renderWidget(MoneyWidget, {
      schema: money(['EUR', 'USD']),
      value: { amount: 10, currency: 'USD' },
      uiSchema: { 'ui:options': { currencyLocked: true } },
    });
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(screen.getByText('USD')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Field'), '5');
    expect(lastReported()).toEqual({ amount: 105, currency: 'USD' });
  });

  it('clears the whole field when the amount is cleared', async () => {
    const { lastReported } = renderWidget(MoneyWidget, {
      schema: money(['EUR']),
      value: { amount: 10, currency: 'EUR' },
    });
    await userEvent.clear(screen.getByLabelText('Field'));
    expect(lastReported()).toBeUndefined();
  });
});
