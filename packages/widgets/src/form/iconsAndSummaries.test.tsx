import {
  compileForm,
  type FieldAttributes,
  type FieldDefinition,
  type ObjectDefinition,
} from '@coverline/engine';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIconCatalogue } from '../icons/useIcon.js';
import { SchemaView } from '../view/SchemaView.js';
import { SchemaForm } from './SchemaForm.js';
import { testContext } from '../../../engine/test-support/formBuilders.js';

const field = (
  key: string,
  name: string,
  attributes: FieldAttributes,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({ key, name, attributes, ...extra });

/** A vehicle whose flagged fields cover lookups, yes/no, money and dates, and a list of drivers. */
function compileProduct(vehicleTemplate?: string) {
  const vehicle: ObjectDefinition = {
    key: 'vehicle',
    name: 'Vehicle',
    objectType: 'CUSTOM',
    iconName: 'DirectionsCar',
    attributes: { controlType: 'SINGLE_OBJECT', summaryTemplate: vehicleTemplate },
    fields: [
      field('make', 'Make', { fieldType: 'Lookup', lookupId: 'makes', showAsSummary: true }),
      field('model', 'Model', { fieldType: 'String', showAsSummary: true }),
      field('electric', 'Electric', { fieldType: 'Boolean', showAsSummary: true }),
      field('value', 'Value', { fieldType: 'Money', showAsSummary: true }),
      field('since', 'Since', { fieldType: 'Date', showAsSummary: true }),
      field('note', 'Note', { fieldType: 'String' }, { iconName: 'Notes' }),
    ].map((definition, seq) => ({ ...definition, seq })),
  };
  const drivers: ObjectDefinition = {
    key: 'drivers',
    name: 'Drivers',
    objectType: 'CUSTOM',
    iconName: 'Groups',
    attributes: { controlType: 'MULTIPLE_OBJECTS' },
    fields: [field('name', 'Name', { fieldType: 'String', showAsSummary: true })],
  };
  return compileForm(
    [vehicle, drivers],
    testContext({ lookups: [{ key: 'makes', name: 'Makes', values: [{ key: 'VW', name: 'Volkswagen' }] }] }),
  );
}

const data = {
  vehicle: { make: 'VW', electric: false, value: { amount: 1234.5, currency: 'EUR' }, since: '2021-03-04' },
  drivers: [{ name: 'Anna' }, {}],
};
const VEHICLE_LINE = 'Make: Volkswagen · Electric: No · Value: 1 234.50 EUR · Since: 2021/03/04';

const card = (title: string) => screen.getByRole('region', { name: title });

// the catalogue's chunk arrives before rendering, so icons draw on first render
beforeAll(async () => {
  await loadIconCatalogue();
});

describe('iconName', () => {
  it('draws an object card’s icon before its title, and each list item’s', () => {
    render(<SchemaForm form={compileProduct()} formData={data} />);
    const vehicle = card('Vehicle');
    const icon = within(vehicle).getByTestId('DirectionsCarIcon');
    const title = within(vehicle).getByRole('heading', { name: 'Vehicle' });
    expect(title.compareDocumentPosition(icon) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(within(card('Drivers 1')).getByTestId('GroupsIcon')).toBeTruthy();
    expect(within(card('Drivers 2')).getByTestId('GroupsIcon')).toBeTruthy();
  });

  it('draws a field’s icon beside its input, hidden from screen readers', () => {
    render(<SchemaForm form={compileProduct()} formData={data} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    const beside = note.closest('[data-path="vehicle.note"]') as HTMLElement;
    const icon = within(beside).getByTestId('NotesIcon');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(within(card('Vehicle')).getAllByTestId('NotesIcon')).toHaveLength(1);
  });

  it('draws the icons in the read-only view as well', () => {
    render(<SchemaView form={compileProduct()} data={data} />);
    expect(within(card('Vehicle')).getByTestId('DirectionsCarIcon')).toBeTruthy();
    expect(within(card('Vehicle')).getByTestId('NotesIcon')).toBeTruthy();
  });
});

describe('showAsSummary', () => {
  it('puts "Label: value" of each flagged field with a value into the card header, as people read them', () => {
    render(<SchemaForm form={compileProduct()} formData={data} />);
    expect(within(card('Vehicle')).getByText(VEHICLE_LINE)).toBeTruthy();
  });

  it('keeps the line while the card is collapsed', async () => {
    render(<SchemaForm form={compileProduct()} formData={data} />);
    await userEvent.click(within(card('Vehicle')).getAllByRole('button', { name: 'Collapse' })[0]!);
    expect(within(card('Vehicle')).queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(within(card('Vehicle')).getByText(VEHICLE_LINE)).toBeTruthy();
  });

  it('follows the values as they are typed, cut at 75 characters', async () => {
    render(<SchemaForm form={compileProduct()} formData={data} />);
    await userEvent.type(within(card('Vehicle')).getByRole('textbox', { name: 'Model' }), 'Golf');
    expect(
      within(card('Vehicle')).getByText(
        'Make: Volkswagen · Model: Golf · Electric: No · Value: 1 234.50 EUR · Sinc…',
      ),
    ).toBeTruthy();
  });

  it('gives each list item its own line, and none to an item without values', () => {
    render(<SchemaForm form={compileProduct()} formData={data} />);
    expect(within(card('Drivers 1')).getByText('Name: Anna')).toBeTruthy();
    expect(within(card('Drivers 2')).queryByText(/Name:/)).toBeNull();
  });

  it('gives way to the object’s summary template', () => {
    render(<SchemaForm form={compileProduct('{{vehicle.make}}, {{vehicle.since}}')} formData={data} />);
    expect(within(card('Vehicle')).getByText('Volkswagen, 2021/03/04')).toBeTruthy();
    expect(within(card('Vehicle')).queryByText(/Make:/)).toBeNull();
  });

  it('shows the same line in the read-only view', () => {
    render(<SchemaView form={compileProduct()} data={data} />);
    expect(within(card('Vehicle')).getByText(VEHICLE_LINE)).toBeTruthy();
    expect(within(card('Drivers 1')).getByText('Name: Anna')).toBeTruthy();
  });
});
