import type { PolicyListItem } from '@coverline/engine';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/renderApp.js';
import { POLICY_ID } from '../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const POLICY: PolicyListItem = {
  entityId: POLICY_ID,
  contractNumber: 'P-000007',
  productName: 'Motor insurance',
  contracteeName: 'Anna Bērziņa',
  status: 'ACTIVE',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};
const CSV = 'Number,Product\nP-000007,Motor insurance\n';

describe('list export', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the whole list with its search as the file the server names', async () => {
    // jsdom keeps no files: what the browser would save is the object URL's blob and the link's name.
    const saved: { blob: Blob; name: string }[] = [];
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (made: Blob) => ((blob = made), 'blob:export'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob !== undefined) saved.push({ blob, name: this.download });
    });
    const { user, server } = await renderApp({
      path: '/workspace/policies?search=anna',
      permissions: ['contract:Find', 'contract:Read'],
      routes: {
        'GET /api/policies/find': { body: { count: 1, items: [POLICY] } },
        'GET /api/policies/export': {
          body: CSV,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="policies.csv"',
          },
        },
      },
    });
    await screen.findByText('P-000007', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('policies.csv');
    await expect(saved[0]?.blob.text()).resolves.toBe(CSV);
    const asked = server.requests.find((request) => request.path.startsWith('/api/policies/export'));
    expect(new URLSearchParams(asked?.path.split('?')[1]).toString()).toBe('format=csv&search=anna');
    click.mockRestore();
  });
});
