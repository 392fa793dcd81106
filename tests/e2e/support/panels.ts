import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Clicks (`click`) until `done` holds, for at most 20 s: a click on a page that is still being drawn may be
 * undone — a tab's selection, a dialog's opening, a menu's navigation.
 */
export async function clickUntil(
  page: Page,
  click: () => Promise<unknown>,
  done: () => Promise<boolean>,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await done())) {
          await click();
          await page.waitForTimeout(200);
        }
        return done();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The panel tab `name` of a record's page opened, its section answered. The tab is clicked until it stays
 * selected: a click while the record still loads may be undone when the page draws it.
 */
export async function openPanel(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await clickUntil(
    page,
    () => tab.click(),
    async () => (await tab.getAttribute('aria-selected')) === 'true',
  );
  return page.getByRole('region', { name });
}

/** The dialog `name` that `button` opens, opened: clicked until the dialog is there (see `clickUntil`). */
export async function openDialog(page: Page, button: Locator, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await clickUntil(
    page,
    () => button.click(),
    async () => (await dialog.count()) === 1,
  );
  return dialog;
}
