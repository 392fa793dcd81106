import { screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { SAMPLE_PARTIES, WIDGET_SAMPLES } from '../../test/widgetSamples.js';
import { coverlineWidgets } from './coverlineWidgets.js';

/** What the shared contract checks of a widget showing its sample value, and one edit with its result. */
interface WidgetCase {
  /** The element that shows the sample value while editing. */
  shownValue: () => HTMLElement;
  edit: (user: UserEvent) => Promise<void>;
  reported: unknown;
}

const retype = (text: string) => async (user: UserEvent) => {
  const input = screen.getByLabelText(/^Field/, { selector: 'input, textarea' });
  await user.clear(input);
  await user.type(input, text);
};
const choose = (text: string, option: string) => async (user: UserEvent) => {
  const input = screen.getByRole('combobox', { name: /^Field/ });
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
};
const typeIntoSection = (section: string, text: string) => async (user: UserEvent) => {
  await user.click(screen.getByRole('spinbutton', { name: section }));
  await user.keyboard(text);
};
const displayed = (text: string) => () => screen.getByDisplayValue(text);

const CASES: Record<keyof typeof coverlineWidgets, WidgetCase> = {
  text: {
    shownValue: displayed('Ann'),
    edit: retype('Bob'),
    reported: 'Bob',
  },
  textarea: {
    shownValue: displayed('first line'),
    edit: retype('one{Enter}two'),
    reported: 'one\ntwo',
  },
  numeric: {
    shownValue: displayed('1 234.50'),
    edit: retype('12.345'),
    reported: 12.34,
  },
  integer: {
    shownValue: displayed('42'),
    edit: retype('7.5'),
    reported: 75,
  },
  money: {
    shownValue: displayed('1 234.50'),
    edit: retype('99.999'),
    reported: { amount: 99.99, currency: 'EUR' },
  },
  phone: {
    shownValue: displayed('37120000000'),
    edit: retype('+44 (20) 7946'),
    reported: '44207946',
  },
  lookup: {
    shownValue: displayed('Sedan'),
    edit: choose('sport', 'Sport utility vehicle'),
    reported: 'SUV',
  },
  currency: {
    shownValue: displayed('EUR — Euro'),
    edit: choose('usd', 'USD — US Dollar'),
    reported: 'USD',
  },
  customer: {
    shownValue: displayed('Ann Smith'),
    edit: choose('bob', 'Bob Brown'),
    reported: SAMPLE_PARTIES[1],
  },
  date: {
    shownValue: () => screen.getByRole('spinbutton', { name: 'Year' }),
    edit: typeIntoSection('Year', '2025'),
    reported: '2025-01-02',
  },
  dateTime: {
    shownValue: () => screen.getByRole('spinbutton', { name: 'Hours' }),
    edit: typeIntoSection('Hours', '09'),
    reported: '2026-01-02T09:45:00',
  },
  stringArray: {
    shownValue: () => screen.getByRole('button', { name: 'red' }),
    edit: async (user) => user.type(screen.getByRole('combobox', { name: /^Field/ }), 'green{Enter}'),
    reported: ['red', 'blue', 'green'],
  },
  integerArray: {
    shownValue: () => screen.getByRole('button', { name: '2' }),
    edit: async (user) => user.type(screen.getByRole('combobox', { name: /^Field/ }), '30{Enter}'),
    reported: [1, 2, 30],
  },
  yesNo: {
    shownValue: () => screen.getByRole('button', { name: 'Yes', pressed: true }),
    edit: async (user) => user.click(screen.getByRole('button', { name: 'No' })),
    reported: false,
  },
};

/** Roles of controls a person could change; none may appear in read-only mode. */
const CONTROL_ROLES = ['textbox', 'combobox', 'spinbutton', 'button', 'checkbox', 'radio'] as const;

describe.each(Object.entries(CASES))('the %s widget', (name, testCase) => {
  const widget = name as keyof typeof coverlineWidgets;
  const Widget = coverlineWidgets[widget];
  const render = (extra: { readonly?: boolean; rawErrors?: string[] } = {}) =>
    renderWidget(Widget, { ...WIDGET_SAMPLES[widget], ...extra });

  it('renders its value', () => {
    render();
    expect(testCase.shownValue()).toBeTruthy();
  });

  it('is labelled', () => {
    render();
    expect(screen.getAllByLabelText(/^Field/).length).toBeGreaterThan(0);
  });

  it('reports a change', async () => {
    const { lastReported } = render();
    await testCase.edit(userEvent.setup());
    expect(lastReported()).toEqual(testCase.reported);
  });

  it('shows its first error', () => {
    render({ rawErrors: ['Value is required', 'Second message'] });
    expect(screen.getByText('Value is required')).toBeTruthy();
    expect(screen.queryByText('Second message')).toBeNull();
  });

  it('is read-only as text, not as a disabled control', () => {
    const { container } = render({ readonly: true });
    expect(within(container).getByText(WIDGET_SAMPLES[widget].text)).toBeTruthy();
    for (const role of CONTROL_ROLES) expect(within(container).queryAllByRole(role)).toEqual([]);
  });
});
