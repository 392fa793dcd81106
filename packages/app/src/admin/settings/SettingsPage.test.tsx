import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const ADMIN = ['tenant:UpdateSettings'];
/** The admin area's code arrives on first use; typing through dialogs takes a while on a busy machine. */
const LOADED = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

const mail = {
  id: 'a6d1c4b2-0000-4000-8000-000000000001',
  type: 'EMAIL',
  provider: 'MAILGUN',
  name: 'Customer e-mail',
  enabled: true,
  settings: { apiUrl: 'https://api.mailgun.net/v3', domain: 'mg.test', sentFrom: 'Acme' },
  secretsSet: ['apiKey'],
};

function openSettings(settings: Record<string, unknown> = {}) {
  return renderApp({
    path: '/admin-area/settings',
    permissions: ADMIN,
    settings: {
      companyFullName: 'Acme AS',
      companyRegistrationNumber: '40003000001',
      supportedCurrencies: ['EUR', 'USD'],
      defaultCurrency: 'USD',
      initialized: true,
      version: 4,
      integrations: [mail as never],
      ...settings,
    },
    routes: { 'PUT /api/tenant/settings': (request) => ({ body: request.body }) },
  });
}

const puts = (server: { requests: { method: string; path: string; body: unknown }[] }) =>
  server.requests.filter((request) => request.method === 'PUT' && request.path === '/api/tenant/settings');

describe('the general settings page', SLOW, () => {
  it('needs the company name before the one save sends anything', async () => {
    const { user, server } = await openSettings();
    const name = await screen.findByRole('textbox', { name: /^Company name/ }, LOADED);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the company name.')).toBeTruthy();
    expect(puts(server)).toEqual([]);

    await user.type(name, 'Acme Baltic AS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('General information saved', undefined, LOADED);
    expect(puts(server)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          companyFullName: 'Acme Baltic AS',
          version: 4,
          defaultCurrency: 'USD',
        }),
      }),
    ]);
  });

  it('offers as default currency only the supported ones', async () => {
    const { user } = await openSettings();
    await user.click(await screen.findByRole('combobox', { name: 'Default currency' }, LOADED));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['EUR', 'USD']);
  });

  it('edits an integration without showing its secret, which the save then leaves out', async () => {
    const { user, server } = await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit Customer e-mail' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Edit integration' });
    const key = within(dialog).getByLabelText('API key') as HTMLInputElement;
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('Stored — type to replace');
    expect(within(dialog).getByRole('combobox', { name: 'Type' }).getAttribute('aria-disabled')).toBe('true');
    const sender = within(dialog).getByRole('textbox', { name: 'Sender' });
    await user.clear(sender);
    await user.type(sender, 'Acme Baltic');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('General information saved', undefined, LOADED);
    const [sent] = puts(server);
    expect((sent?.body as { integrations: unknown[] }).integrations).toEqual([
      {
        id: mail.id,
        type: 'EMAIL',
        provider: 'MAILGUN',
        name: 'Customer e-mail',
        enabled: true,
        settings: { apiUrl: 'https://api.mailgun.net/v3', domain: 'mg.test', sentFrom: 'Acme Baltic' },
      },
    ]);
  });
});
