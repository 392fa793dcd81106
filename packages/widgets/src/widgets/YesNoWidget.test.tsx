import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { YesNoWidget } from './YesNoWidget.js';

describe('YesNoWidget', () => {
  it('clears the answer when the chosen one is pressed again', async () => {
    const { lastReported } = renderWidget(YesNoWidget, { schema: { type: 'boolean' }, value: true });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(lastReported()).toBeUndefined();
  });

  it('highlights a "yes" that the definition asks to highlight', () => {
    renderWidget(YesNoWidget, {
      schema: { type: 'boolean' },
      uiSchema: { 'ui:options': { yesHighlighted: true } },
      value: true,
    });
    expect(screen.getByRole('button', { name: 'Yes' }).className).toMatch(/MuiToggleButton-warning/);
  });

  it('does not highlight an answer nobody asked to highlight', () => {
    renderWidget(YesNoWidget, {
      schema: { type: 'boolean' },
      uiSchema: { 'ui:options': { yesHighlighted: true } },
      value: false,
    });
    expect(screen.getByRole('button', { name: 'No' }).className).not.toMatch(/MuiToggleButton-warning/);
  });

  it('says yes and no in the language given', () => {
    renderWidget(YesNoWidget, {
      schema: { type: 'boolean' },
      value: false,
      readonly: true,
      settings: { t: (key) => ({ yes: 'Jā', no: 'Nē' })[key as string] },
    });
    expect(screen.getByText('Nē')).toBeTruthy();
  });
});
