import type { ClaimPage } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import { CLAIM_ID, partyDefinition, POLICY_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

const PAGE: ClaimPage = {
  count: 31,
  items: [
    {
      entityId: CLAIM_ID,
      claimNr: 'C-000003',
      policyNr: 'P-000007',
      productId: POLICY_ID,
      productName: 'Motor insurance',
      productIconName: 'DirectionsCar',
      status: 'APPROVED',
      applicantName: 'Anna Bērziņa',
      eventDateTime: '2026-03-10T14:30:00',
      applicationDate: '2026-03-12',
      lossAmount: 850.5,
      currency: 'EUR',
      summary: 'Rear bumper dented in a car park',
      assignedTo: 'Pēteris Bērziņš',
    },
  ],
};

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('the claims list', SLOW, () => {
  it('shows the claims of the page its address names, with their loss in its currency and the summary on demand', async () => {
    const { user, server, router } = await renderApp({
      path: '/workspace/claims?pageIndex=2&pageSize=10',
      permissions: ['claim:Find', 'claim:Read'],
      routes: { 'GET /api/claims/find': { body: PAGE } },
    });
    const row = (await screen.findByText('C-000003', {}, LOADED)).closest('tr') as HTMLElement;
    expect(
      server.requests.some((request) => request.path.startsWith('/api/claims/find?page=2&limit=10')),
    ).toBe(true);
    expect(within(row).getByText('Approved').closest('.MuiChip-root')).not.toBeNull();
    expect(within(row).getByText('850.50 EUR')).toBeTruthy();
    expect(headers()).not.toContain('Assigned to');
    expect(screen.queryByText('Rear bumper dented in a car park')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Expand' }));
    expect(screen.getByText('Rear bumper dented in a car park')).toBeTruthy();

    await user.type(screen.getByRole('searchbox'), 'C-0003');
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10&search=C-0003'));
  });

  it('shows whom a claim is assigned to only to those who may read assignments', async () => {
    await renderApp({
      path: '/workspace/claims',
      permissions: ['claim:Find', 'userAssignment:Read'],
      routes: { 'GET /api/claims/find': { body: PAGE } },
    });
    await screen.findByText('C-000003', {}, LOADED);
    expect(headers()).toContain('Assigned to');
    expect(screen.getByText('Pēteris Bērziņš')).toBeTruthy();
  });

  it('lists on a person’s page the claims they applied for, each opening its page', async () => {
    const personId = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
    await renderApp({
      path: `/workspace/persons/${personId}`,
      permissions: ['party:Read', 'claim:Find', 'claim:Read'],
      routes: {
        [`GET /api/parties/${personId}`]: {
          body: {
            party: {
              id: personId,
              partyType: 'PRIVATE',
              name: 'Anna Bērziņa',
              data: { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: '120385-12345' } },
              version: 1,
              createdAt: '2026-03-02T09:15:00.000Z',
              updatedAt: '2026-03-02T09:15:00.000Z',
            },
            dataDefinition: partyDefinition('PRIVATE'),
          },
        },
        [`GET /api/parties/${personId}/claims`]: { body: PAGE },
      },
    });
    const table = await screen.findByRole('table', { name: 'Claims' }, LOADED);
    expect(within(table).getByRole('link', { name: 'C-000003' }).getAttribute('href')).toBe(
      `/workspace/claims/${CLAIM_ID}`,
    );
    expect(within(table).getByText('850.50 EUR')).toBeTruthy();
  });
});
