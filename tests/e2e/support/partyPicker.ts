import type { Locator } from 'playwright-core';

/**
 * Picks a party in a Customer field (an autocomplete that searches the tenant's parties as one types): types
 * `search` and chooses the option of the party, named `Name (code)` or just `Name`.
 */
export async function pickParty(
  field: Locator,
  party: { search: string; name: string; code?: string },
): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.fill(party.search);
  const option = party.code === undefined ? party.name : `${party.name} (${party.code})`;
  await field.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}
