import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IconCatalogue } from './iconCatalogue.js';

/** Fresh module instances: other test files share this worker and have loaded every drawing. */
async function freshIcons() {
  vi.resetModules();
  const { IconByName } = await import('./IconByName.js');
  const { loadIcon } = await import('./useIcon.js');
  return { IconByName, loadIcon };
}

describe('IconByName awaiting its drawing', () => {
  it('does not ask for the drawing, keeps an empty box of the same size, and draws once it is loaded', async () => {
    const { IconByName, loadIcon } = await freshIcons();
    render(
      <span data-testid="waiting">
        <IconByName name="Savings" awaitCatalogue fontSize="small" />
      </span>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const box = screen.getByTestId('waiting').firstElementChild as Element;
    expect(box.querySelector('path')).toBeNull();
    expect(box.getAttribute('class')).toContain('MuiSvgIcon-fontSizeSmall');

    await loadIcon('Savings');
    expect(await screen.findByTestId('SavingsIcon')).toBeDefined();
  });

  it('loads only the drawings of the icons shown, not the whole catalogue', async () => {
    const { IconByName } = await freshIcons();
    render(
      <>
        <IconByName name="Savings" />
        <span data-testid="other">
          <IconByName name="Alarm" awaitCatalogue />
        </span>
      </>,
    );
    expect(await screen.findByTestId('SavingsIcon')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('other').querySelector('path')).toBeNull();
  });

  it('keeps an empty box for a drawing that could not be fetched, and fetches it again when next shown', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock('./iconCatalogue.js', async (importOriginal) => {
      const { ICON_CATALOGUE } = await importOriginal<{ ICON_CATALOGUE: IconCatalogue }>();
      return {
        ICON_CATALOGUE: {
          ...ICON_CATALOGUE,
          // As a chunk gone with a new release, until it is there again.
          Savings: () =>
            reachable ? ICON_CATALOGUE.Savings!() : Promise.reject(new Error('Failed to fetch')),
        },
      };
    });
    try {
      const { IconByName } = await import('./IconByName.js');
      const shown = () =>
        render(
          <span data-testid="shown">
            <IconByName name="Savings" />
          </span>,
        );
      const first = shown();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByTestId('shown').querySelector('path')).toBeNull();
      first.unmount();
      reachable = true;
      shown();
      expect(await screen.findByTestId('SavingsIcon')).toBeDefined();
    } finally {
      vi.doUnmock('./iconCatalogue.js');
      vi.resetModules();
    }
  });
});
