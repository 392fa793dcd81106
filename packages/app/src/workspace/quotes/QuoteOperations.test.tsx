import type { QuoteContext } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';
import {
  MOTOR_DEFINITION,
  motorPolicy,
  motorQuote,
  partyDefinition,
  POLICY_ID,
  QUOTE_ID,
} from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

/** The motor product with what only issuing asks for: who signed the proposal. */
const WITH_ISSUE_FIELDS: QuoteContext['dataDefinition'] = {
  ...MOTOR_DEFINITION,
  objectDefinitions: [
    ...MOTOR_DEFINITION.objectDefinitions,
    {
      key: 'issuance',
      objectType: 'CUSTOM',
      name: 'Issuance',
      seq: 2,
      attributes: { controlType: 'SINGLE_OBJECT', displayCondition: 'operation == "ISSUE"' },
      fields: [{ key: 'signedBy', name: 'Signed by', attributes: { fieldType: 'String', mandatory: true } }],
    },
  ],
};

const HOLDER = {
  customer: {
    id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    name: 'Anna Bērziņa',
    code: '120385-12345',
    partyType: 'PRIVATE',
  },
};
const VEHICLE = { make: 'VW', marketValue: { amount: 15000, currency: 'EUR' }, hasTrailer: false };
const posts = (server: FixtureServer, operation: string) =>
  server.requests.filter(
    (request) => request.method === 'POST' && request.path === `/api/quotes/${QUOTE_ID}/${operation}`,
  );
const bar = () => screen.getByRole('toolbar', { name: 'Operations' });
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the operations bar of a quote', SLOW, () => {
  it('offers what the context allows and the user may do, and asks before rejecting', async () => {
    const ready: QuoteContext = {
      ...motorQuote({ status: 'READY', data: { policyholder: {}, vehicle: VEHICLE } }),
      availableOperations: ['APPROVE', 'CLARIFY', 'REJECT'],
    };
    const rejected = { ...motorQuote({ status: 'REJECTED', version: 4 }), availableOperations: [] };
    const { user, server } = await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      // Clarifying is offered by the context but not the user's: no button.
      permissions: ['quote:Read', 'quote:Approve', 'quote:Reject', 'party:*'],
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: { body: ready },
        [`POST /api/quotes/${QUOTE_ID}/reject`]: { body: rejected },
      },
    });
    expect(await screen.findByText('Ready', {}, LOADED)).toBeTruthy();
    const buttons = within(bar()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Approve', 'Reject']);
    expect(buttons[1]?.className).toContain('MuiButton-colorError');

    await user.click(within(bar()).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(server, 'reject')).toEqual([]);

    await user.click(within(bar()).getByRole('button', { name: 'Reject' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reject?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Rejected', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(posts(server, 'reject').map((request) => request.body)).toEqual([
      {
        quote: { id: QUOTE_ID, version: 3, data: { policyholder: {}, vehicle: VEHICLE } },
        product: { id: ready.quote.product.id },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });

  it('checks the typed data as errors, collects the operation’s fields, sends both and says the policy is issued', async () => {
    const approved: QuoteContext = {
      ...motorQuote({ status: 'APPROVED', data: { policyholder: HOLDER, vehicle: { hasTrailer: false } } }),
      dataDefinition: WITH_ISSUE_FIELDS,
      availableOperations: ['SAVE', 'ISSUE', 'INQUIRE'],
    };
    const issued = {
      ...motorQuote({ status: 'ISSUED', version: 4, targetPolicyId: POLICY_ID }),
      availableOperations: [],
    };
    const { user, server, router } = await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*', 'contract:Read'],
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: { body: approved },
        [`POST /api/quotes/${QUOTE_ID}/inquire`]: {
          status: 400,
          body: {
            statusCode: 400,
            message: 'validationFailed',
            validationErrors: { 'vehicle.marketValue': ['Too high for this product'] },
          },
        },
        [`POST /api/quotes/${QUOTE_ID}/issue`]: { body: issued },
        [`GET /api/policies/${POLICY_ID}`]: { body: motorPolicy() },
      },
    });
    const make = await screen.findByLabelText(/^Make/, { selector: 'input' }, LOADED);
    // Save runs from the form; the bar has the other operations.
    expect(within(bar()).queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(within(bar()).getByRole('button', { name: 'Issue' }));
    expect(messageOf(make)).toBe('This field is required');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(server, 'issue')).toEqual([]);

    await user.type(make, 'Volks');
    await user.click(await screen.findByRole('option', { name: 'Volkswagen' }));
    const value = screen.getByLabelText(/^Market value/, { selector: 'input' });
    await user.type(value, '15000');

    // What the server refuses lands on the fields.
    await user.click(within(bar()).getByRole('button', { name: 'Send to customer' }));
    await waitFor(() => expect(posts(server, 'inquire')).toHaveLength(1));
    await waitFor(() => expect(messageOf(value)).toBe('Too high for this product'));

    await user.click(within(bar()).getByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(posts(server, 'issue')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Signed by/, { selector: 'input' }), 'Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));

    expect(await screen.findByText('Policy issued')).toBeTruthy();
    // Issuing leads to the policy.
    expect(await screen.findByRole('heading', { name: 'P-000007' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/workspace/policies/${POLICY_ID}`);
    expect(posts(server, 'issue').map((request) => request.body)).toEqual([
      {
        quote: {
          id: QUOTE_ID,
          version: 3,
          data: { policyholder: HOLDER, vehicle: VEHICLE, issuance: { signedBy: 'Anna' } },
          paymentSchedule: [],
        },
        product: { id: approved.quote.product.id },
      },
    ]);
  });

  it('shows the policy as the issue left it, though its page was seen just before', async () => {
    const cancellation: QuoteContext = {
      ...motorQuote({
        status: 'APPROVED',
        actionType: 'CANCELLATION',
        data: { policyholder: HOLDER, vehicle: VEHICLE },
      }),
      availableOperations: ['ISSUE'],
    };
    const issued = {
      ...motorQuote({ status: 'ISSUED', version: 4, actionType: 'CANCELLATION', targetPolicyId: POLICY_ID }),
      availableOperations: [],
    };
    let policy = motorPolicy();
    const { user, router } = await renderApp({
      path: `/workspace/policies/${POLICY_ID}`,
      permissions: ['quote:*', 'party:*', 'contract:Read', 'contract:Cancel'],
      routes: {
        [`GET /api/policies/${POLICY_ID}`]: () => ({ body: policy }),
        [`GET /api/quotes/${QUOTE_ID}`]: { body: cancellation },
        [`POST /api/quotes/${QUOTE_ID}/issue`]: () => {
          policy = motorPolicy({ status: 'CANCELLED', availableOperations: ['REINSTATEMENT'] });
          return { body: issued };
        },
      },
    });
    expect(await screen.findByText('Active', {}, LOADED)).toBeTruthy();
    await router.navigate(`/workspace/quotes/${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Issue' }, LOADED));
    expect(await screen.findByText('Cancelled', {}, LOADED)).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
  });

  it('says when a party changed since the quote copied it, lists the differences and updates the copy', async () => {
    const partyId = HOLDER.customer.id;
    const changed: QuoteContext = {
      ...motorQuote({ data: { policyholder: HOLDER, vehicle: VEHICLE } }),
      partiesChanged: [
        {
          id: partyId,
          partyType: 'PRIVATE',
          name: 'Anna Bērziņa',
          version: 2,
          latestVersion: 3,
          changes: [
            { path: 'name', copy: 'Anna Ozola', current: 'Anna Bērziņa' },
            { path: 'person.lastName', copy: 'Ozola', current: 'Bērziņa' },
          ],
        },
      ],
    };
    const synced = { ...motorQuote({ version: 4 }), partiesChanged: [] };
    const { user, server } = await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*'],
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: { body: changed },
        [`PUT /api/quotes/${QUOTE_ID}/sync-party/${partyId}`]: { body: synced },
        [`GET /api/parties/${partyId}`]: {
          body: { party: { id: partyId }, dataDefinition: partyDefinition('PRIVATE') },
        },
      },
    });
    expect(
      await screen.findByText('The details of Anna Bērziņa changed since this quote took them.', {}, LOADED),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review the changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes of the quote’s parties' });
    const table = within(dialog).getByRole('table', { name: 'Anna Bērziņa' });
    const cells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    // The fields by their names in the party's form.
    await waitFor(() =>
      expect(cells()).toEqual([
        ['Name', 'Anna Ozola', 'Anna Bērziņa'],
        ['Last name', 'Ozola', 'Bērziņa'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Anna Bērziņa in the quote' }));
    expect(await screen.findByText('Party updated in the quote')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/changed since this quote took them/)).toBeNull());
    expect(
      server.requests.filter((request) => request.method === 'PUT' && request.path.includes('sync-party')),
    ).toHaveLength(1);
  });

  it('offers no sync on a locked quote', async () => {
    await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*'],
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: {
          body: {
            ...motorQuote({ status: 'QUOTED' }),
            availableOperations: [],
            partiesChanged: [
              {
                id: HOLDER.customer.id,
                partyType: 'PRIVATE',
                name: 'Anna Bērziņa',
                version: 2,
                latestVersion: 3,
                changes: [],
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByText(/changed since this quote took them/, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review the changes' })).toBeNull();
  });
});
