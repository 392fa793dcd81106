import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import { motorQuote, PRODUCT_ID, QUOTE_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const INIT = `POST /api/products/${PRODUCT_ID}/init-quote`;

const motor = { id: PRODUCT_ID, name: 'Motor insurance', code: 'MOTOR', productType: 'INSURANCE' as const };

describe('the new quote page', SLOW, () => {
  it('starts one quote from the product and opens it in place of the new-quote address', async () => {
    const { server, router } = await renderApp({
      path: `/workspace/products/${PRODUCT_ID}/new`,
      permissions: ['quote:*', 'party:*'],
      catalog: { products: [motor] },
      routes: { [INIT]: { body: motorQuote() }, [`GET /api/quotes/${QUOTE_ID}`]: { body: motorQuote() } },
    });
    expect(await screen.findByRole('heading', { name: 'Q-000042' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/quotes/${QUOTE_ID}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(server.requests.filter((request) => `${request.method} ${request.path}` === INIT)).toHaveLength(1);
  });

  it('opens a loan application started from a lending product on the loan application page', async () => {
    const application = motorQuote({ productType: 'LENDING', quoteNr: 'LA-000001' });
    const { router } = await renderApp({
      path: `/workspace/products/${PRODUCT_ID}/new`,
      permissions: ['quote:*'],
      catalog: { products: [{ ...motor, productType: 'LENDING' }] },
      routes: {
        [INIT]: { body: application },
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: application },
      },
    });
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/workspace/loan-applications/${QUOTE_ID}`),
      LOADED,
    );
    expect(await screen.findByRole('heading', { name: 'LA-000001' }, LOADED)).toBeTruthy();
  });

  it('says so when the product has no active version to quote', async () => {
    await renderApp({
      path: `/workspace/products/${PRODUCT_ID}/new`,
      permissions: ['quote:*'],
      catalog: { products: [motor] },
      routes: {
        [INIT]: {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'noActiveProductVersion' },
        },
      },
    });
    expect(
      await screen.findByText('This product has no active version yet, so it cannot be quoted.', {}, LOADED),
    ).toBeTruthy();
  });

  it('is not open to users who may not work with quotes', async () => {
    const { server } = await renderApp({
      path: `/workspace/products/${PRODUCT_ID}/new`,
      permissions: ['party:*'],
      catalog: { products: [motor] },
    });
    expect(await screen.findByRole('heading', { name: 'Access denied' }, LOADED)).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
