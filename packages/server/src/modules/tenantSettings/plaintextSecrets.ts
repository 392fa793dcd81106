import type { Database, Tx } from '../../db/database.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import { sealIntegrations, secretsOf, type StoredIntegration } from './integrationSecrets.js';
import { presentSettings } from './service.js';
import type { TenantSettings } from '@coverline/engine';

/** A secret's name as a property in stored JSON: only rows holding one need a look. */
const SECRET_PROPERTY = `"(apiKey|password|botToken)":`;

/** Recorded among the applied migrations once the secrets are sealed: later starts skip the scan. */
export const SECRETS_SEALED = 'seal-plaintext-secrets';

/**
 * Seals the integration secrets an older version stored in the clear, and takes them out of the journal
 * of settings changes, which kept them too. Runs at the first start of this version, before any request
 * (this version never stores a secret in the clear, so once is enough and the journal is not read again).
 */
export async function sealPlaintextSecrets(db: Database, cipher: KeyCipher): Promise<void> {
  await db.withSystem(async (tx) => {
    // Two servers starting at once: the second waits on the first's row, then finds it.
    const first = await tx.query(
      'insert into schema_migrations (name) values ($1) on conflict do nothing returning name',
      [SECRETS_SEALED],
    );
    if (first.rowCount === 0) return;
    await sealSettings(tx, cipher);
    await redactJournal(tx);
  });
}

async function sealSettings(tx: Tx, cipher: KeyCipher): Promise<void> {
  const { rows } = await tx.query<{ tenant_id: string; settings: TenantSettings }>(
    `select tenant_id, settings from tenant_settings where (settings->'integrations')::text ~ $1 for update`,
    [SECRET_PROPERTY],
  );
  for (const { tenant_id: tenantId, settings } of rows) {
    const integrations = ((settings.integrations ?? []) as StoredIntegration[]).map((stored) => {
      const { sealedSecrets: _sealed, ...rest } = stored;
      return { ...rest, settings: { ...stored.settings, ...secretsOf(stored, cipher, tenantId) } };
    });
    await tx.query('update tenant_settings set settings = $2 where tenant_id = $1', [
      tenantId,
      { ...settings, integrations: sealIntegrations(integrations, cipher, tenantId) },
    ]);
  }
}

async function redactJournal(tx: Tx): Promise<void> {
  const { rows } = await tx.query<{
    id: string;
    previous_state: TenantSettings | null;
    new_state: TenantSettings | null;
  }>(
    `select id, previous_state, new_state from history
      where object_table = 'tenant_settings'
        and (coalesce(previous_state->'integrations', '[]')::text ~ $1 or coalesce(new_state->'integrations', '[]')::text ~ $1)`,
    [SECRET_PROPERTY],
  );
  const redacted = (state: TenantSettings | null) => (state === null ? null : presentSettings(state, true));
  for (const row of rows) {
    await tx.query('update history set previous_state = $2, new_state = $3 where id = $1', [
      row.id,
      redacted(row.previous_state),
      redacted(row.new_state),
    ]);
  }
}
