import { screen, waitFor, within } from '@testing-library/react';
import type { Party } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes, FixtureServer } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { partyDefinition } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

const anna: Party = {
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  partyType: 'PRIVATE',
  name: 'Anna Bērziņa',
  code: '120385-12345',
  data: { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: '120385-12345' } },
  version: 0,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
};

async function openNewPerson(partyType: 'private' | 'legal', routes: FixtureRoutes = {}) {
  const type = partyType === 'legal' ? 'LEGAL' : 'PRIVATE';
  return renderApp({
    path: `/workspace/persons/${partyType}/new`,
    permissions: ['party:*'],
    routes: {
      [`POST /api/parties/${partyType}/init`]: {
        body: {
          party: { partyType: type, data: { [type === 'LEGAL' ? 'company' : 'person']: {} } },
          dataDefinition: partyDefinition(type),
        },
      },
      ...routes,
    },
  });
}

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
const creations = (server: FixtureServer) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === '/api/parties');

async function fillAnna(user: Awaited<ReturnType<typeof openNewPerson>>['user']) {
  await user.type(await screen.findByLabelText(/^First name/, { selector: 'input' }, LOADED), 'Anna');
  await user.type(input('Last name'), 'Bērziņa');
  await user.type(input('Personal code'), '120385-12345');
}

describe('the new person page', SLOW, () => {
  it('asks for the mandatory fields of a private person before it sends anything', async () => {
    const { user, server } = await openNewPerson('private');
    expect(await screen.findByRole('heading', { name: 'New private person' }, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    for (const label of ['First name', 'Last name', 'Personal code'])
      expect(messageOf(input(label)), label).toBe('This field is required');
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(creations(server)).toEqual([]);
  });

  it('saves a new person and opens their page in place of the new-person address', async () => {
    const { user, server, router } = await openNewPerson('private', {
      'POST /api/parties': { body: anna },
      [`GET /api/parties/${anna.id}`]: { body: { party: anna, dataDefinition: partyDefinition('PRIVATE') } },
    });
    await fillAnna(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Anna Bērziņa' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/persons/${anna.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Party saved')).toBeTruthy();
    expect(creations(server).map((request) => request.body)).toEqual([
      { partyType: 'PRIVATE', data: anna.data },
    ]);
  });

  it('shows a personal code that another person already has on its field', async () => {
    const { user, router } = await openNewPerson('private', {
      'POST /api/parties': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'validationFailed',
          validationErrors: { 'person.personalCode': ['This value is already in use.'] },
        },
      },
    });
    await fillAnna(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageOf(input('Personal code'))).toBe('This value is already in use.'));
    expect(input('Personal code').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/workspace/persons/private/new');
    await user.type(input('Personal code'), '9');
    expect(messageOf(input('Personal code'))).toBeUndefined();
  });

  it('shows the legal person’s form for a new legal person', async () => {
    await openNewPerson('legal');
    expect(await screen.findByRole('heading', { name: 'New legal person' }, LOADED)).toBeTruthy();
    const company = await screen.findByRole('region', { name: 'Legal person' }, LOADED);
    expect(within(company).getByLabelText(/^Registration number/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });
});
