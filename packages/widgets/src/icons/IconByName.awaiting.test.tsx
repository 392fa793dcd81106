import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('IconByName awaiting the catalogue', () => {
  it('does not ask for the catalogue, keeps an empty box of the same size, and draws once it is loaded', async () => {
    // A fresh module instance: other test files share this worker and may have loaded the catalogue.
    vi.resetModules();
    const { IconByName } = await import('./IconByName.js');
    const { loadIconCatalogue } = await import('./useIconCatalogue.js');
    render(
      <span data-testid="waiting">
        <IconByName name="Savings" awaitCatalogue fontSize="small" />
      </span>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const box = screen.getByTestId('waiting').firstElementChild as Element;
    expect(box.querySelector('path')).toBeNull();
    expect(box.getAttribute('class')).toContain('MuiSvgIcon-fontSizeSmall');

    await loadIconCatalogue();
    expect(await screen.findByTestId('SavingsIcon')).toBeDefined();
  });
});
