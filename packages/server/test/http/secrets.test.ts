import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../support/signedInTenant.js';
import { addTestUser, type TestUser } from '../support/tenants.js';
import { tracedApp } from '../support/tracedApp.js';

/** Values no answer and no log line may ever hold: one per kind of secret an integration has. */
const PLANTED = [
  'mail-key-planted-4c1e',
  'sms-key-planted-9b2d',
  'bureau-pw-planted-77aa',
  'bot-token-planted-0f3e',
];

const integrations = [
  {
    type: 'EMAIL',
    provider: 'MAILGUN',
    name: 'Mail',
    enabled: true,
    settings: { apiKey: PLANTED[0], apiUrl: 'https://mail.test', domain: 'mg.test', sentFrom: 'Us' },
  },
  {
    type: 'SMS',
    provider: 'INFOBIP',
    name: 'Texts',
    enabled: true,
    settings: { apiKey: PLANTED[1], apiUrl: 'https://sms.test', sentFrom: 'Us' },
  },
  {
    type: 'CREDIT_BUREAU',
    provider: 'CREDITINFO',
    name: 'Bureau',
    enabled: true,
    settings: { apiUrl: 'https://bureau.test', password: PLANTED[2], strategyId: 's', username: 'u' },
  },
  {
    type: 'INSTANT_MESSAGING',
    provider: 'TELEGRAM',
    name: 'Chat',
    enabled: true,
    settings: { botToken: PLANTED[3], channelId: 'c' },
  },
];

const company = { companyFullName: 'Planted AS', companyRegistrationNumber: '1' };

describe('integration secrets', () => {
  const env = signedInTenant('planted');
  let reader: TestUser;
  beforeAll(async () => {
    reader = await addTestUser(env.server, env.tenant, ['*:Read', '*:Find', '*:List', '*:FindAll']);
    const { body } = await env.call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const saved = await env.call('PUT', '/api/tenant/settings', { ...settings, ...company, integrations });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  const leaked = (text: string) => PLANTED.filter((secret) => text.includes(secret));

  it('are in no answer of any route, to an administrator or to a reader', async () => {
    const routes = env.server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:tenantId/g, env.tenant.id).replace(/:(\w+)/g, () => randomUUID());
      for (const user of [env.tenant.admin, reader]) {
        const response = await fetch(`${env.server.baseUrl}${url}`, {
          method: route.method,
          headers: { authorization: `Bearer ${user.token}` },
        });
        const found = leaked(await response.text());
        if (found.length > 0) leaks.push(`${route.method} ${url} as ${user.email}: ${found.join(', ')}`);
      }
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
  });

  it('are in no log line, even at the most detailed level and when a save fails', async () => {
    const { app, lines } = await tracedApp(env.server);
    const headers = { authorization: `Bearer ${env.tenant.admin.token}`, 'content-type': 'application/json' };
    const { body } = await env.call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/tenant/settings',
      headers,
      payload: { ...settings, integrations },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/tenant/settings',
      headers,
      payload: { ...settings, integrations, companyFullName: '' },
    });
    expect(refused.statusCode).toBe(400);
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(leaked(lines.join(''))).toEqual([]);
  });
});
