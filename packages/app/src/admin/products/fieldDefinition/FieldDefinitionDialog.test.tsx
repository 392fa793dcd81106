import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductVersion } from '@coverline/engine';
import { renderApp } from '../../../testing/renderApp.js';
import {
  CATALOG,
  LOADED,
  PERMISSIONS,
  storedVersion,
  versionPath,
  versionRoutes,
} from '../testing/versionFixtures.js';

/** Each test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 60_000 };

/** The version page with the vehicle object open and the field dialog opened by `action` (e.g. "Edit Seats"). */
async function openDialog(action = 'Add field') {
  const app = await renderApp({
    path: versionPath(),
    permissions: PERMISSIONS,
    catalog: CATALOG,
    routes: {
      ...versionRoutes(storedVersion()),
      'PUT /api/product-versions': (request) => ({ body: request.body }),
    },
  });
  await app.user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
  await app.user.click(
    within(screen.getByRole('region', { name: 'Vehicle' })).getByRole('button', { name: action }),
  );
  const dialog = within(screen.getByRole('dialog'));
  const choose = async (label: RegExp | string, option: string) => {
    await app.user.click(dialog.getByRole('combobox', { name: label }));
    await app.user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };
  const apply = () => app.user.click(dialog.getByRole('button', { name: 'Apply' }));
  const type = (label: RegExp | string, text: string) =>
    app.user.type(dialog.getByRole('textbox', { name: label }), text);
  /** Fills key, name and icon, which every field needs. */
  const basics = async (key: string) => {
    await type(/^Key/, key);
    await type(/^Name/, key);
    await app.user.click(dialog.getByRole('button', { name: 'Choose Icon' }));
    // Searched as a user would: naming each of the catalogue's 250 icon buttons takes jsdom seconds a query.
    const icons = within(await screen.findByRole('dialog', { name: 'Choose an icon' }, LOADED));
    await app.user.click(icons.getByRole('searchbox', { name: 'Search icons' }));
    await app.user.paste('Label');
    await app.user.click(await icons.findByRole('button', { name: 'Label' }, LOADED));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose an icon' })).toBeNull());
  };
  return { ...app, dialog, choose, apply, type, basics };
}
const switchNames = (dialog: ReturnType<typeof within>) =>
  dialog.queryAllByRole('switch').map((each: HTMLElement) => each.closest('label')?.textContent);

describe('field definition dialog', SLOW, () => {
  it('requires key, name and icon', async () => {
    const { dialog, apply } = await openDialog();
    await apply();
    expect(dialog.getByText('Enter a key.')).toBeTruthy();
    expect(dialog.getByText('Enter a name.')).toBeTruthy();
    expect(dialog.getByText('Choose an icon.')).toBeTruthy();
    expect(dialog.getByText('Correct the marked entries.')).toBeTruthy();
  });

  it('wants a key usable in data paths that no other field of the object has', async () => {
    const { dialog, apply, type, user } = await openDialog();
    await type(/^Key/, 'first name');
    await apply();
    expect(
      dialog.getByText('Use letters, digits and underscores, starting with a letter or underscore.'),
    ).toBeTruthy();
    await user.clear(dialog.getByRole('textbox', { name: /^Key/ }));
    await type(/^Key/, 'seats');
    expect(dialog.getByText('Another field of this object has this key.')).toBeTruthy();
  });

  it('requires the referenced object of an Object field, offering the library objects', async () => {
    const { dialog, choose, apply, user } = await openDialog();
    await choose('Field type', 'Object');
    await apply();
    expect(dialog.getByText('Choose the referenced object.')).toBeTruthy();
    await user.click(dialog.getByRole('combobox', { name: /Referenced object/ }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Private person', 'Address', 'Insurance period', 'Loan']);
  });

  it('requires the lookup of a Lookup field and offers its values as the default', async () => {
    const { dialog, choose, apply } = await openDialog();
    await choose('Field type', 'Lookup');
    await apply();
    expect(dialog.getByText('Choose a lookup.')).toBeTruthy();
    await choose(/^Lookup/, 'Fuel types');
    await choose('Default value', 'Diesel');
    expect(dialog.queryByText('Choose a lookup.')).toBeNull();
  });

  it('requires at least one party type for a Customer field', async () => {
    const { dialog, choose, apply, user } = await openDialog();
    await choose('Field type', 'Customer');
    await apply();
    expect(dialog.getByText('Choose at least one party type.')).toBeTruthy();
    await user.click(dialog.getByRole('checkbox', { name: 'Legal person' }));
    expect(dialog.queryByText('Choose at least one party type.')).toBeNull();
  });

  it('offers a match pattern for String and Text only, and checks it is a regular expression', async () => {
    const { dialog, choose, apply, type } = await openDialog();
    await type(/Match pattern/, '[[A-');
    await apply();
    expect(dialog.getByText('This is not a valid regular expression.')).toBeTruthy();
    await choose('Field type', 'Long text');
    expect(dialog.getByRole('textbox', { name: /Match pattern/ })).toBeTruthy();
    await choose('Field type', 'Whole number');
    expect(dialog.queryByRole('textbox', { name: /Match pattern/ })).toBeNull();
  });

  it('has no mandatory setting for Boolean, which can highlight yes or no instead', async () => {
    const { dialog, choose } = await openDialog();
    expect(switchNames(dialog)).toContain('Mandatory');
    await choose('Field type', 'Yes / no');
    expect(switchNames(dialog)).toEqual([
      'Used',
      'Hidden',
      'Highlight yes',
      'Highlight no',
      'Show as summary',
    ]);
  });

  it('offers unit of measure for Integer, Numeric and IntegerArray, and decimal places for Numeric only', async () => {
    const { dialog, choose } = await openDialog();
    const has = (label: string) => dialog.queryByRole('textbox', { name: label }) !== null;
    expect([has('Unit of measure'), has('Decimal places')]).toEqual([false, false]);
    await choose('Field type', 'Whole number');
    expect([has('Unit of measure'), has('Decimal places')]).toEqual([true, false]);
    await choose('Field type', 'List of whole numbers');
    expect([has('Unit of measure'), has('Decimal places')]).toEqual([true, false]);
    await choose('Field type', 'Decimal number');
    expect([has('Unit of measure'), has('Decimal places')]).toEqual([true, true]);
  });

  it('wants 0 to 10 decimal places', async () => {
    const { dialog, choose, apply, type } = await openDialog();
    await choose('Field type', 'Decimal number');
    await type('Decimal places', '11');
    await apply();
    expect(dialog.getByText('Enter a whole number from 0 to 10.')).toBeTruthy();
  });

  it('offers a range for the integer types but not for Numeric', async () => {
    const { dialog, choose } = await openDialog();
    const attributeTypes = () =>
      dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    await choose('Field type', 'Whole number');
    expect(attributeTypes()).toEqual(['Any value', 'Specific values', 'Range']);
    await choose('Field type', 'Decimal number');
    expect(attributeTypes()).toEqual(['Any value', 'Specific values']);
  });

  it('refuses duplicate allowed values', async () => {
    const { dialog, choose, apply, user } = await openDialog();
    await choose('Field type', 'Decimal number');
    await user.click(dialog.getByRole('radio', { name: 'Specific values' }));
    await apply();
    expect(dialog.getByText('Add at least one allowed value.')).toBeTruthy();
    for (const value of ['1.5', '2', '1.50'])
      await user.type(dialog.getByRole('textbox', { name: 'Allowed value' }), `${value}{Enter}`);
    expect(
      within(dialog.getByRole('list', { name: 'Allowed values' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(dialog.getByText('1.50 is already in the list.')).toBeTruthy();
  });

  it('wants a range with a bound, its maximum not below its minimum', async () => {
    const { dialog, choose, apply, user, type } = await openDialog();
    await choose('Field type', 'Whole number');
    await user.click(dialog.getByRole('radio', { name: 'Range' }));
    await apply();
    expect(dialog.getByText('Enter a minimum, a maximum or both.')).toBeTruthy();
    await type('Minimum', '10');
    await type('Maximum', '5');
    expect(dialog.getByText('The maximum cannot be below the minimum.')).toBeTruthy();
  });

  it('checks the default value against the field type', async () => {
    const { dialog, choose, apply, type } = await openDialog();
    await choose('Field type', 'Whole number');
    await type('Default value', '2.5');
    await apply();
    expect(dialog.getByText('Enter a whole number.')).toBeTruthy();
  });

  it('starts a dynamic date default with one operation that cannot be removed, moving a Date in years, months or days', async () => {
    const { dialog, choose, user } = await openDialog();
    await choose('Field type', 'Date');
    await user.click(dialog.getByRole('radio', { name: 'Calculated from today' }));
    const operations = within(dialog.getByRole('group', { name: 'Date operations' }));
    expect(operations.getByRole('combobox', { name: 'Operation 1' }).textContent).toBe('Add');
    expect(operations.queryByRole('button', { name: 'Remove operation 1' })).toBeNull();
    await user.click(operations.getByRole('button', { name: 'Add operation' }));
    expect(operations.getByRole('button', { name: 'Remove operation 2' })).toBeTruthy();
    await user.click(operations.getByRole('combobox', { name: 'Unit 2' }));
    const units = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .filter((option) => getComputedStyle(option).display !== 'none')
      .map((option) => option.textContent);
    expect(units).toEqual(['Years', 'Months', 'Days']);
  });

  it('keeps each date operation within its bounds', async () => {
    const { dialog, choose, user, apply } = await openDialog();
    await choose('Field type', 'Date and time');
    await user.click(dialog.getByRole('radio', { name: 'Calculated from today' }));
    await choose('Operation 1', 'Set to');
    await choose('Unit 1', 'Months');
    const value = dialog.getByRole('textbox', { name: 'Value 1' });
    await user.clear(value);
    await user.type(value, '13');
    await apply();
    expect(dialog.getByText('Enter at most 12.')).toBeTruthy();
    await user.clear(value);
    await user.type(value, '0');
    expect(dialog.getByText('Enter at least 1.')).toBeTruthy();
  });

  it('wants a real date as a fixed date default', async () => {
    const { dialog, choose, user, apply } = await openDialog();
    await choose('Field type', 'Date');
    await user.click(dialog.getByRole('radio', { name: 'Fixed date' }));
    await apply();
    expect(dialog.getByText('Enter the date.')).toBeTruthy();
  });

  it('adds a valid field to the object, saved with the version', async () => {
    const { dialog, choose, apply, basics, user, server, type } = await openDialog();
    await basics('trailerWeight');
    await choose('Field type', 'Whole number');
    await type('Unit of measure', 'kg');
    await user.click(dialog.getByRole('switch', { name: 'Mandatory' }));
    await apply();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const fields = within(screen.getByRole('table', { name: 'Fields of Vehicle' }));
    expect(fields.getByRole('row', { name: /trailerWeight/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some(({ method }) => method === 'PUT')).toBe(true));
    const saved = server.requests.find(({ method }) => method === 'PUT')?.body as ProductVersion;
    const added = saved.definition.objectDefinitions[1]?.fields.at(-1);
    expect(added).toEqual({
      key: 'trailerWeight',
      name: 'trailerWeight',
      iconName: 'Label',
      translations: {},
      attributes: {
        fieldType: 'Integer',
        used: true,
        hidden: false,
        mandatory: true,
        unitOfMeasure: 'kg',
        unitOfMeasureSide: 'RIGHT',
        attributeType: 'ANY',
        showAsSummary: false,
      },
      seq: 3,
    });
  });

  it('checks a formula as it is typed with the engine, and saves it', async () => {
    const { dialog, apply, user, server } = await openDialog('Edit Seats');
    const formula = dialog.getByRole('textbox', { name: 'Formula' });
    // set at once, not typed key by key: each keystroke re-checks, and a busy machine makes that slow
    const write = (text: string) => fireEvent.change(formula, { target: { value: text } });
    write('vehicle.seets * 2');
    expect(dialog.getByText('There is no field vehicle.seets that a formula can use.')).toBeTruthy();
    write('vehicle.hasTrailer * 2');
    expect(
      dialog.getByText('The types in this formula do not fit together or do not fit this field.'),
    ).toBeTruthy();
    write('vehicle.seats + 1');
    expect(dialog.getByText('The formula depends on itself: vehicle.seats → vehicle.seats.')).toBeTruthy();
    write('vehicle.hasTrailer ? 2 : 5');
    expect(dialog.queryByText(/formula/i, { selector: 'p' })).toBeNull();
    await apply();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some(({ method }) => method === 'PUT')).toBe(true));
    const saved = server.requests.find(({ method }) => method === 'PUT')?.body as ProductVersion;
    const seats = saved.definition.objectDefinitions[1]?.fields.find((field) => field.key === 'seats');
    expect(seats?.attributes).toMatchObject({ fieldType: 'Integer', formula: 'vehicle.hasTrailer ? 2 : 5' });
  });

  it('edits a field in place, keeping its position', async () => {
    const { dialog, apply, user } = await openDialog('Edit Seats');
    const key = dialog.getByRole('textbox', { name: /^Key/ });
    expect(key.getAttribute('value')).toBe('seats');
    await user.clear(key);
    await user.type(key, 'seatCount');
    await apply();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rows = within(screen.getByRole('table', { name: 'Fields of Vehicle' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringContaining('make'),
      expect.stringContaining('seatCount'),
      expect.stringContaining('hasTrailer'),
    ]);
  });

  it('keeps the key and type of a predefined field', async () => {
    const app = await renderApp({
      path: versionPath(),
      permissions: PERMISSIONS,
      catalog: CATALOG,
      routes: versionRoutes(storedVersion()),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Show Private person' }, LOADED));
    await app.user.click(screen.getByRole('button', { name: 'Edit Personal code' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('textbox', { name: /^Key/ }).hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText('The key of a predefined field cannot change.')).toBeTruthy();
  });
});
