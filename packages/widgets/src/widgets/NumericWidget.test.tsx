import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { NumericWidget } from './NumericWidget.js';

describe('NumericWidget', () => {
  it('clamps to the maximum when the field is left', async () => {
    const { lastReported } = renderWidget(NumericWidget, {
      schema: { type: 'number', minimum: 10, maximum: 20 },
    });
    const input = screen.getByLabelText('Field');
    await userEvent.type(input, '25');
    expect(lastReported()).toBe(25);
    fireEvent.blur(input);
    expect(lastReported()).toBe(20);
    expect(input).toHaveProperty('value', '20');
  });

  it('lets a number pass below the minimum while it is typed, then clamps it', async () => {
    const { reported, lastReported } = renderWidget(NumericWidget, {
      schema: { type: 'number', minimum: 10 },
    });
    const input = screen.getByLabelText('Field');
    await userEvent.type(input, '5');
    expect(reported).toEqual([5]);
    fireEvent.blur(input);
    expect(lastReported()).toBe(10);
  });

  it('may be null when the schema allows it', async () => {
    const { lastReported } = renderWidget(NumericWidget, { schema: { type: ['number', 'null'] }, value: 3 });
    await userEvent.clear(screen.getByLabelText('Field'));
    expect(lastReported()).toBeNull();
  });

  it('is left out of the data when cleared and null is not allowed', async () => {
    const { reported } = renderWidget(NumericWidget, { schema: { type: 'number' }, value: 3 });
    await userEvent.clear(screen.getByLabelText('Field'));
    expect(reported).toEqual([undefined]);
  });

  it('refuses a minus sign when the minimum is not negative', async () => {
    const { reported } = renderWidget(NumericWidget, { schema: { type: 'number', minimum: 0 } });
    await userEvent.type(screen.getByLabelText('Field'), '-4');
    expect(reported).toEqual([4]);
  });

  it('shows the raw number while editing and the grouped one at rest', async () => {
    renderWidget(NumericWidget, {
      schema: { type: 'number' },
      uiSchema: { 'ui:decimalPlaces': 2 },
      value: 1234567,
    });
    const input = screen.getByLabelText('Field');
    expect(input).toHaveProperty('value', '1 234 567.00');
    fireEvent.focus(input);
    expect(input).toHaveProperty('value', '1234567');
  });

  it('puts the unit of measure on the left when asked', () => {
    renderWidget(NumericWidget, {
      schema: { type: 'number' },
      uiSchema: { 'ui:options': { unitOfMeasure: '€', unitOfMeasureSide: 'LEFT' } },
      value: 5,
      readonly: true,
    });
    expect(screen.getByText('€ 5')).toBeTruthy();
  });
});
