import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

describe('tenant settings', () => {
  const env = signedInTenant('settings');
  const { call } = env;
  let clerk: TestUser;
  beforeAll(async () => {
    clerk = await addTestUser(env.server, env.tenant, ['party:Read']);
  });

  const company = { companyFullName: 'Acme Insurance AS', companyRegistrationNumber: '40003000001' };

  it('starts with the default settings, not yet initialized, readable by every user', async () => {
    const { status, body } = await call('GET', '/api/tenant/settings', undefined, clerk);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      supportedLanguages: ['en'],
      locale: 'en-GB',
      headerTheme: 'theme-1',
      primaryColor: 'green',
      defaultCurrency: 'EUR',
      timeZone: 'Europe/Riga',
      supportedProductTypes: ['INSURANCE', 'LENDING'],
      enableProductVersions: false,
      country: 'LV',
      operatingLanguage: 'lv-LV',
      initialized: false,
      default: false,
      integrations: [],
      version: 0,
      profile: { email: clerk.email },
      config: { logoUrl: `${env.server.baseUrl}/api/public/tenant/logo/${env.tenant.id}` },
    });
  });

  it('saves them as initialized and raises the version; a stale version then gets 409 and changes nothing', async () => {
    const { body: current } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = current as Record<string, unknown>;
    const saved = await call('PUT', '/api/tenant/settings', { ...settings, ...company });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...company, initialized: true, version: 1 });

    const stale = await call('PUT', '/api/tenant/settings', {
      ...settings,
      ...company,
      companyFullName: 'Lost update',
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'Data was updated or deleted by another transaction' },
    });
    const { body: after } = await call('GET', '/api/tenant/settings');
    expect(after).toMatchObject({ companyFullName: company.companyFullName, version: 1 });
  });

  it('validates against the settings schema: required company data, no unknown properties', async () => {
    const { body: current } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = current as Record<string, unknown>;
    const response = await call('PUT', '/api/tenant/settings', {
      ...settings,
      companyFullName: '',
      supportedLanguages: [],
      color: 'red',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      validationErrors: {
        companyFullName: ['required'],
        supportedLanguages: ['minItems'],
        color: ['unknownField'],
      },
    });
  });

  it('refuses a default currency that is not supported', async () => {
    const { body: current } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = current as Record<string, unknown>;
    const response = await call('PUT', '/api/tenant/settings', {
      ...settings,
      ...company,
      defaultCurrency: 'USD',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { defaultCurrency: ['notAllowed'] } },
    });
  });

  it('lets only holders of tenant:UpdateSettings save', async () => {
    const { body: current } = await call('GET', '/api/tenant/settings', undefined, clerk);
    const { profile: _profile, config: _config, ...settings } = current as Record<string, unknown>;
    const response = await call('PUT', '/api/tenant/settings', { ...settings, ...company }, clerk);
    expect(response).toEqual({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'lackPermission' },
    });
  });

  it('journals the change with both states and the editor', async () => {
    const rows = await env.server.db.withTenant(env.tenant.id, async (tx) => {
      const history = await tx.query(
        `select editor, event_type, previous_state->>'initialized' as before, new_state->>'initialized' as after
           from history where object_table = 'tenant_settings'`,
      );
      const activity = await tx.query(
        `select user_name, event_type from activity where object_table = 'tenant_settings'`,
      );
      return { history: history.rows, activity: activity.rows };
    });
    expect(rows.history).toEqual([
      { editor: env.tenant.admin.email, event_type: 'UPDATE', before: 'false', after: 'true' },
    ]);
    expect(rows.activity).toEqual([{ user_name: env.tenant.admin.email, event_type: 'UPDATE' }]);
  });
});

describe('tenant context', () => {
  const env = signedInTenant('context');
  const { call } = env;

  it('is the signed-in profile plus the tenant', async () => {
    const noGroups = await addTestUser(env.server, env.tenant, []);
    const { status, body } = await call('GET', '/api/tenant/context', undefined, noGroups);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      profile: { email: noGroups.email },
      tenant: { id: env.tenant.id, code: env.tenant.code },
    });
  });
});
