import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';
import { emptyPartyDraft } from '../testing/workspaceDefinitions.js';

/** The workspace sidebar once the landing page shows, i.e. once permissions and settings are loaded. */
async function workspaceNavigation() {
  await screen.findByRole('heading', { name: /^Welcome/ });
  // Without any entry there is no sidebar: entries made from the object catalog come when it has loaded.
  return within(await screen.findByRole('navigation', { name: 'Workspace navigation' }));
}

describe('the workspace sidebar', () => {
  it('shows the sections of an insurance tenant that the user’s permissions allow', async () => {
    const { user } = await renderApp({
      path: '/home',
      permissions: ['party:Create', 'contract:Find'],
      settings: { supportedProductTypes: ['INSURANCE'] },
    });
    const nav = await workspaceNavigation();
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await user.click(nav.getByRole('button', { name: 'Persons' }));
    expect(nav.getByRole('link', { name: 'New legal person' }).getAttribute('href')).toBe(
      '/workspace/persons/legal/new',
    );
    await user.click(nav.getByRole('button', { name: 'Policies' }));
    expect(nav.getByRole('link', { name: 'All policies' })).toBeTruthy();
    expect(nav.queryByRole('button', { name: 'Loan applications' })).toBeNull();
  });

  it('lists lending sections only for tenants that lend, with new applications per product', async () => {
    const { user } = await renderApp({
      path: '/home',
      permissions: ['quote:Init'],
      settings: { supportedProductTypes: ['LENDING'] },
      catalog: {
        productGroups: [{ id: 'g1', name: 'Consumer', code: 'CONS', parentId: null }],
        products: [
          { id: 'p1', name: 'Car loan', code: 'CAR', parentId: 'g1', productType: 'LENDING' },
          { id: 'p2', name: 'Motor', code: 'MTPL', parentId: null, productType: 'INSURANCE' },
        ],
      },
    });
    const nav = await workspaceNavigation();
    await user.click(await nav.findByRole('button', { name: 'Loan applications' }));
    expect(nav.queryByRole('button', { name: 'Quotes' })).toBeNull();
    await user.click(nav.getByRole('button', { name: 'New loan application' }));
    await user.click(nav.getByRole('button', { name: 'Consumer' }));
    expect(nav.getByRole('link', { name: 'Car loan' }).getAttribute('href')).toBe(
      '/workspace/products/p1/new',
    );
    expect(nav.queryByRole('link', { name: 'Motor' })).toBeNull();
  });

  it('links the lists of persons, quotes and loan applications for those who may find them', async () => {
    const { user } = await renderApp({
      path: '/home',
      permissions: ['party:Find', 'quote:Find'],
      settings: { supportedProductTypes: ['INSURANCE', 'LENDING'] },
    });
    const nav = await workspaceNavigation();
    await user.click(nav.getByRole('button', { name: 'Persons' }));
    expect(nav.getByRole('link', { name: 'All persons' }).getAttribute('href')).toBe('/workspace/persons');
    expect(nav.queryByRole('link', { name: 'New private person' })).toBeNull();
    await user.click(nav.getByRole('button', { name: 'Quotes' }));
    expect(nav.getByRole('link', { name: 'All quotes' }).getAttribute('href')).toBe('/workspace/quotes');
    await user.click(nav.getByRole('button', { name: 'Loan applications' }));
    expect(nav.getByRole('link', { name: 'All loan applications' }).getAttribute('href')).toBe(
      '/workspace/loan-applications',
    );
  });

  it('shows a saved query with its icon only where it is marked for the tree menu and the user may run it', async () => {
    const { user } = await renderApp({
      path: '/home',
      permissions: ['internal:Restriction', 'query:Read', 'party:Find'],
      catalog: {
        queries: [
          {
            id: 'q1',
            name: 'VIP clients',
            queryObject: 'PARTIES',
            visibleIn: ['TREE_MENU'],
            permission: 'internal:Restriction',
            iconName: 'Star',
          },
          // the user may not list policies
          { id: 'q4', name: 'Large policies', queryObject: 'POLICIES', visibleIn: ['TREE_MENU'] },
          {
            id: 'q2',
            name: 'Partner leads',
            queryObject: 'PARTIES',
            visibleIn: ['TREE_MENU'],
            permission: 'partner:Restriction',
          },
          { id: 'q3', name: 'Hidden', queryObject: 'PARTIES', visibleIn: ['VIEW_PERSON'] },
        ],
      },
    });
    const nav = await workspaceNavigation();
    await user.click(await nav.findByRole('button', { name: 'Persons' }));
    const vip = nav.getByRole('link', { name: 'VIP clients' });
    expect(vip.getAttribute('href')).toBe('/workspace/query/q1');
    await waitFor(() => expect(vip.querySelector('[data-testid="StarIcon"]')).not.toBeNull());
    expect(nav.queryByRole('link', { name: 'Partner leads' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Hidden' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Large policies' })).toBeNull();
  });

  it('opens the section of the current page', async () => {
    await renderApp({
      path: '/workspace/persons/private/new',
      permissions: ['party:*'],
      routes: { 'POST /api/parties/private/init': { body: emptyPartyDraft('PRIVATE') } },
    });
    await screen.findByRole('heading', { name: 'New private person' }, { timeout: 4000 });
    const nav = within(screen.getByRole('navigation', { name: 'Workspace navigation' }));
    expect(nav.getByRole('button', { name: 'Persons' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('link', { name: 'New private person' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the admin sidebar', () => {
  it('is gated by permissions and business types', async () => {
    const { user } = await renderApp({
      path: '/admin-area/users',
      permissions: ['user:Read', 'query:List', 'decision:List'],
      settings: { supportedProductTypes: ['INSURANCE'] },
      routes: { 'GET /api/users/find': { body: { count: 0, items: [] } } },
    });
    await screen.findByRole('heading', { name: 'Users' });
    const nav = within(screen.getByRole('navigation', { name: 'Administration navigation' }));
    expect(nav.getByRole('link', { name: 'All users' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Add user' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Groups' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Administration' })).toBeNull();

    await user.click(nav.getByRole('button', { name: 'Product configuration' }));
    await user.click(nav.getByRole('button', { name: 'Decisions' }));
    expect(nav.getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe(
      '/admin-area/decisions/insurance-quotes',
    );
    expect(nav.queryByRole('link', { name: 'Loan applications' })).toBeNull();
  });
});
