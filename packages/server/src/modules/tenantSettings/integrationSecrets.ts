import { randomUUID } from 'node:crypto';
import {
  INTEGRATION_PROVIDERS,
  secretKeysOf,
  type Integration,
  type IntegrationProvider,
  type IntegrationView,
} from '@coverline/engine';
import type { KeyCipher } from '../../oidc/keyCipher.js';

/**
 * An integration as stored: its secrets sealed together under the key encryption key (the one that
 * protects the issuers' keys), apart from its other settings, and the names of the secrets it holds in
 * the clear so that reading them needs no decryption. Older rows may hold secrets in `settings`.
 */
export interface StoredIntegration extends Integration {
  /** `KeyCipher.seal` of the secrets by key, base64. */
  sealedSecrets?: string;
}

/** How a save treats secrets: sealed with the cipher, or not kept at all (the examples' placeholders). */
export type SecretKeeping = KeyCipher | 'drop';

const contextOf = (tenantId: string, integrationId: string) =>
  `integration-secrets:${tenantId}:${integrationId}`;

/** The stored secret values of an integration by key (sealed ones and any an older version kept in the clear). */
export function secretsOf(
  stored: StoredIntegration,
  cipher: KeyCipher,
  tenantId: string,
): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const key of secretKeysOf(stored.type, stored.provider)) {
    const value = stored.settings?.[key];
    if (typeof value === 'string' && value !== '') secrets[key] = value;
  }
  if (stored.sealedSecrets !== undefined && stored.id !== undefined) {
    const opened = cipher.open(Buffer.from(stored.sealedSecrets, 'base64'), contextOf(tenantId, stored.id));
    Object.assign(secrets, opened as Record<string, string>);
  }
  return secrets;
}

/**
 * The payload of a save with the stored secrets filled in where it leaves them out (absent or empty):
 * secrets are never read back, so a form that does not retype one keeps it. An integration is the stored
 * one when it names its id, or, having none yet, its name; and only while its provider and addresses stay
 * the same.
 * Works on the raw body before validation, so anything it does not recognise is left as it is.
 */
export function withStoredSecrets(
  body: unknown,
  stored: readonly StoredIntegration[],
  cipher: KeyCipher,
  tenantId: string,
): unknown {
  if (!isObject(body) || !Array.isArray(body.integrations)) return body;
  const integrations = body.integrations.map((sent: unknown) => {
    if (!isObject(sent) || !isObject(sent.settings)) return sent;
    const same = stored.find((each) => isSameIntegration(each, sent));
    if (same === undefined) return sent;
    const kept = secretsOf(same, cipher, tenantId);
    const settings = { ...sent.settings };
    for (const [key, value] of Object.entries(kept)) {
      if (settings[key] === undefined || settings[key] === '') settings[key] = value;
    }
    return { ...sent, settings };
  });
  return { ...body, integrations };
}

function isSameIntegration(stored: StoredIntegration, sent: Record<string, unknown>): boolean {
  if (stored.type !== sent.type || stored.provider !== sent.provider) return false;
  // A secret goes only where it went before: sending it to a new address takes typing it again, so
  // whoever may edit the settings cannot redirect a secret they cannot read.
  const settings = sent.settings as Record<string, unknown>;
  if (addressKeysOf(stored).some((key) => settings[key] !== stored.settings?.[key])) return false;
  if (typeof sent.id === 'string') return stored.id === sent.id;
  return typeof sent.name === 'string' && stored.name.trim().toLowerCase() === sent.name.trim().toLowerCase();
}

/** The integrations of a validated save as stored: each with an id, its secrets sealed (or dropped). */
export function sealIntegrations(
  integrations: readonly Integration[],
  keeping: SecretKeeping,
  tenantId: string,
): StoredIntegration[] {
  return integrations.map((integration) => {
    const { secretsSet: _readOnly, ...rest } = integration;
    const id = integration.id ?? randomUUID();
    const secretKeys = secretKeysOf(integration.type, integration.provider);
    const settings: Record<string, string> = {};
    const secrets: Record<string, string> = {};
    for (const [key, value] of Object.entries(integration.settings)) {
      if (secretKeys.includes(key)) secrets[key] = value;
      else settings[key] = value;
    }
    const stored: StoredIntegration = { ...rest, id, settings };
    if (keeping !== 'drop' && Object.keys(secrets).length > 0) {
      stored.sealedSecrets = keeping.seal(secrets, contextOf(tenantId, id)).toString('base64');
      stored.secretsSet = Object.keys(secrets);
    }
    return stored;
  });
}

/**
 * An integration as a reader sees it: never its secrets, only which of them are set; and beyond name,
 * type and enabled only for a reader who may change the settings (`full`).
 */
export function presentIntegration(stored: StoredIntegration, full: boolean): IntegrationView {
  const { id, type, name, enabled } = stored;
  const brief: IntegrationView = { ...(id === undefined ? {} : { id }), type, name, enabled };
  if (!full) return brief;
  const secretKeys = secretKeysOf(type, stored.provider);
  const settings: Record<string, string> = {};
  const secretsSet = new Set(stored.sealedSecrets === undefined ? [] : (stored.secretsSet ?? []));
  for (const [key, value] of Object.entries(stored.settings ?? {})) {
    if (!secretKeys.includes(key)) settings[key] = value;
    else if (value !== '') secretsSet.add(key);
  }
  return {
    ...brief,
    provider: stored.provider,
    ...(stored.icon === undefined ? {} : { icon: stored.icon }),
    ...(stored.version === undefined ? {} : { version: stored.version }),
    ...(stored.lastUpdated === undefined ? {} : { lastUpdated: stored.lastUpdated }),
    settings,
    secretsSet: secretKeys.filter((key) => secretsSet.has(key)),
  };
}

/** The provider's fields that are addresses (where the secrets are sent). */
function addressKeysOf({ type, provider }: StoredIntegration): string[] {
  const providers: readonly IntegrationProvider[] = INTEGRATION_PROVIDERS[type] ?? [];
  const fields = providers.find((each) => each.key === provider)?.fields ?? [];
  return fields.filter((field) => field.format === 'uri').map((field) => field.key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
