import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectDocument, Party } from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/support/fakeS3.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { signIn } from '../../test/support/signIn.js';
import { api, registerTestTenant, TEST_PASSWORD, type TestTenant } from '../../test/support/tenants.js';

/** Bytes that a text round trip would change: what a file store must keep exactly. */
const CONTENT = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0, 13, 10, 255, 128, 1]),
  Buffer.from('\n%%EOF'),
]);

let fakeS3: FakeS3;
const dataDir = mkdtempSync(join(tmpdir(), 'coverline-file-stores-'));

beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  await fakeS3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The files a tenant has in the directory store. */
const filesOnDisk = (tenantId: string) => {
  const directory = join(dataDir, 'documents', tenantId);
  return existsSync(directory) ? readdirSync(directory).length : 0;
};

describe.each([
  { store: 'the data directory', env: () => ({ DATA_DIR: dataDir }), files: filesOnDisk },
  {
    store: 'an S3-compatible object store',
    env: () => ({ DATA_DIR: dataDir, ...fakeS3.env('coverline-files') }),
    files: (tenantId: string) =>
      [...fakeS3.objects.keys()].filter((key) => key.startsWith(`coverline-files/${tenantId}/`)).length,
  },
])('attached files in $store', ({ env, files }) => {
  let server: TestServer;
  let tenant: TestTenant;
  let personId: string;
  afterAll(() => server?.close());

  const upload = (content: Buffer, name: string) => {
    const form = new FormData();
    form.append('files', new Blob([content]), name);
    return fetch(`${server.baseUrl}/api/parties/${personId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.admin.token}` },
      body: form,
    });
  };
  const download = (id: string) =>
    fetch(`${server.baseUrl}/api/parties/${personId}/documents/${id}/download`, {
      headers: { authorization: `Bearer ${tenant.admin.token}` },
    });

  it('gives back a file byte for byte after the server restarted', async () => {
    server = await startTestServer(env());
    tenant = await registerTestTenant(server, 'fs');
    const data = { person: { firstName: 'Mara', lastName: 'Ozola', personalCode: `FS-${Date.now()}` } };
    personId = (
      (await api(server, tenant.admin, 'POST', '/api/parties', { partyType: 'PRIVATE', data })).body as Party
    ).id;
    const uploaded = await upload(CONTENT, 'contract.pdf');
    expect(uploaded.status).toBe(200);
    const [document] = (await uploaded.json()) as ObjectDocument[];
    expect(files(tenant.id)).toBe(1);

    await server.close();
    server = await startTestServer(env());
    // another port, so another issuer address: signed in again
    tenant.admin.token = await signIn(server.baseUrl, tenant.code, tenant.admin.email, TEST_PASSWORD);
    const file = await download(document!.id);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(CONTENT)).toBe(true);
  });

  it('removes the file with its document', async () => {
    const [document] = (await (
      await upload(Buffer.from('%PDF-1.4\nshort'), 'short.pdf')
    ).json()) as ObjectDocument[];
    expect(files(tenant.id)).toBe(2);
    const path = `/api/parties/${personId}/documents/${document!.id}`;
    expect((await api(server, tenant.admin, 'DELETE', path)).status).toBe(204);
    expect(
      (await api(server, tenant.admin, 'GET', `/api/parties/${personId}/documents/find`)).body,
    ).toMatchObject({
      items: [{ name: 'contract.pdf' }],
    });
    expect(files(tenant.id)).toBe(1);
  });
});

describe('the object store stand-in', () => {
  it('refuses a request that carries no valid signature, as S3 does', async () => {
    const { S3_ENDPOINT } = fakeS3.env('coverline-files');
    const response = await fetch(`${S3_ENDPOINT}/coverline-files/anything`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('SignatureDoesNotMatch');
    expect(fakeS3.objects.has('coverline-files/anything')).toBe(false);
  });
});
