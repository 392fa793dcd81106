import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The panel tab `name` of a record's page opened, its section answered. The tab is clicked until it stays
 * selected: a click while the record still loads may be undone when the page draws it.
 */
export async function openPanel(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect
    .poll(
      async () => {
        await tab.click();
        await page.waitForTimeout(200);
        return tab.getAttribute('aria-selected');
      },
      { timeout: 20_000 },
    )
    .toBe('true');
  return page.getByRole('region', { name });
}

/**
 * The dialog `name` that `button` opens, opened: clicked until the dialog is there, for the same reason as a
 * panel's tab (a click on a page that is still being drawn may be undone).
 */
export async function openDialog(page: Page, button: Locator, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect
    .poll(
      async () => {
        if ((await dialog.count()) === 0) await button.click();
        await page.waitForTimeout(200);
        return dialog.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  return dialog;
}
