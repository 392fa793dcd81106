import { screen, waitFor, within } from '@testing-library/react';
import type {
  AttachedLabel,
  Assignment,
  HistoryPage,
  Note,
  NotePage,
  Party,
  UserAvatar,
} from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes } from '../../testing/fixtureServer.js';
import type { SupportedLocale } from '../../i18n/locales.js';
import { renderApp, TEST_PROFILE } from '../../testing/renderApp.js';
import { partyDefinition } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

const PERSON_ID = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
const person: Party = {
  id: PERSON_ID,
  partyType: 'PRIVATE',
  name: 'Anna Bērziņa',
  code: '120385-12345',
  data: { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: '120385-12345' } },
  version: 5,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
};

const note = (overrides: Partial<Note> = {}): Note => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  note: 'Call back on Monday',
  important: true,
  refId: PERSON_ID,
  creatorId: 'someone-else',
  creator: 'Jānis Ozols',
  affiliationCreator: 'Broker Ltd',
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
  ...overrides,
});
const colleague: UserAvatar = {
  id: 'c0ffee00-0000-4000-8000-000000000002',
  name: 'Jānis Ozols',
  active: true,
  avatar: null,
  version: 1,
};
const history: HistoryPage = {
  count: 1,
  items: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000003',
      objectType: 'party',
      objectId: PERSON_ID,
      editor: 'jan@example.com',
      eventType: 'UPDATE',
      created: '2026-03-03T10:00:00.000Z',
      changes: [{ field: 'data.person.firstName', label: 'First name', before: 'Ana', after: 'Anna' }],
    },
  ],
};
const vip: AttachedLabel = {
  id: 'a1b2c3d4-0000-4000-8000-000000000004',
  labelId: 'a1b2c3d4-0000-4000-8000-000000000005',
  refId: PERSON_ID,
  type: 'PARTY',
  name: 'VIP',
  color: 'color3',
};
const EMPTY = { count: 0, items: [] };

const openPanel = async (
  tab: string,
  permissions: string[],
  routes: FixtureRoutes,
  locale: SupportedLocale = 'en-GB',
) => {
  const rendered = await renderApp({
    locale,
    profile: { locale },
    path: `/workspace/persons/${PERSON_ID}`,
    permissions: ['party:Read', ...permissions],
    routes: {
      [`GET /api/parties/${PERSON_ID}`]: {
        body: { party: person, dataDefinition: partyDefinition('PRIVATE') },
      },
      ...routes,
    },
  });
  await rendered.user.click(await screen.findByRole('tab', { name: tab }, LOADED));
  return rendered;
};

/** Each panel, with its permissions, a call answering something to show, the same call answering nothing. */
const PANELS = [
  {
    tab: 'Notes',
    permissions: ['party:ListNotes'],
    writePermissions: ['party:CreateNote', 'party:UpdateNote', 'party:DeleteNote'],
    call: 'GET /api/notes/party/find',
    filled: { count: 1, items: [note()] },
    empty: EMPTY,
    shows: ['Call back on Monday', 'Jānis Ozols (Broker Ltd)', 'Important'],
    none: 'No notes yet.',
    change: 'Add note',
  },
  {
    tab: 'Documents',
    permissions: ['party:FindDocuments'],
    writePermissions: ['party:Update'],
    call: `GET /api/parties/${PERSON_ID}/documents/find`,
    filled: {
      count: 1,
      items: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000007',
          name: 'offer.pdf',
          extension: 'pdf',
          contentType: 'application/pdf',
          size: 1234,
          createdAt: '2026-03-02T09:15:00.000Z',
          creator: 'Jānis Ozols',
          affiliationCreator: null,
        },
      ],
    },
    empty: EMPTY,
    shows: ['offer.pdf', 'Jānis Ozols'],
    none: 'No documents yet.',
    change: 'Upload files',
  },
  {
    tab: 'History',
    permissions: ['party:ListHistory'],
    writePermissions: [],
    call: `GET /api/history/party/${PERSON_ID}`,
    filled: history,
    empty: EMPTY,
    shows: ['jan@example.com', 'Changed', 'First name', ': Ana → Anna'],
    none: 'No changes yet.',
    change: undefined,
  },
  {
    tab: 'Assignment',
    permissions: ['userAssignment:Read'],
    writePermissions: ['userAssignment:Assign'],
    call: `GET /api/user-assignments/${PERSON_ID}/party`,
    filled: { refId: PERSON_ID, type: 'party', assignee: colleague } satisfies Assignment,
    empty: { refId: PERSON_ID, type: 'party', assignee: null } satisfies Assignment,
    shows: ['Jānis Ozols'],
    none: 'Not assigned',
    change: 'Assign',
  },
  {
    tab: 'Labels',
    permissions: ['labelAssociations:List'],
    writePermissions: ['labelAssociations:Create', 'labels:List'],
    call: `GET /api/label-associations/${PERSON_ID}/party`,
    filled: [vip],
    empty: [],
    shows: ['VIP'],
    none: 'No labels.',
    change: 'Add label',
  },
];

describe.each(PANELS)('the $tab panel of a record page', SLOW, (panel) => {
  const region = () => screen.findByRole('region', { name: panel.tab }, LOADED);

  it('shows what its call answers', async () => {
    await openPanel(panel.tab, panel.permissions, { [panel.call]: { body: panel.filled } });
    const shown = await region();
    for (const text of panel.shows)
      expect(await within(shown).findByText(text, { exact: false }, LOADED)).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    await openPanel(panel.tab, panel.permissions, { [panel.call]: { body: panel.empty } });
    expect(await within(await region()).findByText(panel.none, {}, LOADED)).toBeTruthy();
  });

  it('offers no change to a user who may only read it', async () => {
    await openPanel(panel.tab, panel.permissions, { [panel.call]: { body: panel.filled } });
    const shown = await region();
    await within(shown).findByText(panel.shows[0] as string, { exact: false }, LOADED);
    expect(
      within(shown).queryByRole('button', { name: /add|assign|edit|delete|remove|upload|rename/i }),
    ).toBeNull();
    expect(within(shown).queryByRole('combobox')).toBeNull();
  });

  it.runIf(panel.change !== undefined)('offers its change to a user who may make it', async () => {
    await openPanel(panel.tab, [...panel.permissions, ...panel.writePermissions], {
      [panel.call]: { body: panel.filled },
      'GET /api/labels': {
        body: [{ id: 'a1b2c3d4-0000-4000-8000-000000000006', name: 'Urgent', color: 'color1' }],
      },
    });
    const shown = await region();
    const name = new RegExp(`^${panel.change}$`);
    await waitFor(
      () =>
        expect(
          within(shown).queryByRole('button', { name }) ?? within(shown).queryByRole('combobox', { name }),
        ).toBeTruthy(),
      LOADED,
    );
  });

  it('is no tab of a user without its permission', async () => {
    await renderApp({
      path: `/workspace/persons/${PERSON_ID}`,
      permissions: ['party:Read'],
      routes: {
        [`GET /api/parties/${PERSON_ID}`]: {
          body: { party: person, dataDefinition: partyDefinition('PRIVATE') },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Anna Bērziņa' }, LOADED);
    expect(screen.queryByRole('tab', { name: panel.tab })).toBeNull();
  });
});

describe('the history panel', SLOW, () => {
  it("names the record's own properties, their values and the operations in the user's language", async () => {
    const created: HistoryPage = {
      count: 1,
      items: [
        {
          ...history.items[0]!,
          eventType: 'ISSUE',
          changes: [{ field: 'partyType', label: 'Party type', before: null, after: 'PRIVATE' }],
        },
      ],
    };
    await openPanel(
      'Verlauf',
      ['party:ListHistory'],
      { [`GET /api/history/party/${PERSON_ID}`]: { body: created } },
      'de-DE',
    );
    const shown = await screen.findByRole('region', { name: 'Verlauf' }, LOADED);
    expect(await within(shown).findByText('Ausstellen', {}, LOADED)).toBeTruthy();
    expect(within(shown).getByText('Art')).toBeTruthy();
    expect(within(shown).getByText(': — → Natürliche Person', { exact: false })).toBeTruthy();
  });
});

describe('the notes panel', SLOW, () => {
  it('adds a note once it has text, and lets only its creator change or delete one', async () => {
    const { user, server } = await openPanel(
      'Notes',
      ['party:ListNotes', 'party:CreateNote', 'party:UpdateNote', 'party:DeleteNote'],
      {
        'GET /api/notes/party/find': {
          body: {
            count: 2,
            items: [
              note(),
              note({ id: 'a1b2c3d4-0000-4000-8000-000000000009', note: 'Mine', creatorId: TEST_PROFILE.id }),
            ],
          } satisfies NotePage,
        },
        'POST /api/notes/party': { body: note({ note: 'Sent the offer' }) },
      },
    );
    const notes = await screen.findByRole('region', { name: 'Notes' }, LOADED);
    const add = within(notes).getByRole('button', { name: 'Add note' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(notes).getByRole('textbox', { name: 'Note' }), 'Sent the offer');
    await user.click(within(notes).getByRole('checkbox', { name: 'Important' }));
    await user.click(add);
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      note: 'Sent the offer',
      important: true,
      refId: PERSON_ID,
    });
    // One Edit and one Delete: those of the user's own note.
    expect(within(notes).getAllByRole('button', { name: 'Edit note' })).toHaveLength(1);
    expect(within(notes).getAllByRole('button', { name: 'Delete note' })).toHaveLength(1);
  });

  it('shows the first 500 characters of a long note, and the rest on More', async () => {
    const long = `${'a'.repeat(500)}THE END`;
    const { user } = await openPanel('Notes', ['party:ListNotes'], {
      'GET /api/notes/party/find': { body: { count: 1, items: [note({ note: long })] } },
    });
    const notes = await screen.findByRole('region', { name: 'Notes' }, LOADED);
    await within(notes).findByRole('button', { name: 'More' }, LOADED);
    expect(within(notes).queryByText(/THE END/)).toBeNull();
    await user.click(within(notes).getByRole('button', { name: 'More' }));
    expect(within(notes).getByText(/THE END/)).toBeTruthy();
  });
});

describe('the assignment panel', SLOW, () => {
  it('asks to reassign when the server answers that somebody else holds it, and repeats with force on yes', async () => {
    const { user, server } = await openPanel(
      'Assignment',
      ['userAssignment:Read', 'userAssignment:SelfAssign'],
      {
        [`GET /api/user-assignments/${PERSON_ID}/party`]: {
          body: { refId: PERSON_ID, type: 'party', assignee: null },
        },
        'POST /api/user-assignments/assign-to-me': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'alreadyAssigned', assignee: colleague },
        },
        'POST /api/user-assignments/assign-to-me?force=true': {
          body: {
            refId: PERSON_ID,
            type: 'party',
            assignee: { ...colleague, id: TEST_PROFILE.id, name: 'Anna Bērziņa' },
          },
        },
      },
    );
    const panel = await screen.findByRole('region', { name: 'Assignment' }, LOADED);
    await user.click(await within(panel).findByRole('button', { name: 'Assign to me' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', {}, LOADED);
    expect(within(dialog).getByText('Already assigned to Jānis Ozols. Make reassignment?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(panel).findByText('Anna Bērziņa', {}, LOADED)).toBeTruthy();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/user-assignments/assign-to-me?force=true',
    );
  });
});

describe('the labels panel', SLOW, () => {
  it('shows at most 50 characters of a label in its chip', async () => {
    const name = `${'Long label '.repeat(6)}end`;
    await openPanel('Labels', ['labelAssociations:List'], {
      [`GET /api/label-associations/${PERSON_ID}/party`]: { body: [{ ...vip, name }] },
    });
    const panel = await screen.findByRole('region', { name: 'Labels' }, LOADED);
    expect(await within(panel).findByText(`${name.slice(0, 50)}…`, {}, LOADED)).toBeTruthy();
  });
});
