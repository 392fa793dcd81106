import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectDocument, ObjectDocumentPage, Party } from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { DOCUMENT_LIMIT } from './routes.js';

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0, 1, 2, 250, 251, 252]),
  Buffer.from('\n%%EOF'),
]);

describe('documents', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coverline-documents-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = signedInTenant('doc', { other: true, env: { DATA_DIR: dataDir } });
  const { call } = env;
  let personId: string;

  const newPerson = async (user?: TestUser) => {
    const data = { person: { firstName: 'Anna', lastName: 'Liepa', personalCode: `D-${Math.random()}` } };
    const saved = await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, user);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body as Party).id;
  };
  const upload = (refId: string, files: [Buffer, string][], user: TestUser = env.tenant.admin) => {
    const form = new FormData();
    for (const [content, name] of files) form.append('files', new Blob([content]), name);
    return fetch(`${env.server.baseUrl}/api/parties/${refId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
  };
  const download = (refId: string, id: string, user: TestUser = env.tenant.admin) =>
    fetch(`${env.server.baseUrl}/api/parties/${refId}/documents/${id}/download`, {
      headers: { authorization: `Bearer ${user.token}` },
    });

  beforeAll(async () => {
    personId = await newPerson();
  });

  it('stores several files of one upload and gives each back byte for byte, typed by its content', async () => {
    const uploaded = await upload(personId, [
      [PDF, 'offer.pdf'],
      [Buffer.from('plain words'), 'notes.pdf'],
    ]);
    expect(uploaded.status).toBe(200);
    const [offer, disguised] = (await uploaded.json()) as ObjectDocument[];
    expect(offer).toMatchObject({
      name: 'offer.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // A name says nothing about the content: the bytes decide.
    expect(disguised?.contentType).toBe('application/octet-stream');

    const file = await download(personId, offer?.id as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('filename="offer.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    const listed = (await call('GET', `/api/parties/${personId}/documents/find`)).body as ObjectDocumentPage;
    expect(listed.items.map((document) => document.name)).toEqual(
      expect.arrayContaining(['offer.pdf', 'notes.pdf']),
    );
  });

  it('keeps a safe name: no path, no control or reserved characters', async () => {
    const uploaded = await upload(personId, [[PDF, '../../etc/pass|wd<1>:.pdf']]);
    const [document] = (await uploaded.json()) as ObjectDocument[];
    expect(document?.name).toBe('passwd1.pdf');
  });

  it('answers 413 for a file over the limit and keeps nothing of the upload', async () => {
    const refId = await newPerson();
    const response = await upload(refId, [[Buffer.concat([PDF, Buffer.alloc(DOCUMENT_LIMIT)]), 'big.pdf']]);
    expect(response.status).toBe(413);
    expect(
      ((await call('GET', `/api/parties/${refId}/documents/find`)).body as ObjectDocumentPage).count,
    ).toBe(0);
  });

  it('renames with a name required, deletes, and then has no file to download', async () => {
    const [document] = (await (await upload(personId, [[PDF, 'draft.pdf']])).json()) as ObjectDocument[];
    const id = document?.id as string;
    expect((await call('PUT', `/api/parties/${personId}/documents`, { id, name: '  ' })).status).toBe(400);
    const renamed = await call('PUT', `/api/parties/${personId}/documents`, { id, name: 'signed.pdf' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'signed.pdf' } });
    expect((await call('DELETE', `/api/parties/${personId}/documents/${id}`)).status).toBe(204);
    expect((await download(personId, id)).status).toBe(404);
  });

  it("refuses another tenant's object and document, and callers without the rights", async () => {
    const foreign = await newPerson(env.other.admin);
    const [theirs] = (await (
      await upload(foreign, [[PDF, 'theirs.pdf']], env.other.admin)
    ).json()) as ObjectDocument[];
    expect((await upload(foreign, [[PDF, 'mine.pdf']])).status).toBe(404);
    expect((await download(foreign, theirs?.id as string)).status).toBe(404);
    expect((await download(personId, theirs?.id as string)).status).toBe(404);

    const reader = await addTestUser(env.server, env.tenant, ['party:Read', 'party:FindDocuments']);
    expect((await upload(personId, [[PDF, 'x.pdf']], reader)).status).toBe(403);
    const blind = await addTestUser(env.server, env.tenant, ['party:FindDocuments']);
    expect((await call('GET', `/api/parties/${personId}/documents/find`, undefined, blind)).status).toBe(403);
  });

  it('needs files in an upload', async () => {
    const empty = await fetch(`${env.server.baseUrl}/api/parties/${personId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.tenant.admin.token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
  });
});
