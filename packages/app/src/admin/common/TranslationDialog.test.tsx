import type { Translations } from '@coverline/engine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../../testing/renderApp.js';
import { TranslationDialog } from './TranslationDialog.js';

async function openDialog(value: Translations, languages = ['en', 'de', 'lv']) {
  const applied: Translations[] = [];
  const view = await renderWithTexts(
    <TranslationDialog
      open
      languages={languages}
      value={value}
      title="Translations of “Fuel”"
      onClose={() => undefined}
      onApply={(translations) => applied.push(translations)}
    />,
  );
  return { ...view, applied };
}

describe('TranslationDialog', () => {
  it('offers one field per supported language, named in the interface language', async () => {
    await openDialog({ de: 'Kraftstoff' });
    const dialog = screen.getByRole('dialog', { name: 'Translations of “Fuel”' });
    expect(dialog).toBeDefined();
    expect((screen.getByLabelText('English') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('German') as HTMLInputElement).value).toBe('Kraftstoff');
    expect(screen.getByLabelText('Latvian')).toBeDefined();
    expect(screen.queryByLabelText('French')).toBeNull();
  });

  it('applies the typed texts, leaves emptied ones out and keeps languages it did not offer', async () => {
    const { user, applied } = await openDialog({ de: 'Kraftstoff', ru: 'Топливо' });
    await user.clear(screen.getByLabelText('German'));
    await user.type(screen.getByLabelText('Latvian'), '  Degviela ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([{ ru: 'Топливо', lv: 'Degviela' }]);
  });

  it('applies with Enter from a field, for keyboard users', async () => {
    const { user, applied } = await openDialog({});
    await user.type(screen.getByLabelText('English'), 'Fuel{Enter}');
    expect(applied).toEqual([{ en: 'Fuel' }]);
  });
});
