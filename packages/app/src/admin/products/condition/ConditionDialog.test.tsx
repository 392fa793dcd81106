import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ProductVersion } from '@coverline/engine';
import { renderApp } from '../../../testing/renderApp.js';
import {
  CATALOG,
  LOADED,
  PERMISSIONS,
  storedVersion,
  vehicle,
  versionPath,
  versionRoutes,
} from '../testing/versionFixtures.js';

/** Each test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 30_000 };

/** The version page with the vehicle object open and its display condition builder opened. */
async function openBuilder(displayCondition?: string) {
  const version = storedVersion({
    definition: {
      objectDefinitions: [
        {
          ...vehicle,
          attributes: {
            ...vehicle.attributes,
            ...(displayCondition === undefined ? {} : { displayCondition }),
          },
        },
      ],
    },
  });
  const app = await renderApp({
    path: versionPath(),
    permissions: PERMISSIONS,
    catalog: CATALOG,
    routes: { ...versionRoutes(version), 'PUT /api/product-versions': (request) => ({ body: request.body }) },
  });
  await app.user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
  await app.user.click(screen.getByRole('button', { name: 'Edit Display condition' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Display condition of Vehicle' }, LOADED));
  /** Picks an option of the builder's n-th select of a kind (`Field`, `Comparison`). */
  const pick = async (name: string, option: string, index = 0) => {
    await app.user.click(dialog.getAllByRole('combobox', { name })[index] as HTMLElement);
    await app.user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };
  return { ...app, dialog, pick };
}

describe('display condition builder', SLOW, () => {
  it('builds a condition over the version’s fields and stores it as CEL text', async () => {
    const { dialog, pick, user, server } = await openBuilder();
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    await pick('Field', 'Vehicle › Seats');
    await pick('Comparison', 'is greater than');
    await user.type(dialog.getByRole('spinbutton', { name: 'Value' }), '5');
    expect(dialog.getByText('vehicle.seats > 5')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Display condition' }).textContent).toBe('vehicle.seats > 5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some(({ method }) => method === 'PUT')).toBe(true));
    const saved = server.requests.find(({ method }) => method === 'PUT')?.body as ProductVersion;
    expect(saved.definition.objectDefinitions[0]?.attributes.displayCondition).toBe('vehicle.seats > 5');
  });

  it('offers yes and no for a Boolean field and the comparisons the condition language has', async () => {
    const warnings = vi.spyOn(console, 'error');
    onTestFinished(() => warnings.mockRestore());
    const { dialog, pick, user } = await openBuilder();
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    await pick('Field', 'Vehicle › Has trailer');
    await user.click(dialog.getByRole('combobox', { name: 'Comparison' }));
    const comparisons = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(comparisons).toEqual(['equals', 'does not equal', 'is empty', 'is not empty']);
    await user.click(screen.getByRole('option', { name: 'equals' }));
    await user.click(dialog.getByRole('radio', { name: 'No' }));
    expect(dialog.getByText('vehicle.hasTrailer == false')).toBeTruthy();
    // The yes/no choice is a named group of radio buttons, drawn without props the page's elements do not know.
    expect(dialog.getByRole('group', { name: 'Value' })).toBeTruthy();
    expect(warnings.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('does not recognize'),
    );
  });

  it('does not apply a rule without a value', async () => {
    const { dialog, user } = await openBuilder();
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(dialog.getByText('Give every rule a value of the right kind, or remove it.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Display condition of Vehicle' })).toBeTruthy();
  });

  it('starts empty, with a notice, when the stored text cannot be read', async () => {
    const { dialog } = await openBuilder('vehicle.seats >');
    expect(
      dialog.getByText('The stored condition could not be read, so the builder starts empty.'),
    ).toBeTruthy();
    expect(dialog.getByText('Always shown')).toBeTruthy();
  });

  it('reads a stored condition back into rules', async () => {
    const { dialog } = await openBuilder('vehicle.seats >= 2 && vehicle.make.startsWith("Vol")');
    expect(dialog.getByText('vehicle.seats >= 2 && vehicle.make.startsWith("Vol")')).toBeTruthy();
    expect(dialog.getAllByRole('combobox', { name: 'Field' })).toHaveLength(2);
  });
});
