import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../../testing/renderApp.js';
import { IconPicker } from './IconPicker.js';

function Picker({ initial }: { initial?: string }) {
  const [icon, setIcon] = useState(initial);
  return <IconPicker label="Icon" value={icon} onChange={setIcon} />;
}

async function openPicker(initial?: string) {
  const view = await renderWithTexts(<Picker initial={initial} />);
  await view.user.click(screen.getByRole('button', { name: 'Choose Icon' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose an icon' });
  await within(dialog).findByRole('group', { name: 'Icons' });
  return { ...view, dialog };
}

/** Rendering all 250 icons and filtering them as one types takes a while on a busy machine. */
describe('IconPicker', { timeout: 30_000 }, () => {
  it('shows the chosen icon by name', async () => {
    await renderWithTexts(<Picker initial="DirectionsCar" />);
    expect((screen.getByLabelText('Icon') as HTMLInputElement).value).toBe('Directions Car');
  });

  it('offers about 250 icons, narrowed by a search, and takes the one clicked', async () => {
    const { user, dialog } = await openPicker('Search');
    const all = within(dialog).getAllByRole('button', { pressed: false }).length + 1;
    expect(all).toBeGreaterThanOrEqual(240);
    await user.type(within(dialog).getByLabelText('Search icons'), 'directions');
    const found = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.startsWith('Directions'));
    expect(found).toEqual(expect.arrayContaining(['Directions Car', 'Directions Bus']));
    await user.click(within(dialog).getByRole('button', { name: 'Directions Car' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Icon') as HTMLInputElement).value).toBe('Directions Car');
  });

  it('says so when no icon matches', async () => {
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByLabelText('Search icons'), 'no such thing');
    expect(within(dialog).getByText('No icons')).toBeDefined();
  });

  it('is one tab stop, moved through with the arrow keys and chosen with Enter', async () => {
    const { user, dialog } = await openPicker('Search');
    await user.type(within(dialog).getByLabelText('Search icons'), 'directions');
    await user.tab();
    const first = within(dialog).getByRole('button', { name: 'Directions' });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Directions Bike');
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('Icon') as HTMLInputElement).value).toBe('Directions Bike');
  });
});
