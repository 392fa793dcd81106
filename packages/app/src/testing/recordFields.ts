import { screen } from '@testing-library/react';

/** The text fields of the record's own form, not those of its panels (a note's text), which have their tabs. */
export function recordTextboxes(): HTMLElement[] {
  return screen.queryAllByRole('textbox').filter((box) => box.closest('[role="tabpanel"]') === null);
}
