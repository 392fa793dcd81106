import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Fresh module instances: the worker's setup has loaded the pickers for every other test. */
async function freshWidgets() {
  vi.resetModules();
  const { renderWidget } = await import('../../test/widgetHarness.js');
  const { DateWidget } = await import('./DateWidget.js');
  return { renderWidget, DateWidget };
}

describe('DateWidget while the pickers load', () => {
  it("shows an editable field's value at once, not yet editable, then the picker once its code is there", async () => {
    const { renderWidget, DateWidget } = await freshWidgets();
    renderWidget(DateWidget, { schema: { type: 'string' }, value: '2026-03-04' });
    const waiting = screen.getByRole('textbox', { name: 'Field' });
    expect(waiting).toHaveProperty('value', '2026/03/04');
    expect(waiting).toHaveProperty('disabled', true);

    expect(await screen.findAllByRole('spinbutton')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Field' }).textContent).toContain('2026/03/04');
  });

  it('shows a read-only value without waiting for the pickers', async () => {
    const { renderWidget, DateWidget } = await freshWidgets();
    renderWidget(DateWidget, { schema: { type: 'string' }, value: '2026-03-04', readonly: true });
    expect(screen.getByText('2026/03/04')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
