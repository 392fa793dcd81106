import type { Decision, DecisionProduct, QueryFieldContract } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const DECISION_ID = '6b1c2d3e-0000-4000-8000-0000000000d1';
const PRODUCT_ID = '6b1c2d3e-0000-4000-8000-0000000000a1';

const FIELDS: QueryFieldContract[] = [
  { key: 'status', name: 'Status', fieldType: 'String', sortable: true },
  { key: 'sumInsured', name: 'Sum insured', fieldType: 'Money', sortable: true },
];
const PRODUCTS: DecisionProduct[] = [
  {
    id: PRODUCT_ID,
    name: 'Motor',
    fields: [{ key: 'pricing.discount', name: 'Pricing / Discount', fieldType: 'Integer', sortable: true }],
  },
];

function openEditor() {
  return renderApp({
    path: '/admin-area/decisions/insurance-quotes/new',
    permissions: ['decision:*'],
    settings: { supportedProductTypes: ['INSURANCE'], supportedLanguages: ['en'], timeZone: 'Europe/Riga' },
    routes: {
      'GET /api/decisions/INSURANCE_QUOTES/fields': { body: FIELDS },
      'GET /api/decisions/INSURANCE_QUOTES/products': { body: PRODUCTS },
      'GET /api/decisions/schedule': (request) =>
        request.path.includes('cron=61')
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'validationFailed',
                validationErrors: { cron: ['invalidCron'] },
              },
            }
          : {
              body: {
                timeZone: 'Europe/Riga',
                nextRuns: ['2026-03-29T06:00:00.000Z', '2026-03-30T06:00:00.000Z'],
              },
            },
      'POST /api/decisions/INSURANCE_QUOTES': (request) => ({
        body: { ...(request.body as Decision), id: DECISION_ID, version: 0 },
      }),
      [`GET /api/decisions/INSURANCE_QUOTES/${DECISION_ID}/runs`]: { body: [] },
    },
  });
}

describe('the decision editor', { timeout: 60_000 }, () => {
  it('checks the schedule as it is typed, shows its next runs, and saves a rejecting decision with a field change', async () => {
    const { user, server } = await openEditor();
    const cron = await screen.findByRole('textbox', { name: /^Schedule/ }, LOADED);
    expect(
      await screen.findByText(/Next runs \(Europe\/Riga\): 2026\/03\/29 09:00:00/, {}, LOADED),
    ).toBeTruthy();
    await user.clear(cron);
    await user.type(cron, '61 * * * *');
    expect(await screen.findByText(/Not a schedule/, {}, LOADED)).toBeTruthy();
    await user.clear(cron);
    await user.type(cron, '0 9 * * *');

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Reject large risks');
    expect(screen.getByRole('combobox', { name: /^Operation/ }).textContent).toBe('Reject');
    expect(screen.getByText('Applies to matching quotes that are: Ready, Approved, Quoted')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add field change' }));
    await user.click(screen.getByRole('combobox', { name: 'Product of change 1' }));
    await user.click(await screen.findByRole('option', { name: 'Motor' }));
    await user.click(screen.getByRole('combobox', { name: 'Field of change 1' }));
    await user.click(await screen.findByRole('option', { name: 'Pricing / Discount' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Value of change 1' }), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(
      () => expect(server.requests.some((request) => request.method === 'POST')).toBe(true),
      LOADED,
    );
    const posted = server.requests.find((request) => request.method === 'POST')?.body as Decision;
    expect(posted).toMatchObject({
      name: 'Reject large risks',
      queryObject: 'INSURANCE_QUOTES',
      cron: '0 9 * * *',
      quoteOperation: 'REJECT',
      enabled: true,
      quoteDiff: [{ productId: PRODUCT_ID, key: 'pricing.discount', value: 15 }],
    });
    expect(await screen.findByRole('table', { name: 'Latest runs' }, LOADED)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Latest runs' })).getByText('Not run yet.')).toBeTruthy();
  });
});
