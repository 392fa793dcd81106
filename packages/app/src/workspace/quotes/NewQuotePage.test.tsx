import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { motorDraft, motorQuote, PRODUCT_ID, QUOTE_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const INIT = `POST /api/products/${PRODUCT_ID}/init-quote`;
const NEW_QUOTE = `/workspace/products/${PRODUCT_ID}/new`;

const motor = { id: PRODUCT_ID, name: 'Motor insurance', code: 'MOTOR', productType: 'INSURANCE' as const };
const calls = (server: FixtureServer, call: string) =>
  server.requests.filter((request) => `${request.method} ${request.path}` === call);

describe('the new quote page', SLOW, () => {
  it('shows a draft without a number and stores nothing until Save', async () => {
    const { server, router } = await renderApp({
      path: NEW_QUOTE,
      permissions: ['quote:*', 'party:*'],
      catalog: { products: [motor] },
      routes: { [INIT]: { body: motorDraft() } },
    });
    expect(await screen.findByRole('heading', { name: 'New quote' }, LOADED)).toBeTruthy();
    expect(await screen.findByLabelText(/^Make/, { selector: 'input' }, LOADED)).toBeTruthy();
    expect(screen.queryByText(/Q-0/)).toBeNull();
    expect(router.state.location.pathname).toBe(NEW_QUOTE);
    expect(calls(server, INIT)).toHaveLength(1);
    expect(server.requests.filter((request) => request.path.endsWith('/save'))).toEqual([]);
  });

  it('stores the draft on the first Save and opens the numbered quote in place of the new-quote address', async () => {
    const draft = motorDraft();
    const { user, server, router } = await renderApp({
      path: NEW_QUOTE,
      permissions: ['quote:*', 'party:*'],
      catalog: { products: [motor] },
      routes: {
        [INIT]: { body: draft },
        'POST /api/quotes/save': { body: motorQuote({ version: 0 }) },
        [`GET /api/quotes/${QUOTE_ID}`]: { body: motorQuote({ version: 0 }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));

    expect(await screen.findByRole('heading', { name: 'Q-000042' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/quotes/${QUOTE_ID}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Quote saved')).toBeTruthy();
    expect(calls(server, 'POST /api/quotes/save').map((request) => request.body)).toEqual([
      {
        quote: { ...draft.quote, data: { policyholder: {}, vehicle: { hasTrailer: false } } },
        product: { id: PRODUCT_ID },
      },
    ]);
    expect(calls(server, INIT)).toHaveLength(1);
  });

  it('stores a loan application through the loan application calls and opens it on its page', async () => {
    const application = motorQuote({ productType: 'LENDING', quoteNr: 'LA-000001' });
    const { user, server, router } = await renderApp({
      path: NEW_QUOTE,
      permissions: ['quote:*'],
      catalog: { products: [{ ...motor, productType: 'LENDING' }] },
      routes: {
        [INIT]: { body: motorDraft({ productType: 'LENDING' }) },
        'POST /api/loan-applications/save': { body: application },
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: application },
      },
    });
    expect(await screen.findByRole('heading', { name: 'New loan application' }, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/workspace/loan-applications/${QUOTE_ID}`),
      LOADED,
    );
    expect(await screen.findByRole('heading', { name: 'LA-000001' }, LOADED)).toBeTruthy();
    expect(calls(server, 'POST /api/loan-applications/save')).toHaveLength(1);
    expect(calls(server, 'POST /api/quotes/save')).toEqual([]);
  });

  it('says so when the product version changed before the first save, and starts again on request', async () => {
    let inits = 0;
    const { user, server, router } = await renderApp({
      path: NEW_QUOTE,
      permissions: ['quote:*', 'party:*'],
      catalog: { products: [motor] },
      routes: {
        [INIT]: () => {
          inits += 1;
          return { body: motorDraft({ data: { policyholder: {}, vehicle: { hasTrailer: inits > 1 } } }) };
        },
        'POST /api/quotes/save': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'productVersionChanged' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain('The product’s active version changed before this quote was saved.');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(calls(server, INIT)).toHaveLength(2), LOADED);
    // The fresh draft is on screen: the trailer question of the new draft is answered yes.
    expect(await screen.findByLabelText(/^Trailer weight/, { selector: 'input' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe(NEW_QUOTE);
  });

  it('says so when the product has no active version to quote', async () => {
    await renderApp({
      path: NEW_QUOTE,
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

  it('is not open to users who may not start quotes, reading ones included', async () => {
    for (const permissions of [['party:*'], ['quote:Read', 'quote:Find', 'party:*']]) {
      const { server, unmount } = await renderApp({
        path: NEW_QUOTE,
        permissions,
        catalog: { products: [motor] },
      });
      expect(await screen.findByRole('heading', { name: 'Access denied' }, LOADED)).toBeTruthy();
      expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
      unmount();
    }
  });
});
