import type { MessageTemplate } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/renderApp.js';

/** The test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 30_000 };
const LOADED = { timeout: 5000 };

const PRODUCT_ID = '4f1c1a52-8d3e-4a8e-9d57-0a6b1c2d3e4f';
const BASE = `/api/products/${PRODUCT_ID}/quotes/message-templates`;
const template = (id: string, name: string, type: MessageTemplate['type']): MessageTemplate => ({
  id,
  name,
  type,
  template: type === 'TXT' ? 'Offer {record.number}' : '<mjml><mj-body></mj-body></mjml>',
  templateTranslations: {},
  settings: { subject: type === 'TXT' ? '' : 'Your offer {record.number}', generateAndAttachDocuments: [] },
  version: 0,
});
const MAIL = template('e0000000-0000-4000-8000-000000000001', 'Offer e-mail', 'MJML');
const TEXTS = ['1', '2', '3', '4', '5'].map((n) =>
  template(`70000000-0000-4000-8000-00000000000${n}`, `Reminder ${n}`, 'TXT'),
);

describe('message templates card of the product page', SLOW, () => {
  it('lists e-mail and text templates, pages the texts by five and deletes after confirmation', async () => {
    const { user, server } = await renderApp({
      path: `/admin-area/products/${PRODUCT_ID}`,
      permissions: ['product:*'],
      catalog: {
        products: [
          { id: PRODUCT_ID, name: 'Motor', code: 'MOTOR', parentId: 'none', productType: 'INSURANCE' },
        ],
      },
      routes: {
        [`GET /api/products/${PRODUCT_ID}`]: {
          body: { id: PRODUCT_ID, version: 1, name: 'Motor', code: 'MOTOR', parentId: 'none' },
        },
        [`GET /api/products/${PRODUCT_ID}/document-templates`]: { body: [] },
        // The invoice settings offer the product's contract templates.
        [`GET /api/products/${PRODUCT_ID}/contracts/message-templates`]: { body: [] },
        [`GET ${BASE}?types=MJML,HTML`]: { body: [MAIL] },
        [`GET ${BASE}/find`]: { body: { count: 7, items: TEXTS } },
        [`DELETE ${BASE}/${MAIL.id}`]: { status: 204 },
      },
    });
    const card = await screen.findByRole('region', { name: 'Message templates' }, LOADED);
    const emails = within(card).getByRole('table', { name: 'E-mail templates' });
    await waitFor(() => expect(within(emails).getByRole('row', { name: /Offer e-mail/ })).toBeTruthy());
    expect(within(emails).getByText('Your offer {record.number}')).toBeTruthy();
    const texts = within(card).getByRole('table', { name: 'Text and SMS templates' });
    await waitFor(() => expect(within(texts).getAllByRole('row')).toHaveLength(6));
    expect(within(card).getByText('1–5 of 7')).toBeTruthy();
    expect(server.requests.some((request) => request.path.includes('/find?types=TXT&page=0&limit=5'))).toBe(
      true,
    );

    await user.click(within(card).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.includes('/find?types=TXT&page=1&limit=5'))).toBe(
        true,
      ),
    );

    await user.click(
      within(within(emails).getByRole('row', { name: /Offer e-mail/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the template Offer e-mail?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // Deleted, then the lists are read again.
    const emailReads = () =>
      server.requests.filter((request) => request.path.endsWith('?types=MJML,HTML')).length;
    await waitFor(() => expect(emailReads()).toBe(2));
    expect(
      server.requests.some((request) => request.method === 'DELETE' && request.path.endsWith(MAIL.id)),
    ).toBe(true);
  });
});
