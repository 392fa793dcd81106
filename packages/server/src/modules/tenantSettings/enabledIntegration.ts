import type { IntegrationType } from '@coverline/engine';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { createKeyCipher, type KeyCipher } from '../../oidc/keyCipher.js';
import { keyEncryptionKeyOf } from '../../oidc/keyEncryptionKey.js';
import type { StoredIntegration } from './integrationSecrets.js';
import { readSettings } from './service.js';

/**
 * The tenant's enabled integration of `type` named by id or by its (unique) name — staff without the settings
 * permission know integrations by name only — or, unnamed, the first one; 409 `integrationNotAvailable` when
 * there is none.
 */
export async function enabledIntegration(
  tx: Tx,
  type: IntegrationType,
  idOrName?: string,
): Promise<StoredIntegration> {
  const integration = (await enabledIntegrations(tx, type)).find(
    (each) => idOrName === undefined || each.id === idOrName || each.name === idOrName,
  );
  if (integration === undefined) throw httpError(409, 'integrationNotAvailable');
  return integration;
}

/** The tenant's enabled integrations of `type`, in the order of its settings. */
export async function enabledIntegrations(tx: Tx, type: IntegrationType): Promise<StoredIntegration[]> {
  return ((await readSettings(tx)).integrations ?? []).filter(
    (each): each is StoredIntegration => each.type === type && each.enabled,
  );
}

/**
 * The cipher that unseals integrations' secrets, for a job handler: made from the configured key on first
 * use (in embedded mode the key file is read then), once per handler.
 */
export function lazyCipher(config: Config): () => Promise<KeyCipher> {
  let cipher: Promise<KeyCipher> | undefined;
  return () => (cipher ??= keyEncryptionKeyOf(config).then(createKeyCipher));
}
