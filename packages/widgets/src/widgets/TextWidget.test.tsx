import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../test/widgetHarness.js';
import { TextWidget } from './TextWidget.js';

describe('field messages', () => {
  it('mark the input invalid as an error', () => {
    renderWidget(TextWidget, { schema: { type: 'string' }, rawErrors: ['Required'] });
    expect(screen.getByLabelText('Field').getAttribute('aria-invalid')).toBe('true');
  });

  it('are warnings, not errors, under a Save', () => {
    renderWidget(TextWidget, {
      schema: { type: 'string' },
      rawErrors: ['Required'],
      settings: { severity: 'warning' },
    });
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByLabelText('Field').getAttribute('aria-invalid')).toBe('false');
  });
});
