import { screen, waitFor, within } from '@testing-library/react';
import type { Party, PartyQuote, PolicyListItem } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { partyDefinition } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const STALE = 'Data was updated or deleted by another transaction';

const annaPerson = {
  firstName: 'Anna',
  lastName: 'Bērziņa',
  personalCode: '120385-12345',
  dateOfBirth: '1985-03-12',
};
const anna: Party = {
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  partyType: 'PRIVATE',
  name: 'Anna Bērziņa',
  code: '120385-12345',
  data: { person: annaPerson },
  version: 5,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
};

async function openPerson(path: string, permissions: string[], routes: FixtureRoutes = {}) {
  return renderApp({
    path,
    permissions,
    routes: {
      [`GET /api/parties/${anna.id}`]: { body: { party: anna, dataDefinition: partyDefinition('PRIVATE') } },
      ...routes,
    },
  });
}

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });

describe('the person page', SLOW, () => {
  it('shows the person read-only, with Edit for those who may update persons', async () => {
    await openPerson(`/workspace/persons/${anna.id}`, ['party:Read', 'party:Update']);
    expect(await screen.findByRole('heading', { name: 'Anna Bērziņa' }, LOADED)).toBeTruthy();
    const person = screen.getByRole('region', { name: 'Private person' });
    expect(within(person).getByText('120385-12345')).toBeTruthy();
    expect(within(person).getByText('1985/03/12')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/workspace/persons/${anna.id}/edit`,
    );
  });

  it('lists the quotes, policies and loans the person takes part in, each opening its page', async () => {
    const quote: PartyQuote = {
      entityId: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
      quoteNr: 'Q-000042',
      productType: 'INSURANCE',
      productName: 'Motor insurance',
      contracteeName: 'Anna Bērziņa',
      status: 'APPROVED',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      premium: 1200,
      currency: 'EUR',
      roles: ['PH'],
      createdAt: '2025-12-01T09:00:00.000Z',
    };
    const policy: PolicyListItem = {
      entityId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
      contractNumber: 'P-000007',
      productName: 'Motor insurance',
      contracteeName: 'Anna Bērziņa',
      status: 'CANCELLED',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    const loan: PolicyListItem = {
      ...policy,
      entityId: '7b6c5d4e-3f2a-4b1c-8d9e-0f1a2b3c4d5e',
      contractNumber: 'L-000003',
      productName: 'Consumer loan',
      status: 'REPAID',
    };
    const { server } = await openPerson(
      `/workspace/persons/${anna.id}`,
      ['party:Read', 'party:FindQuotes', 'party:FindPolicies'],
      {
        [`GET /api/parties/${anna.id}/quotes`]: { body: { count: 12, items: [quote] } },
        [`GET /api/parties/${anna.id}/policies?productType=INSURANCE&page=0&limit=10`]: {
          body: { count: 1, items: [policy] },
        },
        [`GET /api/parties/${anna.id}/policies?productType=LENDING&page=0&limit=10`]: {
          body: { count: 1, items: [loan] },
        },
      },
    );
    const quotes = await screen.findByRole('table', { name: 'Quotes' }, LOADED);
    expect(within(quotes).getByRole('link', { name: 'Q-000042' }).getAttribute('href')).toBe(
      `/workspace/quotes/${quote.entityId}`,
    );
    expect(within(quotes).getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 12')).toBeTruthy();
    const policies = await screen.findByRole('table', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'P-000007' }).getAttribute('href')).toBe(
      `/workspace/policies/${policy.entityId}`,
    );
    expect(within(policies).getByText('Cancelled')).toBeTruthy();
    const loans = await screen.findByRole('table', { name: 'Loans' });
    expect(within(loans).getByRole('link', { name: 'L-000003' }).getAttribute('href')).toBe(
      `/workspace/loans/${loan.entityId}`,
    );
    expect(within(loans).getByText('Repaid')).toBeTruthy();
    expect(server.requests.map((request) => request.path)).toContain(
      `/api/parties/${anna.id}/quotes?page=0&limit=10`,
    );
  });

  it('offers no Edit, and no edit form, without the right to update persons', async () => {
    await openPerson(`/workspace/persons/${anna.id}`, ['party:Read']);
    expect(await screen.findByRole('heading', { name: 'Anna Bērziņa' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('saves an edited person with the version read and shows them again', async () => {
    const saved = {
      ...anna,
      name: 'Anna Ozola',
      data: { person: { ...annaPerson, lastName: 'Ozola' } },
      version: 6,
    };
    const { user, server, router } = await openPerson(`/workspace/persons/${anna.id}/edit`, ['party:*'], {
      'PUT /api/parties': { body: saved },
    });
    const lastName = await screen.findByLabelText(/^Last name/, { selector: 'input' }, LOADED);
    await user.clear(lastName);
    await user.type(lastName, 'Ozola');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Anna Ozola' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/persons/${anna.id}`);
    expect(screen.getByText('Party saved')).toBeTruthy();
    expect(
      server.requests.filter((request) => request.method === 'PUT').map((request) => request.body),
    ).toEqual([{ id: anna.id, version: 5, partyType: 'PRIVATE', data: saved.data }]);
  });

  it('offers the already-modified dialog when someone else saved the person first', async () => {
    const { user, router } = await openPerson(`/workspace/persons/${anna.id}/edit`, ['party:*'], {
      'PUT /api/parties': { status: 409, body: { statusCode: 409, error: 'Conflict', message: STALE } },
    });
    await user.type(await screen.findByLabelText(/^Postcode/, { selector: 'input' }, LOADED), 'LV-1010');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Data already modified' });
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/persons/${anna.id}/edit`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(input('Postcode')).toHaveProperty('value', 'LV-1010');
  });

  it('refuses the edit form to users who may not update persons', async () => {
    await openPerson(`/workspace/persons/${anna.id}/edit`, ['party:Read']);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
