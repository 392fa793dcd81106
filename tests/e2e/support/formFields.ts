import type { Locator, Page } from 'playwright-core';
import { clickUntil } from './panels.js';

/**
 * What a field of a generated form is given: its text (a text or number field), the name of the option to
 * choose (a lookup or other select), `true`/`false` (a yes/no field), or `{ date: 'YYYY-MM-DD' }` (a date,
 * or with ` HH:mm:ss` a date and time).
 */
export type FieldInput = string | boolean | { date: string };

/**
 * A field's control by its label: the one input, select or group of the form named so, once it can be edited
 * (until its editor's code is there, a field shows its value disabled in its place).
 */
function controlOf(scope: Locator, label: string): Locator {
  const named = { name: label, exact: true, disabled: false };
  return scope
    .getByRole('textbox', named)
    .or(scope.getByRole('spinbutton', named))
    .or(scope.getByRole('combobox', named))
    .or(scope.getByRole('group', named));
}

/** Chooses an option of a select or autocomplete, by its whole name. */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/**
 * Chooses an option as `chooseOption` does until `done` holds (see `clickUntil`): a choice made while its
 * control is drawn again may be lost, or leave the list open over the rest of the page.
 */
export async function chooseOptionUntil(
  page: Page,
  combobox: Locator,
  option: string,
  done: () => Promise<boolean>,
): Promise<void> {
  const list = page.getByRole('listbox');
  await clickUntil(
    page,
    async () => {
      if ((await list.count()) === 0) await combobox.click();
      await list.getByRole('option', { name: option, exact: true }).click();
    },
    async () => (await list.count()) === 0 && (await done()),
  );
}

/**
 * Fills fields of a form the engine generated (a quote, an application, a claim) by their labels, as a user
 * would: types into text fields (a click first, since formatted fields reformat when they take the focus,
 * and Tab after, so they format again), chooses options by their names, presses Yes or No and types dates
 * into the date field's segments. Fields render once near the viewport, so each is waited for. Labels must
 * be unique within `scope`: give a card's region for fields named alike on several cards.
 */
export async function fillFields(scope: Locator, fields: Record<string, FieldInput>): Promise<void> {
  const page = scope.page();
  for (const [label, input] of Object.entries(fields)) {
    const control = controlOf(scope, label);
    await control.scrollIntoViewIfNeeded();
    const role = await control.evaluate(
      (element) => element.getAttribute('role') ?? (element.tagName === 'INPUT' ? 'textbox' : ''),
    );
    if (typeof input === 'boolean') {
      const answer = control.getByRole('button', { name: input ? 'Yes' : 'No', exact: true });
      // Pressing the answer already given would take it back.
      if ((await answer.getAttribute('aria-pressed')) !== 'true') await answer.click();
    } else if (typeof input === 'object') {
      await control.getByRole('spinbutton').first().click();
      await page.keyboard.type(input.date.replace(/\D/g, ''));
    } else if (role === 'combobox') {
      await chooseOption(page, control, input);
    } else {
      await control.click();
      await control.fill(input);
      await control.press('Tab');
    }
  }
}
