import type { Dashboard } from '@coverline/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

const DASHBOARD: Dashboard = {
  from: '2026-01-01',
  to: '2026-03-14',
  quoteStatus: [
    { key: 'NEW', value: 4 },
    { key: 'ISSUED', value: 3 },
  ],
  policyStatus: [{ key: 'ACTIVE', value: 3 }],
  quoteCount: [
    { key: '2026-01', value: 2 },
    { key: '2026-02', value: 5 },
    { key: '2026-03', value: 0 },
  ],
  policyCount: [
    { key: '2026-01', value: 1 },
    { key: '2026-02', value: 2 },
    { key: '2026-03', value: 0 },
  ],
  policyRetention: [],
  monthlyAverages: { quotes: 2.3, policies: 1 },
  retentionPercent: null,
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the dashboard page', SLOW, () => {
  it('shows the year-to-date figures, and each chart’s figures as a table in the user’s language', async () => {
    await renderApp({
      path: '/workspace/dashboard',
      permissions: ['dashboard:Read'],
      routes: { 'GET /api/dashboard': { body: DASHBOARD } },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Year to date: 2026/01/01 – 2026/03/14')).toBeTruthy();
    expect(screen.getByText('Quotes per month').previousSibling?.textContent).toBe('2.3');
    expect(screen.getByText('Retention').previousSibling?.textContent).toBe('—');
    expect(rowsOf(screen.getByRole('table', { name: 'Quotes and policies by month' }))).toEqual([
      'MonthQuotesPolicies',
      'Jan21',
      'Feb52',
      'Mar00',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Quote status' }))).toEqual(['New4', 'Issued3']);
    const retention = screen.getByRole('region', { name: 'Policy retention' });
    expect(within(retention).getByText('Nothing yet this year.')).toBeTruthy();
  });

  it('is closed to a user without DashboardRead', async () => {
    await renderApp({ path: '/workspace/dashboard', permissions: ['quote:Read'], routes: {} });
    expect(await screen.findByText(/permission/i, undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});
