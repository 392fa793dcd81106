import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileExample, exampleData } from '../../test/examples.js';
import { SchemaView } from './SchemaView.js';

const quote = exampleData('motor-insurance.quote');
const view = compileExample('motor-insurance', { mode: 'view' });

/** The value shown under `label` in `scope`. */
function valueOf(label: string, scope: HTMLElement = document.body): string | null {
  const group = within(scope).getAllByRole('group', { name: label })[0] as HTMLElement;
  return group.lastElementChild?.textContent ?? null;
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe('SchemaView', () => {
  it('shows text, never an input', () => {
    render(<SchemaView form={view} data={quote} />);
    for (const role of ['textbox', 'combobox', 'spinbutton', 'checkbox'])
      expect(screen.queryAllByRole(role)).toEqual([]);
  });

  it('formats money, dates, date-times, phones and numbers', () => {
    render(<SchemaView form={view} data={quote} />);
    expect(valueOf('Sum insured')).toBe('56 500.00 EUR');
    expect(valueOf('Start date')).toBe('2026/12/01');
    expect(valueOf('Contact phone')).toBe('+37129123456');
    expect(valueOf('Engine power', card('Vehicle'))).toBe('170.5 kW');
    expect(valueOf('Engine capacity', card('Vehicle'))).toBe('2 967 cm³');
    expect(valueOf('Inspected at')).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('translates lookups and yes/no', () => {
    render(<SchemaView form={view} data={quote} t={(key) => ({ yes: 'Jā' })[key as string]} />);
    expect(valueOf('Make', card('Vehicle'))).toBe('Volkswagen');
    expect(valueOf('Tows a trailer', card('Vehicle'))).toBe('Jā');
  });

  it('shows nested objects and every item of a list', () => {
    render(<SchemaView form={view} data={quote} />);
    expect(valueOf('Maximum load', card('Trailer'))).toContain('750');
    const drivers = card('Drivers');
    expect(within(drivers).getAllByRole('region', { name: /^Drivers \d$/ })).toHaveLength(2);
    expect(valueOf('Driver', within(drivers).getByRole('region', { name: 'Drivers 2' }))).toBe(
      'Pēteris Bērziņš',
    );
  });

  it('shows the summary line of an object with lookup names', () => {
    render(<SchemaView form={view} data={quote} />);
    expect(within(card('Vehicle')).getByText('Volkswagen Touareg (KL1234)')).toBeTruthy();
  });

  it('leaves out what a display condition hides', () => {
    const electric = { ...quote, vehicle: { ...(quote.vehicle as object), fuelType: 'ELECTRIC' } };
    render(<SchemaView form={view} data={electric} />);
    expect(within(card('Vehicle')).queryByRole('group', { name: 'Engine capacity' })).toBeNull();
  });

  it('renders an edit-mode compilation read-only as well', () => {
    render(<SchemaView form={compileExample('motor-insurance')} data={quote} />);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(valueOf('Model', card('Vehicle'))).toBe('Touareg');
  });
});
