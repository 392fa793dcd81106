import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceivedRequest } from '../../testing/fixtureServer.js';
import { recordTextboxes } from '../../testing/recordFields.js';
import { renderApp } from '../../testing/renderApp.js';
import { CLAIM_ID, motorClaim, motorPolicy, POLICY_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const CLAIM_PAGE = `/workspace/claims/${CLAIM_ID}`;

const openClaim = (permissions: string[], context = motorClaim({}, ['SAVE', 'APPROVE', 'REJECT'])) =>
  renderApp({
    path: CLAIM_PAGE,
    permissions,
    routes: {
      [`GET /api/claims/${CLAIM_ID}`]: { body: context },
      // The saved claim, whatever the move: APPROVED.
      [`POST /api/claims/approve`]: (request: ReceivedRequest) => ({
        body: motorClaim(
          {
            status: 'APPROVED',
            version: 3,
            data: (request.body as { claim: { data: object } }).claim.data as never,
          },
          ['SAVE', 'PAY', 'REJECT'],
        ),
      }),
    },
  });

const statusField = () => screen.getByRole('combobox', { name: 'Status' });

describe('the claim page', SLOW, () => {
  it('offers the claim’s own status and only those its workflow and the user’s permissions allow next', async () => {
    const { user } = await openClaim(['claim:Read', 'claim:Update', 'claim:Approve']);
    expect(await screen.findByRole('heading', { name: 'C-000003' }, LOADED)).toBeTruthy();
    await user.click(statusField());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // REJECT is offered by the claim, but the user may not reject: no Rejected.
    expect(options.map((option) => option.textContent)).toEqual(['New', 'Approved']);
  });

  it('saves a move with the policy, product and applicant by id, then shows the saved claim and says so', async () => {
    const { user, server, router } = await openClaim(['claim:*', 'party:Read', 'contract:Read']);
    await screen.findByRole('heading', { name: 'C-000003' }, LOADED);
    expect(screen.getByRole('link', { name: 'Policy holder: Anna Bērziņa' }).getAttribute('href')).toBe(
      '/workspace/persons/0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    );
    expect(screen.getByRole('link', { name: 'Applicant: Anna Bērziņa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open policy P-000007' }).getAttribute('href')).toBe(
      `/workspace/policies/${POLICY_ID}`,
    );
    await user.click(statusField());
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Claim saved', {}, LOADED)).toBeTruthy();
    const posted = server.requests.find((request) => request.path.startsWith('/api/claims/approve'));
    expect(posted?.method).toBe('POST');
    expect(posted?.body).toMatchObject({
      claim: {
        id: CLAIM_ID,
        version: 2,
        data: { claim: { description: 'Rear bumper dented in a car park' } },
      },
      policy: { id: POLICY_ID },
      product: { id: motorClaim().claim.product.id },
      applicant: { id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e' },
    });
    // The page is the saved claim's: it offers the moves from APPROVED.
    await user.click(statusField());
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Approved', 'Paid', 'Rejected']),
    );
    expect(router.state.location.pathname).toBe(CLAIM_PAGE);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows on its field why the server refused the claim', async () => {
    const { user } = await renderApp({
      path: CLAIM_PAGE,
      permissions: ['claim:*'],
      routes: {
        [`GET /api/claims/${CLAIM_ID}`]: { body: motorClaim({}, ['SAVE']) },
        'POST /api/claims/save': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'validationFailed',
            validationErrors: { 'claim.applicationDate': ['Must be at least 2026-03-10'] },
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'C-000003' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByRole('group', { name: /^Application date/ });
    await waitFor(() =>
      expect(field.closest('.MuiFormControl-root')?.textContent).toContain('Must be at least 2026-03-10'),
    );
  });

  it('shows a closed claim read-only, with no status to choose and nothing to save', async () => {
    await openClaim(['claim:*'], motorClaim({ status: 'CLOSED' }));
    expect(await screen.findByRole('heading', { name: 'C-000003' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText('Rear bumper dented in a car park')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(recordTextboxes()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('starts a new claim on an active policy with its status shown read-only, and keeps it until the fields are valid', async () => {
    const { claim, ...rest } = motorClaim({}, ['SAVE']);
    const { id: _id, claimNr: _nr, version: _version, createdAt: _c, updatedAt: _u, ...draft } = claim;
    const { user, server } = await renderApp({
      path: `/workspace/policies/${POLICY_ID}/new-claim`,
      permissions: ['claim:*'],
      routes: {
        [`POST /api/claims/${POLICY_ID}/init-claim`]: {
          body: {
            claim: { ...draft, applicant: null, description: null, data: { claim: {} } },
            dataDefinition: rest.dataDefinition,
            availableOperations: ['SAVE'],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'New claim' }, LOADED)).toBeTruthy();
    const status = screen.getByLabelText('Status');
    expect((status as HTMLInputElement).value).toBe('New');
    expect((status as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0));
    expect(server.requests.some((request) => request.path.startsWith('/api/claims/save'))).toBe(false);
  });

  it('says why a policy takes no claim, with the way back to it', async () => {
    await renderApp({
      path: `/workspace/policies/${POLICY_ID}/new-claim`,
      permissions: ['claim:*'],
      routes: {
        [`POST /api/claims/${POLICY_ID}/init-claim`]: {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'policyNotActive',
            validationErrors: { policy: ['policyNotActive'] },
          },
        },
      },
    });
    expect(await screen.findByText('Only an active policy can take a claim.', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the policy' }).getAttribute('href')).toBe(
      `/workspace/policies/${POLICY_ID}`,
    );
  });

  it('offers a new claim on an active policy only', async () => {
    const { unmount } = await renderApp({
      path: `/workspace/policies/${POLICY_ID}`,
      permissions: ['contract:Read', 'claim:*'],
      routes: {
        [`GET /api/policies/${POLICY_ID}`]: { body: motorPolicy() },
        [`GET /api/policies/${POLICY_ID}/claims`]: { body: { count: 0, items: [] } },
      },
    });
    expect((await screen.findByRole('link', { name: 'New claim' }, LOADED)).getAttribute('href')).toBe(
      `/workspace/policies/${POLICY_ID}/new-claim`,
    );
    // Its claims are listed, none yet.
    expect(await screen.findByText('No records', { exact: false }, LOADED)).toBeTruthy();
    unmount();
    await renderApp({
      path: `/workspace/policies/${POLICY_ID}`,
      permissions: ['contract:Read', 'claim:*'],
      routes: { [`GET /api/policies/${POLICY_ID}`]: { body: motorPolicy({ status: 'CANCELLED' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'P-000007' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New claim' })).toBeNull();
  });
});
