import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/renderApp.js';

/** Each test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 30_000 };

const PRODUCT_ID = '4f1c1a52-8d3e-4a8e-9d57-0a6b1c2d3e4f';
const product = {
  id: PRODUCT_ID,
  version: 1,
  name: 'Motor',
  code: 'MOTOR',
  parentId: 'none',
  productType: 'INSURANCE',
};
const version = (
  id: string,
  name: string,
  flags: { active?: boolean; locked?: boolean; used?: boolean },
) => ({
  id,
  version: 2,
  name,
  productId: PRODUCT_ID,
  createdAt: '2026-03-01T09:30:00.000Z',
  active: false,
  locked: false,
  used: false,
  ...flags,
  definition: { objectDefinitions: [] },
});
const ACTIVE = version('a0000000-0000-4000-8000-000000000001', 'Motor 2026 v1', {
  active: true,
  locked: true,
  used: true,
});
const LOCKED = version('a0000000-0000-4000-8000-000000000002', 'Motor 2025', { locked: true, used: true });
const DRAFT = version('a0000000-0000-4000-8000-000000000003', 'Motor 2026 v2', {});
const FIND = `GET /api/products/${PRODUCT_ID}/product-versions/find`;

function openProduct(permissions = ['product:*', 'productVersion:*'], enableProductVersions = true) {
  return renderApp({
    path: `/admin-area/products/${PRODUCT_ID}`,
    permissions,
    settings: { enableProductVersions },
    catalog: { products: [{ ...product, productType: 'INSURANCE' }] },
    routes: {
      [`GET /api/products/${PRODUCT_ID}`]: { body: product },
      [`GET /api/products/${PRODUCT_ID}/document-templates`]: { body: [] },
      // The invoice settings offer the product's contract templates; the message templates card lists the quotes'.
      [`GET /api/products/${PRODUCT_ID}/contracts/message-templates`]: { body: [] },
      [`GET /api/products/${PRODUCT_ID}/quotes/message-templates`]: { body: [] },
      [`GET /api/products/${PRODUCT_ID}/quotes/message-templates/find`]: { body: { count: 0, items: [] } },
      [FIND]: { body: { count: 7, items: [ACTIVE, LOCKED, DRAFT] } },
      [`POST /api/product-versions/${LOCKED.id}/activate`]: { body: { ...LOCKED, active: true } },
      'PUT /api/product-versions': { body: { ...DRAFT, active: true } },
      [`POST /api/product-versions/${DRAFT.id}/copy`]: {
        body: { ...DRAFT, id: 'c0py', name: 'Motor 2026 v3' },
      },
    },
  });
}
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** The first screen of a test waits for the lazily loaded admin area, which a busy machine slows. */
const LOADED = { timeout: 5000 };

describe('product versions table', SLOW, () => {
  it('lists five versions a page with name, created, in use and status', async () => {
    const { server } = await openProduct();
    await screen.findByRole('row', { name: /Motor 2026 v1/ }, LOADED);
    const table = screen.getByRole('table', { name: 'Product versions' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(row('Motor 2026 v1').textContent).toContain('2026/03/01');
    expect(within(row('Motor 2026 v1')).getByText('Active')).toBeTruthy();
    expect(within(row('Motor 2025')).getByText('Locked')).toBeTruthy();
    expect(within(row('Motor 2026 v2')).getByText('New')).toBeTruthy();
    expect(within(row('Motor 2025')).getByText('Yes')).toBeTruthy();
    expect(server.requests.some(({ path }) => path.endsWith('/product-versions/find?page=0&limit=5'))).toBe(
      true,
    );
    expect(screen.getByText('1–5 of 7')).toBeTruthy();
  });

  it('offers delete only for a version neither active nor locked, and activate only when not active', async () => {
    await openProduct();
    await screen.findByRole('row', { name: /Motor 2026 v1/ }, LOADED);
    const actions = (name: string) =>
      within(row(name))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(actions('Motor 2026 v1')).toEqual(['Copy Motor 2026 v1']);
    expect(actions('Motor 2025')).toEqual(['Activate Motor 2025', 'Copy Motor 2025']);
    expect(actions('Motor 2026 v2')).toEqual([
      'Delete Motor 2026 v2',
      'Activate Motor 2026 v2',
      'Copy Motor 2026 v2',
    ]);
  });

  it('activates an unlocked version by saving it with active set, after confirmation', async () => {
    const { user, server } = await openProduct();
    await user.click(await screen.findByRole('button', { name: 'Activate Motor 2026 v2' }, LOADED));
    const dialog = screen.getByRole('alertdialog', { name: 'Activate version Motor 2026 v2?' });
    expect(server.requests.some(({ method }) => method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() =>
      expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({
        ...DRAFT,
        active: true,
      }),
    );
    expect(await screen.findByText('Version Motor 2026 v2 activated')).toBeTruthy();
  });

  it('activates a locked version by the activate call', async () => {
    const { user, server } = await openProduct();
    await user.click(await screen.findByRole('button', { name: 'Activate Motor 2025' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(
        server.requests.some(({ method, path }) => method === 'POST' && path.endsWith('/activate')),
      ).toBe(true),
    );
    expect(server.requests.some(({ method }) => method === 'PUT')).toBe(false);
  });

  it('copies a version and names the copy', async () => {
    const { user } = await openProduct();
    await user.click(await screen.findByRole('button', { name: 'Copy Motor 2026 v2' }, LOADED));
    expect(await screen.findByText('Copied as Motor 2026 v3')).toBeTruthy();
  });

  it('is not shown without productVersion:Find', async () => {
    await openProduct(['product:*', 'productVersion:Read']);
    await screen.findByRole('heading', { name: 'Motor' }, LOADED);
    expect(screen.queryByRole('table', { name: 'Product versions' })).toBeNull();
  });

  it('is not shown when the tenant has product versions disabled', async () => {
    await openProduct(['product:*', 'productVersion:*'], false);
    await screen.findByRole('heading', { name: 'Motor' }, LOADED);
    expect(screen.queryByRole('table', { name: 'Product versions' })).toBeNull();
  });
});
