import { describe, expect, it } from 'vitest';
import { TEST_KEY_ENCRYPTION_KEY } from '../../../test/support/server.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { createKeyCipher } from '../../oidc/keyCipher.js';
import { secretsOf, type StoredIntegration } from './integrationSecrets.js';
import { SECRETS_SEALED, sealPlaintextSecrets } from './plaintextSecrets.js';

describe('integration secrets an older version stored in the clear', () => {
  const env = signedInTenant('plaintext');
  const cipher = createKeyCipher(Buffer.from(TEST_KEY_ENCRYPTION_KEY, 'base64'));
  const SECRET = 'plaintext-token-31c9';
  const chat = {
    type: 'INSTANT_MESSAGING',
    provider: 'SLACK',
    name: 'Chat',
    enabled: true,
    settings: { botToken: SECRET, channelId: 'c1' },
  };

  it('are sealed at the first start, and taken out of the journal of settings changes', async () => {
    // A database an older version left: never sealed.
    await env.server.db.withSystem((tx) =>
      tx.query('delete from schema_migrations where name = $1', [SECRETS_SEALED]),
    );
    await env.server.db.withTenant(env.tenant.id, async (tx) => {
      await tx.query(
        `update tenant_settings set settings = jsonb_set(settings, '{integrations}', $1::jsonb)`,
        [JSON.stringify([chat])],
      );
      await tx.query(
        `insert into history (tenant_id, object_table, object_id, event_type, previous_state, new_state)
         values ($1, 'tenant_settings', $1, 'UPDATE', '{}', $2)`,
        [env.tenant.id, { integrations: [chat] }],
      );
    });

    await sealPlaintextSecrets(env.server.db, cipher);

    const { settings, journal } = await env.server.db.withTenant(env.tenant.id, async (tx) => ({
      settings: (
        await tx.query<{ settings: { integrations: StoredIntegration[] }; text: string }>(
          'select settings, settings::text as text from tenant_settings',
        )
      ).rows[0],
      journal: (
        await tx.query<{ text: string }>(
          `select new_state::text as text from history where object_table = 'tenant_settings'`,
        )
      ).rows,
    }));
    expect(settings?.text).not.toContain(SECRET);
    const [stored] = settings?.settings.integrations ?? [];
    expect(stored).toMatchObject({ name: 'Chat', settings: { channelId: 'c1' }, secretsSet: ['botToken'] });
    expect(secretsOf(stored as StoredIntegration, cipher, env.tenant.id)).toEqual({ botToken: SECRET });
    expect(journal.map((row) => row.text).join()).not.toContain(SECRET);
    expect(journal.map((row) => row.text).join()).toContain('secretsSet');
    const read = await env.call('GET', '/api/tenant/settings');
    expect(read.body).toMatchObject({ integrations: [{ name: 'Chat', secretsSet: ['botToken'] }] });
  });
});
