import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Integration } from '@coverline/engine';
import { renderApp, type RenderAppOptions } from '../../testing/renderApp.js';

/** Each test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 30_000 };

const GROUP_ID = '9d7e0c8a-1b2c-4d3e-8f9a-0b1c2d3e4f50';
const SUBGROUP_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PRODUCT_ID = '4f1c1a52-8d3e-4a8e-9d57-0a6b1c2d3e4f';

const catalog = {
  productGroups: [
    { id: GROUP_ID, name: 'Vehicles', code: 'VEH', parentId: 'none' },
    { id: SUBGROUP_ID, name: 'Cars', code: 'CARS', parentId: GROUP_ID },
  ],
  products: [
    { id: PRODUCT_ID, name: 'Motor', code: 'MOTOR', parentId: GROUP_ID, productType: 'INSURANCE' as const },
  ],
};
const ALL = ['product:*', 'productGroup:*'];

const open = (path: string, options: Partial<RenderAppOptions> = {}) =>
  renderApp({ path, permissions: ALL, catalog, ...options });
const input = (name: RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

/** The first screen of a test waits for the lazily loaded admin area, which a busy machine slows. */
const LOADED = { timeout: 5000 };

describe('product and product group editor', SLOW, () => {
  it('requires name and code once the user saves an empty form, and sends nothing', async () => {
    const { user, server } = await open('/admin-area/product-groups/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));

    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter a code.')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a name or code that another product or group has, ignoring case', async () => {
    const { user } = await open('/admin-area/product-groups/new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, LOADED), 'motor');
    await user.type(input(/Code/), 'cars');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Another product or product group already has this name.')).toBeTruthy();
    expect(screen.getByText('Another product or product group already has this code.')).toBeTruthy();
  });

  it('pre-selects the parent named by the parentId query parameter', async () => {
    await open(`/admin-area/products/new?parentId=${SUBGROUP_ID}`);
    await waitFor(() => expect(combobox(/Parent group/).textContent).toBe('Cars'));
  });

  it('starts at the top level without a parentId', async () => {
    await open('/admin-area/product-groups/new');
    expect((await screen.findByRole('combobox', { name: /Parent group/ }, LOADED)).textContent).toBe(
      'None (top level)',
    );
  });

  it('does not offer a group as its own parent or below itself', async () => {
    const { user } = await open(`/admin-area/product-groups/${GROUP_ID}`, {
      routes: {
        [`GET /api/product-groups/${GROUP_ID}`]: { body: { ...catalog.productGroups[0], version: 1 } },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: /Parent group/ }, LOADED));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None (top level)']);
  });

  it('creates a group under its parent and opens it', async () => {
    const created = {
      id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      version: 0,
      name: 'Trucks',
      code: 'TRUCKS',
    };
    const { user, server, router } = await open(`/admin-area/product-groups/new?parentId=${GROUP_ID}`, {
      routes: {
        'POST /api/product-groups': { body: created },
        [`GET /api/product-groups/${created.id}`]: { body: created },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, LOADED), ' Trucks ');
    await user.type(input(/Code/), 'TRUCKS');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin-area/product-groups/${created.id}`),
    );
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Trucks',
      translations: {},
      code: 'TRUCKS',
      parentId: GROUP_ID,
    });
    expect(await screen.findByText('Trucks added')).toBeTruthy();
  });

  it('shows the server’s uniqueness errors on their fields', async () => {
    const { user } = await open('/admin-area/products/new', {
      routes: {
        'POST /api/products': {
          status: 400,
          body: { statusCode: 400, message: 'validationFailed', validationErrors: { code: ['notUnique'] } },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, LOADED), 'Home');
    await user.type(input(/Code/), 'HOME');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const code = input(/Code/);
    expect(await screen.findByText('This value is already in use.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('goes back to the list for an id the server does not know', async () => {
    const { router } = await open('/admin-area/products/0e0e0e0e-0e0e-4e0e-8e0e-0e0e0e0e0e0e', {
      routes: { 'GET /api/products': { body: [] } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-area/products'));
    expect(await screen.findByRole('heading', { name: 'Products' }, LOADED)).toBeTruthy();
  });
});

describe('product settings', SLOW, () => {
  const loanCalculator: Integration = {
    id: '0b9f6f5e-8f1c-4a4e-9a52-3c1d6c0a7b21',
    type: 'LOAN_CALCULATOR',
    provider: 'REST_API',
    name: 'Bank calculator',
    enabled: true,
    settings: { baseUrl: 'https://calc.example.com' },
  };

  it('offers the product type only when the tenant supports more than one', async () => {
    await open('/admin-area/products/new', { settings: { supportedProductTypes: ['INSURANCE'] } });
    await screen.findByRole('combobox', { name: /Parent group/ }, LOADED);
    expect(screen.queryByRole('combobox', { name: /Product type/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Reinsurance' })).toBeTruthy();
  });

  it('shows the reinsurance and renew switches for insurance and the calculator for lending', async () => {
    const { user } = await open('/admin-area/products/new');
    expect(await screen.findByRole('switch', { name: 'Renewable' }, LOADED)).toBeTruthy();
    await user.click(combobox(/Product type/));
    await user.click(screen.getByRole('option', { name: 'Lending' }));

    expect(screen.queryByRole('switch', { name: 'Reinsurance' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Renewable' })).toBeNull();
    expect(combobox(/Calculator/).textContent).toBe('Annuity');
  });

  it('offers amortized, annuity and the enabled loan-calculator integrations, and saves the choice', async () => {
    const { user, server } = await open('/admin-area/products/new', {
      settings: {
        supportedProductTypes: ['LENDING'],
        integrations: [loanCalculator, { ...loanCalculator, id: undefined, name: 'Off', enabled: false }],
      },
      routes: { 'POST /api/products': { status: 403, body: { statusCode: 403, message: 'lackPermission' } } },
    });
    await user.click(await screen.findByRole('combobox', { name: /Calculator/ }, LOADED));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Amortized', 'Annuity', 'Bank calculator']);
    await user.click(screen.getByRole('option', { name: 'Bank calculator' }));
    await user.type(input(/Name/), 'Car loan');
    await user.type(input(/Code/), 'CAR_LOAN');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        productType: 'LENDING',
        settings: { calculatorId: loanCalculator.id },
      }),
    );
  });
});

describe('invoice settings', SLOW, () => {
  const TEMPLATE_ID = '6a0f5a9e-2b1c-4c3d-8e4f-5a6b7c8d9e01';
  const stored = {
    id: PRODUCT_ID,
    version: 2,
    name: 'Motor',
    code: 'MOTOR',
    parentId: GROUP_ID,
    productType: 'INSURANCE',
    settings: { prorationMethod: 'DAYS' },
  };

  it('shows no invoice settings on a new product: its contract templates come once it is saved', async () => {
    await open('/admin-area/products/new');
    await screen.findByRole('switch', { name: 'Renewable' }, LOADED);
    expect(screen.queryByRole('group', { name: 'Invoices by e-mail' })).toBeNull();
  });

  it('saves the choice, and shows the server’s refusal on the template', async () => {
    const { user, server } = await open(`/admin-area/products/${PRODUCT_ID}`, {
      // The product and its contract templates; the page's other cards stay out of it.
      permissions: ['product:Read', 'product:Update', 'product:ListMessageTemplates', 'productGroup:*'],
      routes: {
        [`GET /api/products/${PRODUCT_ID}`]: { body: stored },
        [`GET /api/products/${PRODUCT_ID}/quotes/message-templates`]: { body: [] },
        [`GET /api/products/${PRODUCT_ID}/contracts/message-templates`]: {
          body: [{ id: TEMPLATE_ID, name: 'Premium invoice', type: 'MJML' }],
        },
        'PUT /api/products': {
          status: 400,
          body: {
            statusCode: 400,
            message: 'validationFailed',
            validationErrors: { 'settings.invoiceSettings.emailTemplateId': ['notFound'] },
          },
        },
      },
    });
    const invoices = await screen.findByRole('group', { name: 'Invoices by e-mail' }, LOADED);
    await user.click(within(invoices).getByRole('switch', { name: 'Send invoices automatically' }));
    await user.type(within(invoices).getByRole('spinbutton', { name: 'Days in advance' }), '5');
    await user.click(within(invoices).getByRole('combobox', { name: /E-mail template/ }));
    await user.click(screen.getByRole('option', { name: 'Premium invoice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        settings: {
          prorationMethod: 'DAYS',
          invoiceSettings: { sendAutomatically: true, sendDaysInAdvance: 5, emailTemplateId: TEMPLATE_ID },
        },
      }),
    );
    const template = within(invoices).getByRole('combobox', { name: /E-mail template/ });
    await waitFor(() => expect(template.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.queryAllByRole('combobox', { name: /Proration/ })[0]?.getAttribute('aria-invalid'),
    ).not.toBe('true');
  });
});
