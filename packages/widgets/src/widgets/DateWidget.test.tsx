import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { DateTimeWidget, DateWidget } from './DateWidget.js';

const now = () => new Date(2026, 10, 21, 12, 0, 0);

describe('DateWidget', () => {
  it('shows YYYY/MM/DD', () => {
    renderWidget(DateWidget, { schema: { type: 'string' }, value: '2026-03-04' });
    const sections = screen.getAllByRole('spinbutton').map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['Year', 'Month', 'Day']);
    expect(screen.getByRole('group', { name: 'Field' }).textContent).toContain('2026/03/04');
  });

  it('offers no day after today unless future dates are allowed', async () => {
    renderWidget(DateWidget, { schema: { type: 'string' }, value: '2026-11-10', settings: { now } });
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    expect(screen.getByRole('gridcell', { name: '21' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('gridcell', { name: '22' })).toHaveProperty('disabled', true);
  });

  it('offers future days when they are allowed', async () => {
    renderWidget(DateWidget, {
      schema: { type: 'string' },
      uiSchema: { 'ui:options': { allowFutureDate: true } },
      value: '2026-11-10',
      settings: { now },
    });
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    expect(screen.getByRole('gridcell', { name: '22' })).toHaveProperty('disabled', false);
  });

  it('limits to the compiled maxDate rather than the clock', async () => {
    renderWidget(DateWidget, {
      schema: { type: 'string' },
      uiSchema: { 'ui:options': { maxDate: '2026-11-15' } },
      value: '2026-11-10',
      settings: { now },
    });
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    expect(screen.getByRole('gridcell', { name: '16' })).toHaveProperty('disabled', true);
  });
});

describe('DateTimeWidget', () => {
  it('uses a 24-hour clock without AM/PM', () => {
    renderWidget(DateTimeWidget, { schema: { type: 'string' }, value: '2026-03-04T18:05:09' });
    const sections = screen.getAllByRole('spinbutton').map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['Year', 'Month', 'Day', 'Hours', 'Minutes', 'Seconds']);
    expect(screen.getByRole('spinbutton', { name: 'Hours' }).textContent).toBe('18');
  });
});

describe('DateTimeWidget wall clock', () => {
  it('shows the clock reading written in the value, whatever the time zone of the machine', () => {
    renderWidget(DateTimeWidget, { schema: { type: 'string' }, value: '2026-11-20T09:15:00+02:00' });
    expect(screen.getByRole('spinbutton', { name: 'Hours' }).textContent).toBe('09');
  });
});
