import type { QueryResultPage, QueryVisibilityPlace, SavedQuery } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import { motorQuote, partyDefinition } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const QUERY_ID = '7d0c3a52-9f3e-4c1a-9a55-3b1d2c4e5f60';
const QUOTE_ID = '1f7a9c20-1b2c-4d3e-8f40-5a6b7c8d9e01';

const QUERY: SavedQuery & { id: string } = {
  id: QUERY_ID,
  version: 0,
  name: 'Diesel vehicles',
  translations: { de: 'Dieselfahrzeuge' },
  queryObject: 'INSURANCE_QUOTES',
  columns: ['quoteNr', 'status', 'vehicle.make', 'vehicle.marketValue'],
  search: ['quoteNr'],
  sorting: ['vehicle.marketValue:DESC'],
  visibleIn: ['TREE_MENU'],
  conditions: 'vehicle.fuelType == "DIESEL"',
  columnTranslations: { 'vehicle.marketValue': { en: 'Value' } },
  queryFields: [
    { key: 'quoteNr', name: 'Number', fieldType: 'String', sortable: true },
    {
      key: 'status',
      name: 'Status',
      fieldType: 'String',
      sortable: true,
      meta: { enumeration: 'quoteStatuses', values: ['NEW', 'READY'] },
    },
    { key: 'vehicle.make', name: 'Vehicle / Make', fieldType: 'String', sortable: true },
    { key: 'vehicle.marketValue', name: 'Vehicle / Market value', fieldType: 'Money', sortable: true },
  ],
};

const PAGE: QueryResultPage = {
  count: 1,
  items: [
    {
      id: QUOTE_ID,
      values: {
        quoteNr: 'Q-000042',
        status: 'READY',
        'vehicle.make': 'VOLKSWAGEN',
        'vehicle.marketValue': 56500,
      },
    },
  ],
};

describe('the saved query page', { timeout: 60_000 }, () => {
  const open = (path: string) =>
    renderApp({
      path,
      permissions: ['query:Read', 'quote:Find', 'quote:Read'],
      routes: {
        [`GET /api/queries/${QUERY_ID}`]: { body: QUERY },
        [`GET /api/queries/x/${QUERY_ID}`]: { body: PAGE },
      },
    });

  it('shows the rows with the columns titled and the filters of the address sent', async () => {
    const { server } = await open(
      `/workspace/query/${QUERY_ID}?search=Q-00&startDate=2026-01-01&dateOn=2026-01-31&personId=p1`,
    );
    expect(await screen.findByRole('heading', { name: 'Diesel vehicles' }, LOADED)).toBeDefined();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Q-000042', {}, LOADED)).toBeDefined();
    expect(within(table).getByText('Value')).toBeDefined();
    expect(within(table).getByText('Vehicle / Make')).toBeDefined();
    // a status code is shown by its name
    expect(within(table).getByText('Ready')).toBeDefined();
    const run = server.requests.find((request) => request.path.startsWith(`/api/queries/x/${QUERY_ID}?`));
    const sent = new URLSearchParams(run?.path.split('?')[1]);
    expect(Object.fromEntries(sent)).toEqual({
      page: '0',
      limit: '10',
      search: 'Q-00',
      personId: 'p1',
      startDate: '2026-01-01',
      date: '2026-01-31',
    });
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-01-01');
    expect(screen.getByLabelText('To')).toHaveProperty('value', '2026-01-31');
  });

  it('says more than the count when the server stopped counting, and exports in the interface language', async () => {
    const { server, user } = await renderApp({
      path: `/workspace/query/${QUERY_ID}?search=Q-00`,
      permissions: ['query:Read', 'quote:Find', 'quote:Read'],
      routes: {
        [`GET /api/queries/${QUERY_ID}`]: { body: QUERY },
        [`GET /api/queries/x/${QUERY_ID}`]: { body: { ...PAGE, count: 1000, countCapped: true } },
        [`GET /api/queries/x/${QUERY_ID}/export`]: {
          body: 'Number\nQ-000042\n',
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="query.csv"' },
        },
      },
    });
    expect(await screen.findByText('1–10 of more than 1,000', {}, LOADED)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(
        server.requests.some((request) => request.path.startsWith(`/api/queries/x/${QUERY_ID}/export`)),
      ).toBe(true),
    );
    const asked = server.requests.find((request) =>
      request.path.startsWith(`/api/queries/x/${QUERY_ID}/export`),
    );
    const sent = new URLSearchParams(asked?.path.split('?')[1]);
    expect(sent.get('language')).toBe('en-GB');
    expect(sent.get('format')).toBe('csv');
    expect(sent.get('search')).toBe('Q-00');
  });

  it('asks for the previous month when the address names no dates, and sorts by a clicked column', async () => {
    const { server, user } = await open(`/workspace/query/${QUERY_ID}`);
    const table = await screen.findByRole('table', {}, LOADED);
    await within(table).findByText('Q-000042', {}, LOADED);
    const first = server.requests.find((request) => request.path.startsWith(`/api/queries/x/${QUERY_ID}?`));
    const sent = new URLSearchParams(first?.path.split('?')[1]);
    const today = new Date();
    const month = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    expect(sent.get('startDate')).toBe(
      `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-01`,
    );
    expect(sent.get('date')).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);

    await user.click(within(table).getByRole('button', { name: 'Number' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.includes('sorting=quoteNr%3AASC'))).toBe(true),
    );
  });

  it('runs the queries offered in the person view for the person shown, each under its name', async () => {
    const personId = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
    const hidden = {
      ...QUERY,
      id: '7d0c3a52-9f3e-4c1a-9a55-3b1d2c4e5f61',
      name: 'Partners only',
      permission: 'partner:Restriction' as const,
    };
    const { server } = await renderApp({
      path: `/workspace/persons/${personId}`,
      permissions: ['party:Read', 'query:Read', 'quote:Find', 'internal:Restriction'],
      catalog: {
        queries: [
          { ...QUERY, visibleIn: ['VIEW_PERSON'] },
          { ...hidden, visibleIn: ['VIEW_PERSON'] },
        ],
      },
      routes: {
        [`GET /api/parties/${personId}`]: {
          body: {
            party: { id: personId, partyType: 'PRIVATE', name: 'Anna Bērziņa', data: {}, version: 1 },
            dataDefinition: partyDefinition('PRIVATE'),
          },
        },
        [`GET /api/queries/${QUERY_ID}`]: { body: QUERY },
        [`GET /api/queries/x/${QUERY_ID}`]: { body: PAGE },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Diesel vehicles' }, LOADED);
    expect(await within(panel).findByText('Q-000042', {}, LOADED)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Partners only' })).toBeNull();
    const run = server.requests.find((request) => request.path.startsWith(`/api/queries/x/${QUERY_ID}?`));
    expect(new URLSearchParams(run?.path.split('?')[1]).get('personId')).toBe(personId);
  });

  it('runs the queries offered in a loan application’s view for its borrower, by place and permission', async () => {
    const borrower = {
      id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
      name: 'Anna Bērziņa',
      partyType: 'PRIVATE' as const,
    };
    const application = motorQuote({ productType: 'LENDING', status: 'APPROVED', contractee: borrower });
    const inPlace = (place: QueryVisibilityPlace, id: string, name: string) => ({
      ...QUERY,
      id,
      name,
      visibleIn: [place],
    });
    const { server } = await renderApp({
      path: `/workspace/loan-applications/${application.quote.id}`,
      permissions: ['quote:Read', 'query:Read', 'quote:Find', 'internal:Restriction'],
      catalog: {
        queries: [
          inPlace('VIEW_LOAN_APPLICATION', QUERY_ID, 'Diesel vehicles'),
          inPlace('EDIT_LOAN_APPLICATION', '7d0c3a52-9f3e-4c1a-9a55-3b1d2c4e5f62', 'While editing'),
          {
            ...inPlace('VIEW_LOAN_APPLICATION', '7d0c3a52-9f3e-4c1a-9a55-3b1d2c4e5f61', 'Partners only'),
            permission: 'partner:Restriction' as const,
          },
        ],
      },
      routes: {
        [`GET /api/loan-applications/${application.quote.id}`]: {
          body: { ...application, availableOperations: [] },
        },
        [`GET /api/queries/${QUERY_ID}`]: { body: QUERY },
        [`GET /api/queries/x/${QUERY_ID}`]: { body: PAGE },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Diesel vehicles' }, LOADED);
    expect(await within(panel).findByText('Q-000042', {}, LOADED)).toBeDefined();
    // Offered elsewhere, or under a permission the user lacks.
    expect(screen.queryByRole('region', { name: 'While editing' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Partners only' })).toBeNull();
    const run = server.requests.find((request) => request.path.startsWith(`/api/queries/x/${QUERY_ID}?`));
    expect(new URLSearchParams(run?.path.split('?')[1]).get('personId')).toBe(borrower.id);
  });

  it('keeps the person page when a panel query fails, saying so in its table', async () => {
    const personId = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
    await renderApp({
      path: `/workspace/persons/${personId}`,
      permissions: ['party:Read', 'query:Read', 'quote:Find', 'internal:Restriction'],
      catalog: { queries: [{ ...QUERY, visibleIn: ['VIEW_PERSON'] }] },
      routes: {
        [`GET /api/parties/${personId}`]: {
          body: {
            party: { id: personId, partyType: 'PRIVATE', name: 'Anna Bērziņa', data: {}, version: 1 },
            dataDefinition: partyDefinition('PRIVATE'),
          },
        },
        [`GET /api/queries/${QUERY_ID}`]: { body: QUERY },
        [`GET /api/queries/x/${QUERY_ID}`]: {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'validationFailed',
            validationErrors: { personId: ['notAllowed'] },
          },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Diesel vehicles' }, LOADED);
    await waitFor(() => expect(within(panel).queryByText('Q-000042')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('heading', { name: 'Anna Bērziņa' })).toBeDefined();
  });
});
