import type { Decision } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const ID = '6b1c2d3e-0000-4000-8000-0000000000d2';

const DECISIONS: Decision[] = [
  {
    id: ID,
    version: 2,
    name: 'Reject large risks',
    queryObject: 'INSURANCE_QUOTES',
    cron: '0 9 * * *',
    enabled: true,
    nextRunAt: '2026-03-29T06:00:00.000Z',
  },
  {
    id: `${ID.slice(0, -1)}3`,
    version: 0,
    name: 'Sleeping',
    queryObject: 'INSURANCE_QUOTES',
    cron: '*/30 * * * *',
    enabled: false,
    quoteOperation: 'EXPIRE',
  },
];

describe('the decision list', { timeout: 60_000 }, () => {
  it("shows each decision's schedule, next run on the tenant's clock and operation, and copies one", async () => {
    const { user, server } = await renderApp({
      path: '/admin-area/decisions/insurance-quotes',
      permissions: ['decision:*'],
      settings: { supportedProductTypes: ['INSURANCE'], timeZone: 'Europe/Riga' },
      routes: {
        'GET /api/decisions/INSURANCE_QUOTES': { body: DECISIONS },
        [`POST /api/decisions/INSURANCE_QUOTES/${ID}/copy`]: {
          body: {
            ...DECISIONS[0],
            id: `${ID.slice(0, -1)}4`,
            name: 'Copy of Reject large risks',
            enabled: false,
          },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Decisions: Quotes' }, LOADED);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Reject large risks', '0 9 * * *', '2026/03/29 09:00:00', 'Reject']);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 4),
    ).toEqual(['Disabled', 'Expire']);
    await user.click(screen.getByRole('button', { name: 'Copy Reject large risks' }));
    expect(
      await screen.findByText('Copy of Reject large risks created, switched off', {}, LOADED),
    ).toBeTruthy();
    await waitFor(() => expect(server.requests.some((request) => request.path.endsWith('/copy'))).toBe(true));
  });
});
