import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';
import type { SearchResult } from '@coverline/engine';

const empty = { count: 0, items: [] };

const RESULT: SearchResult = {
  parties: {
    count: 12,
    items: [{ id: 'p1', name: 'Anna Bērziņa', email: 'anna@example.com', partyType: 'PRIVATE' }],
  },
  insuranceQuotes: empty,
  loanApplications: empty,
  policies: empty,
  loans: {
    count: 1,
    items: [
      {
        entityId: 'l1',
        contractNumber: 'LN-0042',
        productName: 'Car loan',
        contracteeName: 'Anna Bērziņa',
        status: 'ACTIVE',
      },
    ],
  },
};

const NOTHING: SearchResult = {
  parties: empty,
  insuranceQuotes: empty,
  loanApplications: empty,
  policies: empty,
  loans: empty,
};

async function openWithShortcut(options: Parameters<typeof renderApp>[0]) {
  const app = await renderApp(options);
  await screen.findByRole('heading', { name: /^Welcome/ });
  await app.user.keyboard('{Control>}k{/Control}');
  return { ...app, dialog: within(await screen.findByRole('dialog', { name: 'Search' })) };
}

describe('global search', () => {
  it('opens with Ctrl+K and asks the user to start typing', async () => {
    const { dialog } = await openWithShortcut({ path: '/home', permissions: ['party:Find'] });
    expect(dialog.getByText('Start typing to search')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByRole('searchbox', { name: /Search persons/ }));
  });

  it('stays closed for users who may not find anything', async () => {
    const { user } = await renderApp({ path: '/home', permissions: ['claim:Read'] });
    await screen.findByRole('heading', { name: /^Welcome/ });
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('groups what it finds, links each item, a loan’s payments and all results of a bigger group', async () => {
    const { user, dialog, server } = await openWithShortcut({
      path: '/home',
      permissions: ['party:Find', 'contract:Find'],
      catalog: { queries: [{ id: 'all-parties', name: 'All', queryObject: 'PARTIES' }] },
      routes: { 'GET /api/search?search=anna': { body: RESULT } },
    });
    await user.type(dialog.getByRole('searchbox'), 'anna');

    const persons = within(await dialog.findByRole('region', { name: 'Persons' }));
    expect(persons.getByRole('link', { name: /Anna Bērziņa/ }).getAttribute('href')).toBe(
      '/workspace/persons/p1',
    );
    expect(persons.getByRole('link', { name: 'See all results (12)' }).getAttribute('href')).toBe(
      '/workspace/query/all-parties?search=anna',
    );
    const loans = within(dialog.getByRole('region', { name: 'Loans' }));
    expect(loans.getByRole('link', { name: /^LN-0042 · Car loan/ }).getAttribute('href')).toBe(
      '/workspace/loans/l1',
    );
    expect(loans.getByRole('link', { name: /^Payments/ }).getAttribute('href')).toBe(
      '/workspace/loans/l1/payments',
    );
    expect(loans.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(dialog.queryByRole('region', { name: 'Policies' })).toBeNull();
    expect(server.requests.filter((request) => request.path.startsWith('/api/search'))).toHaveLength(1);
  });

  it('says "100+" for a group the server counted past its cap', async () => {
    const { user, dialog } = await openWithShortcut({
      path: '/home',
      permissions: ['party:Find'],
      catalog: { queries: [{ id: 'all-parties', name: 'All', queryObject: 'PARTIES' }] },
      routes: {
        'GET /api/search?search=an': { body: { ...RESULT, parties: { ...RESULT.parties, count: 101 } } },
      },
    });
    await user.type(dialog.getByRole('searchbox'), 'an');
    const persons = within(await dialog.findByRole('region', { name: 'Persons' }));
    expect(persons.getByRole('link', { name: 'See all results (100+)' })).toBeTruthy();
  });

  it('says when nothing matches the keyword', async () => {
    const { user, dialog } = await openWithShortcut({
      path: '/home',
      permissions: ['quote:Find'],
      routes: { 'GET /api/search?search=zz': { body: NOTHING } },
    });
    await user.type(dialog.getByRole('searchbox'), 'zz');
    expect(await dialog.findByText('Nothing found for “zz”')).toBeTruthy();
  });
});
