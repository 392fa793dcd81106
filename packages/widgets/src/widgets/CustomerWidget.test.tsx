import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartyReference, PartySearch } from '../context/WidgetsContext.js';
import { renderWidget } from '../../test/widgetHarness.js';
import { CustomerWidget } from './CustomerWidget.js';

const PEOPLE: PartyReference[] = Array.from({ length: 25 }, (_, index) => ({
  id: `p${index}`,
  name: `Person ${String(index).padStart(2, '0')}`,
  partyType: 'PRIVATE',
}));

/** A party directory answering searches like the server does: filtered, then one page. */
function directory() {
  const searches: PartySearch[] = [];
  const searchParties = async (query: PartySearch) => {
    searches.push(query);
    const found = PEOPLE.filter((party) => party.name.toLowerCase().includes(query.search.toLowerCase()));
    return {
      items: found.slice(query.page * query.limit, (query.page + 1) * query.limit),
      count: found.length,
    };
  };
  return { searches, searchParties };
}

const schema = { type: 'object' as const };

describe('CustomerWidget', () => {
  it('searches once after typing stops, with the field party types and a page of 10', async () => {
    const { searches, searchParties } = directory();
    renderWidget(CustomerWidget, {
      schema,
      uiSchema: { 'ui:options': { partyTypes: ['LEGAL'] } },
      settings: { searchParties },
    });
    // Opening lists the first page; wait for it so a slow machine's typing cannot race that search.
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    const opened = searches.length;
    await userEvent.keyboard('Person 1');
    await screen.findByRole('option', { name: 'Person 10' });
    expect(searches.slice(opened).map(({ search }) => search)).toEqual(['Person 1']);
    expect(searches.at(-1)).toMatchObject({ partyTypes: ['LEGAL'], page: 0, limit: 10 });
  });

  it('lists 10 parties and fetches the next page when scrolled to the end', async () => {
    const { searches, searchParties } = directory();
    renderWidget(CustomerWidget, { schema, settings: { searchParties } });
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    screen.getByRole('listbox').dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(searches.map(({ page }) => page)).toEqual([0, 1]);
  });

  it('takes the party that "create new" resolves to', async () => {
    const created: PartyReference = { id: 'new', name: 'New Company', partyType: 'LEGAL' };
    const asked: unknown[] = [];
    const { lastReported } = renderWidget(CustomerWidget, {
      schema,
      uiSchema: { 'ui:options': { partyTypes: ['LEGAL'] } },
      settings: {
        onCreateParty: async (partyTypes) => {
          asked.push(partyTypes);
          return created;
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create new' }));
    await waitFor(() => expect(lastReported()).toEqual(created));
    expect(asked).toEqual([['LEGAL']]);
  });

  it('offers no "create new" without a handler', () => {
    renderWidget(CustomerWidget, { schema });
    expect(screen.queryByRole('button', { name: 'Create new' })).toBeNull();
  });
});
