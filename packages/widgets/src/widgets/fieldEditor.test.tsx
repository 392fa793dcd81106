import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WIDGET_SAMPLES } from '../../test/widgetSamples.js';

/** Fresh module instances: the worker's setup has loaded every editor for the other tests. */
async function freshWidgets() {
  vi.resetModules();
  const { renderWidget } = await import('../../test/widgetHarness.js');
  const { coverlineWidgets } = await import('./coverlineWidgets.js');
  return { renderWidget, coverlineWidgets };
}

describe.each(Object.entries(WIDGET_SAMPLES))(
  'the %s widget before its editor has loaded',
  (name, sample) => {
    const widget = name as keyof typeof WIDGET_SAMPLES;

    it("shows an editable field's value at once, labelled and not yet editable, then its editor", async () => {
      const { renderWidget, coverlineWidgets } = await freshWidgets();
      const { container } = renderWidget(coverlineWidgets[widget], sample);
      const waiting = screen.getByRole('textbox', { name: 'Field' });
      expect(waiting).toHaveProperty('value', sample.text);
      expect(waiting).toHaveProperty('disabled', true);

      await waitFor(() => expect(container.querySelector('input:disabled')).toBeNull());
      expect(screen.getAllByLabelText(/^Field/).length).toBeGreaterThan(0);
    });

    it("marks a required field's label as its editor does, the mark not part of its name", async () => {
      const { renderWidget, coverlineWidgets } = await freshWidgets();
      const { container } = renderWidget(coverlineWidgets[widget], { ...sample, required: true });
      const marked = () => container.querySelector('label')?.textContent;
      // A list's editor marks it only while it is empty.
      const mark = Array.isArray(sample.value) && sample.value.length > 0 ? '' : '\u2009*';
      expect(screen.getByRole('textbox', { name: 'Field' })).toHaveProperty('disabled', true);
      expect(marked()).toBe(`Field${mark}`);
      await waitFor(() => expect(container.querySelector('input:disabled')).toBeNull());
      expect(marked()).toBe(`Field${mark}`);
    });

    it('shows a read-only value at once, without its editor', async () => {
      const { renderWidget, coverlineWidgets } = await freshWidgets();
      const { container } = renderWidget(coverlineWidgets[widget], { ...sample, readonly: true });
      expect(screen.getByRole('group', { name: 'Field' }).textContent).toContain(sample.text);
      expect(container.querySelector('input, textarea, [role="combobox"]')).toBeNull();
    });
  },
);

describe('a multi-line text field before its editor has loaded', () => {
  it('is as many lines tall as its editor will be', async () => {
    const { renderWidget, coverlineWidgets } = await freshWidgets();
    renderWidget(coverlineWidgets.textarea, WIDGET_SAMPLES.textarea);
    const waiting = screen.getByRole('textbox', { name: 'Field' });
    expect(waiting.tagName).toBe('TEXTAREA');
    expect(waiting.getAttribute('rows')).toBe('3');
  });
});
