import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY_ENCRYPTION_KEY } from '../../../test/support/server.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { createKeyCipher } from '../../oidc/keyCipher.js';
import { secretsOf, type StoredIntegration } from './integrationSecrets.js';
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
      companyRegistrationNumber: '',
      supportedLanguages: [],
      supportedProductTypes: [],
      color: 'red',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      validationErrors: {
        companyFullName: ['required'],
        companyRegistrationNumber: ['required'],
        supportedLanguages: ['minItems'],
        supportedProductTypes: ['minItems'],
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

describe("the tenant's own party", () => {
  const env = signedInTenant('ownparty');
  const { call } = env;
  const company = {
    companyFullName: 'Acme Lending AS',
    companyRegistrationNumber: '40003999001',
    addressLine1: 'Brīvības iela 1',
    city: 'Rīga',
    postcode: 'LV-1010',
    country: 'LV',
  };
  const editable = async () => {
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    return settings;
  };
  const legalParties = async () =>
    (
      (await call('GET', '/api/parties/find?limit=50')).body as {
        items: { id: string; partyType: string; name: string; code?: string }[];
      }
    ).items.filter((party) => party.partyType === 'LEGAL');

  it('is created from the company data when the settings are saved', async () => {
    expect(await legalParties()).toEqual([]);
    const saved = await call('PUT', '/api/tenant/settings', { ...(await editable()), ...company });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [party, ...others] = await legalParties();
    expect(others).toEqual([]);
    expect(party).toMatchObject({ name: 'Acme Lending AS', code: '40003999001' });
    const { body } = await call('GET', `/api/parties/${party?.id}`);
    expect((body as { party: { data: unknown } }).party.data).toMatchObject({
      company: {
        name: 'Acme Lending AS',
        addressLine1: 'Brīvības iela 1',
        addressLine3: 'Rīga',
        country: 'LV',
      },
    });
  });

  it('follows the company’s name and registration number, keeping what else it holds', async () => {
    const [party] = await legalParties();
    const { body } = await call('GET', `/api/parties/${party?.id}`);
    const read = (body as { party: Record<string, unknown> & { data: { company: object } } }).party;
    const withVat = { ...read, data: { company: { ...read.data.company, vatNumber: 'LV40003999001' } } };
    expect((await call('PUT', '/api/parties', withVat)).status).toBe(200);

    const renamed = {
      ...company,
      companyFullName: 'Acme Finance AS',
      companyRegistrationNumber: '40003999002',
    };
    expect((await call('PUT', '/api/tenant/settings', { ...(await editable()), ...renamed })).status).toBe(
      200,
    );
    const after = await legalParties();
    expect(after).toMatchObject([{ id: party?.id, name: 'Acme Finance AS', code: '40003999002' }]);
    const again = await call('GET', `/api/parties/${party?.id}`);
    expect((again.body as { party: { data: unknown } }).party.data).toMatchObject({
      company: { vatNumber: 'LV40003999001', registrationNumber: '40003999002' },
    });
  });
});

describe("the integrations' secrets", () => {
  const env = signedInTenant('secrets');
  const { call } = env;
  let reader: TestUser;
  beforeAll(async () => {
    reader = await addTestUser(env.server, env.tenant, ['party:Read']);
  });

  const company = { companyFullName: 'Acme Insurance AS', companyRegistrationNumber: '40003000001' };
  const API_KEY = 'key-planted-7f3a9c';
  const PASSWORD = 'bureau-planted-51e0d2';
  const mail = {
    type: 'EMAIL',
    provider: 'MAILGUN',
    name: 'Customer e-mail',
    enabled: true,
    settings: {
      apiKey: API_KEY,
      apiUrl: 'https://api.mailgun.net/v3',
      domain: 'mg.acme.test',
      sentFrom: 'Acme',
    },
  };
  const bureau = {
    type: 'CREDIT_BUREAU',
    provider: 'CREDITINFO',
    name: 'Bureau',
    enabled: false,
    settings: { apiUrl: 'https://bureau.test', password: PASSWORD, strategyId: 's1', username: 'acme' },
  };

  const editable = async (user = env.tenant.admin) => {
    const { body } = await call('GET', '/api/tenant/settings', undefined, user);
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    return settings as Record<string, unknown> & { integrations: Record<string, unknown>[] };
  };
  const storedIntegrations = () =>
    env.server.db.withTenant(env.tenant.id, async (tx) => {
      const { rows } = await tx.query<{ settings: { integrations: StoredIntegration[] }; text: string }>(
        'select settings, settings::text as text from tenant_settings',
      );
      return rows[0] as { settings: { integrations: StoredIntegration[] }; text: string };
    });

  it('are answered to nobody, not even the administrator who saved them: only whether they are set', async () => {
    const saved = await call('PUT', '/api/tenant/settings', {
      ...(await editable()),
      ...company,
      integrations: [mail, bureau],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const response of [saved, await call('GET', '/api/tenant/settings')]) {
      expect(JSON.stringify(response.body)).not.toContain(API_KEY);
      expect(JSON.stringify(response.body)).not.toContain(PASSWORD);
    }
    const { integrations } = await editable();
    expect(integrations).toMatchObject([
      {
        name: 'Customer e-mail',
        provider: 'MAILGUN',
        settings: { apiUrl: 'https://api.mailgun.net/v3', domain: 'mg.acme.test', sentFrom: 'Acme' },
        secretsSet: ['apiKey'],
      },
      { name: 'Bureau', settings: { username: 'acme' }, secretsSet: ['password'] },
    ]);
    expect(integrations[0]?.settings).not.toHaveProperty('apiKey');
    expect(integrations[0]?.id).toEqual(expect.any(String));
  });

  it('show a reader without the settings permission only name, type and enabled', async () => {
    const { integrations } = await editable(reader);
    expect(integrations).toEqual([
      { id: expect.any(String), type: 'EMAIL', name: 'Customer e-mail', enabled: true },
      { id: expect.any(String), type: 'CREDIT_BUREAU', name: 'Bureau', enabled: false },
    ]);
  });

  it('are stored encrypted with the key encryption key, and so is nothing else of them in the journal', async () => {
    const stored = await storedIntegrations();
    expect(stored.text).not.toContain(API_KEY);
    expect(stored.text).not.toContain(PASSWORD);
    const cipher = createKeyCipher(Buffer.from(TEST_KEY_ENCRYPTION_KEY, 'base64'));
    const [storedMail, storedBureau] = stored.settings.integrations;
    expect(secretsOf(storedMail as StoredIntegration, cipher, env.tenant.id)).toEqual({ apiKey: API_KEY });
    expect(secretsOf(storedBureau as StoredIntegration, cipher, env.tenant.id)).toEqual({
      password: PASSWORD,
    });
    const journal = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ text: string }>(
        `select previous_state::text || new_state::text as text from history where object_table = 'tenant_settings'`,
      ),
    );
    expect(journal.rows.length).toBeGreaterThan(0);
    for (const { text } of journal.rows) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(PASSWORD);
    }
  });

  it('are kept when a save does not send them again, and replaced when it does', async () => {
    const settings = await editable();
    const renamed = settings.integrations.map((each, index) =>
      index === 0 ? { ...each, name: 'Mail', settings: { ...(each.settings as object), apiKey: '' } } : each,
    );
    const kept = await call('PUT', '/api/tenant/settings', { ...settings, integrations: renamed });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const cipher = createKeyCipher(Buffer.from(TEST_KEY_ENCRYPTION_KEY, 'base64'));
    let stored = (await storedIntegrations()).settings.integrations;
    expect(secretsOf(stored[0] as StoredIntegration, cipher, env.tenant.id)).toEqual({ apiKey: API_KEY });
    expect(secretsOf(stored[1] as StoredIntegration, cipher, env.tenant.id)).toEqual({ password: PASSWORD });

    const next = await editable();
    const retyped = next.integrations.map((each, index) =>
      index === 0 ? { ...each, settings: { ...(each.settings as object), apiKey: 'key-new' } } : each,
    );
    expect((await call('PUT', '/api/tenant/settings', { ...next, integrations: retyped })).status).toBe(200);
    stored = (await storedIntegrations()).settings.integrations;
    expect(secretsOf(stored[0] as StoredIntegration, cipher, env.tenant.id)).toEqual({ apiKey: 'key-new' });
  });

  it('must be typed again to go to another address', async () => {
    const settings = await editable();
    const moved = settings.integrations.map((each, index) =>
      index === 0
        ? { ...each, settings: { ...(each.settings as object), apiUrl: 'https://elsewhere.test' } }
        : each,
    );
    const response = await call('PUT', '/api/tenant/settings', { ...settings, integrations: moved });
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { 'integrations.0.settings.apiKey': ['required'] } },
    });
  });

  it('must be given for a new integration: its mandatory secret is required', async () => {
    const settings = await editable();
    const { apiKey: _apiKey, ...withoutKey } = mail.settings;
    const response = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [...settings.integrations, { ...mail, name: 'Second mail', settings: withoutKey }],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { 'integrations.2.settings.apiKey': ['required'] } },
    });
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
