import { screen, waitFor, within } from '@testing-library/react';
import type { RouterState } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FixtureServer, ReceivedRequest } from '../testing/fixtureServer.js';
import { renderApp } from '../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

const anna = {
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  partyType: 'PRIVATE',
  name: 'Anna Bērziņa',
  code: '120385-12345',
  email: 'anna@example.com',
  version: 2,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
};
const quoteItem = (index: number) => ({
  entityId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  quoteNr: `Q-${String(index).padStart(6, '0')}`,
  productName: 'Motor insurance',
  contracteeName: 'Anna Bērziņa',
  status: index % 2 === 0 ? 'NEW' : 'QUOTED',
  startDate: '2026-04-01',
  endDate: '2027-03-31',
});

/** A list call answering 23 quotes, a page at a time, as the server would. */
function quotePages(request: ReceivedRequest) {
  const query = new URL(request.path, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const all = Array.from({ length: 23 }, (_, index) => quoteItem(index + 1));
  return { body: { count: all.length, items: all.slice(page * limit, (page + 1) * limit) } };
}

const listCalls = (server: FixtureServer, path: string) =>
  server.requests.filter((request) => request.path.startsWith(`${path}?`)).map((request) => request.path);
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

/**
 * The addresses the router goes to from now on. A row opens its record's page, which leaves again when the
 * record cannot be loaded (this fixture server does not serve it), so the address is checked where it went.
 */
function addressesVisited(router: { subscribe(listener: (state: RouterState) => void): () => void }) {
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  return visited;
}

describe('the persons list', SLOW, () => {
  it('shows a page of persons, their type in words, and opens a person from its row', async () => {
    const { user, router } = await renderApp({
      path: '/workspace/persons',
      permissions: ['party:*'],
      routes: { 'GET /api/parties/find': { body: { count: 1, items: [anna] } } },
    });
    expect(await screen.findByRole('heading', { name: 'Persons' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Anna Bērziņa' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Private person' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Anna Bērziņa' }).getAttribute('href')).toBe(
      `/workspace/persons/${anna.id}`,
    );
    const visited = addressesVisited(router);
    await user.click(screen.getByRole('cell', { name: 'anna@example.com' }));
    await waitFor(() => expect(visited).toContain(`/workspace/persons/${anna.id}`));
  });

  it('says "more than" the count of a list whose count stopped at the cap', async () => {
    await renderApp({
      path: '/workspace/persons',
      permissions: ['party:*'],
      routes: { 'GET /api/parties/find': { body: { count: 1000, countCapped: true, items: [anna] } } },
    });
    expect(await screen.findByText(/of more than 1,000$/, undefined, LOADED)).toBeTruthy();
  });

  it('is not open to users who may not find persons', async () => {
    const { server } = await renderApp({ path: '/workspace/persons', permissions: ['party:Read'] });
    expect(await screen.findByRole('heading', { name: 'Access denied' }, LOADED)).toBeTruthy();
    expect(listCalls(server, '/api/parties/find')).toEqual([]);
  });
});

describe('the quotes list', SLOW, () => {
  it('pages, sorts and searches through the server, keeping its state in the address', async () => {
    const { user, server, router } = await renderApp({
      path: '/workspace/quotes',
      permissions: ['quote:*'],
      routes: { 'GET /api/quotes/find': quotePages },
    });
    expect(await screen.findByRole('cell', { name: 'Q-000001' }, LOADED)).toBeTruthy();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getAllByRole('cell', { name: 'Quoted' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('cell', { name: '2026/04/01' }).length).toBe(10);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByRole('cell', { name: 'Q-000011' }, LOADED)).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1&limit=10');

    await user.click(screen.getByRole('button', { name: 'Number' }));
    await waitFor(() =>
      expect(listCalls(server, '/api/quotes/find').at(-1)).toBe(
        '/api/quotes/find?page=0&limit=10&sorting=quoteNr%3AASC',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Product' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Anna');
    await waitFor(() =>
      expect(listCalls(server, '/api/quotes/find').at(-1)).toBe(
        '/api/quotes/find?page=0&limit=10&search=Anna&sorting=quoteNr%3AASC',
      ),
    );
    // Typing is debounced: one call for the whole word, not one per letter.
    expect(listCalls(server, '/api/quotes/find').filter((path) => path.includes('search='))).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Anna');

    const visited = addressesVisited(router);
    await user.click(screen.getByRole('cell', { name: 'Q-000003' }));
    await waitFor(() => expect(visited).toContain(`/workspace/quotes/${quoteItem(3).entityId}`));
  });

  it('opens at the page, search and sort its address names', async () => {
    const { server } = await renderApp({
      path: '/workspace/quotes?page=2&limit=10&search=Q-0000&sorting=startDate%3ADESC',
      permissions: ['quote:Find'],
      routes: { 'GET /api/quotes/find': quotePages },
    });
    expect(await screen.findByRole('cell', { name: 'Q-000021' }, LOADED)).toBeTruthy();
    expect(listCalls(server, '/api/quotes/find')).toEqual([
      '/api/quotes/find?page=2&limit=10&search=Q-0000&sorting=startDate%3ADESC',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'Q-0000');
  });
});

describe('the loan applications list', SLOW, () => {
  it('lists the loan applications and links each to its page', async () => {
    await renderApp({
      path: '/workspace/loan-applications',
      permissions: ['quote:Find'],
      routes: {
        'GET /api/loan-applications/find': {
          body: { count: 1, items: [{ ...quoteItem(7), quoteNr: 'LA-000007' }] },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Loan applications' }, LOADED)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Open LA-000007' }, LOADED)).getAttribute('href')).toBe(
      `/workspace/loan-applications/${quoteItem(7).entityId}`,
    );
  });
});
