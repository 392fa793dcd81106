import type { PolicySummary } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import {
  motorPolicy,
  motorQuote,
  motorTransaction,
  POLICY_ID,
  QUOTE_ID,
} from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const CHANGE_QUOTE_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

const SUMMARY: PolicySummary = {
  contractStatus: 'ACTIVE',
  currency: 'EUR',
  premium: 1200,
  sumInsured: 15000,
  totalCharged: 1200,
  totalRefunded: 0,
  totalPremium: 1200,
  holdback: 0,
  transactionCount: 1,
  lastTransactionDate: '2025-12-20',
  nextPaymentDate: '2026-07-03',
  nextPayment: 600,
};

/** A cancellation made without a quote (taken over from another system): its row opens its own page. */
const CANCELLATION = motorTransaction({
  actionId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  sequence: 2,
  actionType: 'CANCELLATION',
  quoteId: null,
  quoteNr: null,
  startDate: '2026-10-01',
  premium: 0,
  summary: {
    ...motorTransaction().summary,
    previousPremium: 1200,
    premium: 0,
    deltaPremium: -270,
    totalPremium: 930,
    proRataRefund: 300,
    holdbackPercent: 10,
    holdback: 30,
    refund: 270,
  },
});

const facts = (label: string) => {
  const list = screen.getByLabelText(label);
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

describe('the policy page', SLOW, () => {
  it('shows the policy, its totals, its open quote’s changes and the panel area, and starts a change quote', async () => {
    const policy = motorPolicy({
      activeQuote: {
        id: CHANGE_QUOTE_ID,
        quoteNr: 'Q-000050',
        actionType: 'CHANGE',
        status: 'NEW',
        startDate: '2026-06-01',
        endDate: '2026-12-31',
        currency: 'EUR',
        premium: 1320,
        sumInsured: 15000,
      },
    });
    const changeQuote = motorQuote({ id: CHANGE_QUOTE_ID, quoteNr: 'Q-000051', actionType: 'CHANGE' });
    const { user, server, router } = await renderApp({
      path: `/workspace/policies/${POLICY_ID}`,
      // Renewing is offered by the policy but not the user's: no button.
      permissions: ['contract:Read', 'contract:ReadSummary', 'contract:Change', 'contract:Cancel', 'quote:*'],
      routes: {
        [`GET /api/policies/${POLICY_ID}`]: { body: policy },
        [`GET /api/policies/${POLICY_ID}/summary`]: { body: SUMMARY },
        [`POST /api/policies/${POLICY_ID}/init-quote/change`]: { body: changeQuote },
        [`GET /api/quotes/${CHANGE_QUOTE_ID}`]: { body: changeQuote },
      },
    });
    expect(await screen.findByRole('heading', { name: 'P-000007' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(facts('Policy details')).toMatchObject({
      'Policy holder': 'Anna Bērziņa',
      'Start date': '2026/01/01',
      'End date': '2026/12/31',
      Premium: '1 200.00 EUR',
    });
    await waitFor(() =>
      expect(facts('Totals')).toMatchObject({
        'Total premium': '1 200.00 EUR',
        'Next payment due': '2026/07/03',
        'Next payment': '600.00 EUR',
      }),
    );
    expect(screen.getByText('An open Change quote Q-000050 (New) will change this policy')).toBeTruthy();
    expect(screen.getByText('Premium: 1 200.00 EUR → 1 320.00 EUR')).toBeTruthy();
    expect(screen.getByText('Start date: 2026/01/01 → 2026/06/01')).toBeTruthy();
    expect(screen.queryByText(/^End date:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the quote' }).getAttribute('href')).toBe(
      `/workspace/quotes/${CHANGE_QUOTE_ID}`,
    );
    const panels = screen.getByRole('region', { name: 'Notes and documents' });
    expect(within(panels).getByText('Notes and documents of this record will be shown here.')).toBeTruthy();

    const bar = screen.getByRole('toolbar', { name: 'Operations' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change', 'Cancel policy']);
    await user.click(within(bar).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workspace/quotes/${CHANGE_QUOTE_ID}`));
    expect(await screen.findByRole('heading', { name: 'Q-000051' }, LOADED)).toBeTruthy();
    expect(
      server.requests.filter((request) => request.path === `/api/policies/${POLICY_ID}/init-quote/change`),
    ).toHaveLength(1);
  });

  it('opens the quote a transaction was issued from, or the transaction’s own read-only page', async () => {
    const policy = motorPolicy({ status: 'CANCELLED', transactions: [motorTransaction(), CANCELLATION] });
    const { user, router } = await renderApp({
      path: `/workspace/policies/${POLICY_ID}`,
      permissions: ['contract:Read', 'quote:*'],
      routes: {
        [`GET /api/policies/${POLICY_ID}`]: { body: policy },
        [`GET /api/policies/${POLICY_ID}/transactions/${CANCELLATION.actionId}`]: { body: CANCELLATION },
        [`GET /api/quotes/${QUOTE_ID}`]: { body: motorQuote({ status: 'ISSUED' }) },
      },
    });
    const table = await screen.findByRole('table', { name: 'Transactions' }, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'New', 'Q-000042', '2025/12/20', '2026/01/01', '1 200.00 EUR', '1 200.00 EUR'],
      ['2', 'Cancellation', '—', '2025/12/20', '2026/10/01', '-270.00 EUR', '0.00 EUR'],
    ]);
    // Without the right to read summaries there are no totals, and a cancelled policy offers no operation.
    expect(screen.queryByLabelText('Totals')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();

    await user.click(within(rows[1] as HTMLElement).getByText('Cancellation'));
    expect(await screen.findByRole('heading', { name: 'Cancellation #2' }, LOADED)).toBeTruthy();
    expect(facts('Policy details')).toMatchObject({
      'Unearned premium': '300.00 EUR',
      Holdback: '30.00 EUR',
      Refund: '270.00 EUR',
      'Charged or refunded': '-270.00 EUR',
    });
    const parties = screen.getByRole('table', { name: 'Parties' });
    expect(within(parties).getByText('Policy holder')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to the policy' }));
    await user.click(
      within(await screen.findByRole('table', { name: 'Transactions' }, LOADED)).getByRole('link', {
        name: 'Open transaction 1',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workspace/quotes/${QUOTE_ID}`));
  });

  it('links a renewed policy and its renewal to each other', async () => {
    const RENEWAL_ID = '7b6c5d4e-3f2a-4b1c-8d9e-0f1a2b3c4d5e';
    const renewal = { id: RENEWAL_ID, contractNr: 'P-000008' };
    const { user, router } = await renderApp({
      path: `/workspace/policies/${POLICY_ID}`,
      permissions: ['contract:Read'],
      routes: {
        [`GET /api/policies/${POLICY_ID}`]: { body: motorPolicy({ status: 'RENEWED', renewedBy: renewal }) },
        [`GET /api/policies/${RENEWAL_ID}`]: {
          body: motorPolicy({ ...renewal, renewalOf: { id: POLICY_ID, contractNr: 'P-000007' } }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'P-000007' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Renewal of/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Renewed by P-000008' }));
    expect(await screen.findByRole('heading', { name: 'P-000008' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/policies/${RENEWAL_ID}`);
    expect(screen.getByRole('link', { name: 'Renewal of P-000007' }).getAttribute('href')).toBe(
      `/workspace/policies/${POLICY_ID}`,
    );
  });
});
