import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';
import {
  presentIntegration,
  sealIntegrations,
  type SecretKeeping,
  type StoredIntegration,
} from './integrationSecrets.js';

/** Properties the server owns or derives when reading: never stored from a payload. */
const READ_ONLY = ['version', 'profile', 'config', 'initialized', 'default'] as const;

/** Stores the default tenant settings for a new tenant (`initialized` false until first saved). */
export async function createDefaultSettings(tx: Tx, tenantId: string): Promise<void> {
  await tx.query('insert into tenant_settings (tenant_id, settings) values ($1, $2)', [
    tenantId,
    { ...stored(DEFAULT_TENANT_SETTINGS), initialized: false },
  ]);
}

/**
 * The tenant's settings with their version, integrations as stored (secrets sealed): for the server's
 * own use. What a reader is answered is `presentSettings`.
 */
export async function readSettings(tx: Tx): Promise<TenantSettings> {
  const { rows } = await tx.query<{ settings: TenantSettings; version: number }>(
    'select settings, version from tenant_settings',
  );
  const row = rows[0];
  if (row === undefined) throw httpError(404, 'Not Found');
  // `default` marks the client's built-in defaults; whatever the server answers is loaded settings.
  return { ...row.settings, default: false, version: row.version };
}

/** The settings as answered: integrations without secrets, in full only for `full` readers. */
export function presentSettings(settings: TenantSettings, full: boolean) {
  const integrations = (settings.integrations ?? []) as StoredIntegration[];
  return { ...settings, integrations: integrations.map((each) => presentIntegration(each, full)) };
}

/**
 * Saves the settings a form sent (stored secrets already merged in), marking them initialized (no longer
 * the defaults); the integrations' secrets are sealed with `secrets`. Refuses a stale version with 409 and a default currency outside the supported
 * ones with 400 (beyond JSON Schema).
 */
export async function saveSettings(
  tx: Tx,
  actor: Actor,
  settings: TenantSettings,
  secrets: SecretKeeping,
): Promise<TenantSettings> {
  if (!settings.supportedCurrencies.includes(settings.defaultCurrency)) {
    throw httpError(400, 'validationFailed', { defaultCurrency: ['notAllowed'] });
  }
  const names = (settings.integrations ?? []).map((integration) => integration.name.trim().toLowerCase());
  const duplicate = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (duplicate >= 0)
    throw httpError(400, 'validationFailed', { [`integrations.${duplicate}.name`]: ['notUnique'] });

  const { rows } = await tx.query<{ settings: TenantSettings; version: number }>(
    'select settings, version from tenant_settings where tenant_id = $1 for update',
    [actor.tenantId],
  );
  const before = rows[0];
  if (before === undefined) throw httpError(404, 'Not Found');
  if (before.version !== settings.version) throw httpError(409, STALE_VERSION_MESSAGE);
  const integrations = sealIntegrations(settings.integrations ?? [], secrets, actor.tenantId);
  const next = { ...stored({ ...settings, integrations }), initialized: true };
  const updated = await tx.query<{ version: number }>(
    'update tenant_settings set settings = $2, version = version + 1, updated_at = now() where tenant_id = $1 returning version',
    [actor.tenantId, next],
  );
  const after = { ...next, default: false, version: updated.rows[0]?.version } as TenantSettings;
  await recordChange(tx, actor, {
    objectTable: 'tenant_settings',
    objectId: actor.tenantId,
    eventType: 'UPDATE',
    objectDisplayName: settings.companyFullName,
    // The journal is read by people: it keeps which secrets were set, never them, sealed or not.
    previousState: { ...presentSettings(before.settings, true), version: before.version },
    newState: presentSettings(after, true),
  });
  return after;
}

function stored(settings: Readonly<TenantSettings>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...settings };
  for (const property of READ_ONLY) delete copy[property];
  return copy;
}
