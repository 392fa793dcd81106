import type { Activity, ActivityList, HistoryPage } from '@coverline/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceivedRequest } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

const activity = (
  name: string,
  objectPage: Activity['activityDetails']['objectPage'],
  eventType = 'CREATE',
) =>
  ({
    id: `a1b2c3d4-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
    eventDate: '2026-03-03T10:00:00.000Z',
    user: 'anna.berzina@example.com',
    eventType,
    activityDetails: {
      objectDisplayName: name,
      objectId: 'a1b2c3d4-0000-4000-8000-000000000099',
      objectTable: objectPage === 'person' ? 'party' : 'label_association',
      objectPage,
    },
  }) satisfies Activity;

const RECENT: ActivityList = {
  count: 3,
  items: [
    activity('Jānis Ozols', 'person'),
    activity('VIP', null),
    activity('L-000002', 'loan', 'ADD_PAYMENT'),
  ],
};
const MINE: ActivityList = { count: 1, items: [activity('Q-000004', 'quote', 'ISSUE')] };
const HISTORY: HistoryPage = {
  count: 1,
  items: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000003',
      objectType: 'party',
      objectId: 'a1b2c3d4-0000-4000-8000-000000000099',
      editor: 'anna.berzina@example.com',
      eventType: 'UPDATE',
      created: '2026-03-03T10:00:00.000Z',
      changes: [{ field: 'data.person.lastName', label: 'Last name', before: 'Ozola', after: 'Ozols' }],
    },
  ],
};

const ROUTES = {
  'GET /api/dashboard/recent-activities': { body: RECENT },
  'GET /api/dashboard/my-activities': { body: MINE },
  'GET /api/history': { body: HISTORY },
};

const activityCalls = (requests: ReceivedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/dashboard/')).map((request) => request.path);

describe('the events page', SLOW, () => {
  it("lists the tenant's recent activity with each record linked to its page", async () => {
    const { server } = await renderApp({
      path: '/workspace/events',
      permissions: ['activity:ReadRecent'],
      routes: ROUTES,
    });
    const table = await screen.findByRole('table', { name: 'Recent activity' }, LOADED);
    // the page is named as the menu names it
    expect(screen.getByRole('heading', { name: 'Activities' })).toBeTruthy();
    expect(
      (await within(table).findByRole('link', { name: 'Jānis Ozols' }, LOADED)).getAttribute('href'),
    ).toBe('/workspace/persons/a1b2c3d4-0000-4000-8000-000000000099');
    // a label has no page of its own
    expect(within(table).getByText('VIP').closest('a')).toBeNull();
    expect(within(table).getAllByText('Created')).toHaveLength(2);
    expect(within(table).getByText('Payment added')).toBeTruthy();
    expect(activityCalls(server.requests)).toEqual(['/api/dashboard/recent-activities?page=0&limit=10']);
    // no history without the right to it
    expect(screen.queryByRole('heading', { name: 'Change history' })).toBeNull();
  });

  it("shows one's own activity on its tab, keeping the list and page in the address", async () => {
    const { user, server, router } = await renderApp({
      path: '/workspace/events?eventsPageIndex=0&eventsPageSize=25',
      permissions: ['activity:ReadRecent'],
      routes: ROUTES,
    });
    await screen.findByRole('table', { name: 'Recent activity' }, LOADED);
    await user.click(screen.getByRole('tab', { name: 'My activity' }));
    const table = await screen.findByRole('table', { name: 'My activity' }, LOADED);
    expect((await within(table).findByRole('link', { name: 'Q-000004' }, LOADED)).getAttribute('href')).toBe(
      '/workspace/quotes/a1b2c3d4-0000-4000-8000-000000000099',
    );
    expect(within(table).getByText('Issue')).toBeTruthy();
    expect(activityCalls(server.requests)).toContain('/api/dashboard/my-activities?page=0&limit=25');
    expect(router.state.location.search).toContain('events=my');
  });

  it('shows the change history to read, to a user who may see it', async () => {
    await renderApp({
      path: '/workspace/events',
      permissions: ['activity:ReadRecent', 'party:ListHistory'],
      routes: ROUTES,
    });
    expect(await screen.findByRole('heading', { name: 'Change history' }, LOADED)).toBeTruthy();
    const history = await screen.findByRole('region', { name: 'History' }, LOADED);
    expect(await within(history).findByText(': Ozola → Ozols', { exact: false }, LOADED)).toBeTruthy();
    expect(within(history).queryByRole('button')).toBeNull();
  });
});
