import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT, DEMO_USERS } from '../../packages/server/src/demo/demoUsers.js';
import type { RunningServer } from './support/coverlineServer.js';
import { savedExampleMotorQuote } from './support/motorExample.js';
import { openPanel as openPanelOf } from './support/panels.js';
import { apiOf, signIn, startDemoStory, storyShots, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * The panels of object pages on the demo tenant, as a new user meets them: on a quote an important note, a PDF
 * uploaded and downloaded byte for byte, a label and an assignment to a colleague; on a person the history of
 * a change, field by field; then a read-only colleague sees the quote's note and document but may change none
 * of them.
 */

const shot = storyShots('panels');
/** How long a panel may take to show what the server answered, on a busy machine (expect.poll waits 1 s). */

/** A minimal valid PDF: what a user attaches most. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

let story: DemoStory;
let server: RunningServer;
let page: Page;
let personId: string;
let personPath: string;
let quotePath: string;

const openPanel = (name: string) => openPanelOf(page, name);

describe('object panels end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('panels-server');
    ({ server, page } = story);
    const person = await apiOf(page)<{ id: string }>('POST', '/api/parties', {
      partyType: 'PRIVATE',
      data: { person: { firstName: 'Greta', lastName: 'Lindqvist', personalCode: '150372-10000' } },
    });
    expect(person.status).toBe(200);
    personId = person.body.id;
    personPath = `/workspace/persons/${personId}`;
    quotePath = `/workspace/quotes/${(await savedExampleMotorQuote(page)).saved.quote.id}`;
  });

  afterAll(() => story?.stop());

  it('adds an important note to a quote', async () => {
    await page.goto(`${server.url}${quotePath}`);
    const notes = await openPanel('Notes');
    await notes.getByRole('textbox', { name: 'Note' }).fill('Prefers to be called after 17:00');
    await notes.getByRole('checkbox', { name: 'Important' }).check();
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => notes.getByText('Prefers to be called after 17:00').count()).toBe(1);
    await shot(page, 'note');
  });

  it('uploads a PDF and downloads the same bytes under its name', async () => {
    const documents = await openPanel('Documents');
    await documents.locator('input[type=file]').setInputFiles({
      name: 'signed offer.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const row = documents.getByRole('row', { name: /signed offer\.pdf/ });
    await expect.poll(() => row.count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('signed offer.pdf');
    expect(readFileSync(await download.path()).equals(PDF)).toBe(true);
    await shot(page, 'document');
  });

  it('labels the quote and assigns it to a colleague', async () => {
    const labels = await openPanel('Labels');
    await labels.getByRole('combobox', { name: 'Add label' }).click();
    await page.getByRole('option', { name: 'VIP' }).click();
    await expect.poll(() => labels.getByText('VIP').count()).toBe(1);

    const assignment = await openPanel('Assignment');
    await assignment.getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign to a colleague' });
    const colleague = `${DEMO_USERS.viewer.firstName} ${DEMO_USERS.viewer.lastName}`;
    await dialog.getByRole('button', { name: colleague }).click();
    await expect.poll(() => assignment.getByText(colleague).count()).toBe(1);
    await shot(page, 'assigned');
  });

  it('tells the history of the person field by field: created, then the last name changed', async () => {
    const api = apiOf(page);
    const { party } = (
      await api<{ party: { version: number; data: { person: object } } }>('GET', `/api/parties/${personId}`)
    ).body;
    const changed = await api('PUT', '/api/parties', {
      id: personId,
      version: party.version,
      partyType: 'PRIVATE',
      data: { ...party.data, person: { ...party.data.person, lastName: 'Lindqvist-Berg' } },
    });
    expect(changed.status).toBe(200);
    await page.goto(`${server.url}${personPath}`);
    const history = await openPanel('History');
    await expect.poll(() => history.getByRole('cell', { name: 'Changed', exact: true }).count()).toBe(1);
    expect(await history.getByRole('cell', { name: 'Created', exact: true }).count()).toBe(1);
    expect(await history.getByText('Last name: Lindqvist → Lindqvist-Berg').count()).toBe(1);
    await shot(page, 'history');
  });

  it("shows a read-only colleague the note and the document, with no way to change someone else's work", async () => {
    const context = await page.context().browser()!.newContext({ locale: 'en-GB' });
    const colleague = await context.newPage();
    try {
      await signIn(colleague, server.url, DEMO_TENANT, DEMO_USERS.viewer);
      await colleague.goto(`${server.url}${quotePath}`);
      const notes = await openPanelOf(colleague, 'Notes');
      await expect.poll(() => notes.getByText('Prefers to be called after 17:00').count()).toBe(1);
      expect(await notes.getByRole('button', { name: 'Edit note' }).count()).toBe(0);
      expect(await notes.getByRole('button', { name: 'Add note' }).count()).toBe(0);

      const [note] = (
        await apiOf(colleague)<{ items: { id: string }[] }>(
          'GET',
          `/api/notes/quote/find?entityId=${quotePath.split('/').at(-1)}`,
        )
      ).body.items;
      const refused = await apiOf(colleague)('PUT', `/api/notes/quote/${note!.id}`, {
        note: 'Rewritten by someone else',
      });
      expect(refused.status).toBe(403);

      const documents = await openPanelOf(colleague, 'Documents');
      await expect.poll(() => documents.getByRole('row', { name: /signed offer\.pdf/ }).count()).toBe(1);
      expect(await documents.getByRole('button', { name: 'Delete document' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
