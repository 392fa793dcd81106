import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT } from '../../app.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { imageMediaType } from './service.js';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 1),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(32, 2)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('imageMediaType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    expect([PNG, JPEG, WEBP].map(imageMediaType)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it('refuses SVG, HTML and anything else', () => {
    expect(imageMediaType(SVG)).toBeUndefined();
    expect(imageMediaType(Buffer.from('<html><body>hi</body></html>'))).toBeUndefined();
    expect(imageMediaType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('tenant logo and wallpaper', () => {
  const env = signedInTenant('logo');
  let clerk: TestUser;
  beforeAll(async () => {
    clerk = await addTestUser(env.server, env.tenant, ['party:*']);
  });

  const upload = (user: TestUser, content: Buffer, logoType = 'LOGO', name = 'logo.png') => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    return fetch(`${env.server.baseUrl}/api/tenant/logo?logoType=${logoType}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
  };
  const publicImage = (query = '') =>
    fetch(`${env.server.baseUrl}/api/public/tenant/logo/${env.tenant.id}${query}`);

  it('shows a packaged default image before any upload', async () => {
    const response = await publicImage();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect((await publicImage('?default=false')).status).toBe(404);
  });

  it('serves an uploaded logo publicly with the type its content proves, whatever its file name', async () => {
    const response = await upload(env.tenant.admin, PNG, 'LOGO', 'logo.html');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      logoType: 'LOGO',
      url: `${env.server.baseUrl}/api/public/tenant/logo/${env.tenant.id}`,
    });
    const image = await publicImage('?reload=1');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });

  it('keeps the wallpaper apart from the logo', async () => {
    expect((await upload(env.tenant.admin, WEBP, 'WALLPAPER')).status).toBe(200);
    expect((await publicImage('?logoType=WALLPAPER')).headers.get('content-type')).toBe('image/webp');
    expect((await publicImage()).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a file that is not a PNG, JPEG or WebP image', async () => {
    const response = await upload(env.tenant.admin, SVG, 'LOGO', 'logo.svg');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ validationErrors: { file: ['imageTypeNotAllowed'] } });
  });

  it('answers 413 for a file over the size limit and keeps the previous image', async () => {
    const response = await upload(env.tenant.admin, Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT)]));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(Buffer.from(await (await publicImage()).arrayBuffer())).toEqual(PNG);
  });

  it('needs tenant:UpdateLogo to upload and tenant:DeleteLogo to delete', async () => {
    expect((await upload(clerk, PNG)).status).toBe(403);
    const deleted = await fetch(`${env.server.baseUrl}/api/tenant/logo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${clerk.token}` },
    });
    expect(deleted.status).toBe(403);
  });

  it('shows the default again once the logo is deleted', async () => {
    const response = await fetch(`${env.server.baseUrl}/api/tenant/logo?logoType=LOGO`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${env.tenant.admin.token}` },
    });
    expect(response.status).toBe(204);
    expect((await publicImage()).headers.get('content-type')).toBe('image/svg+xml');
  });
});
