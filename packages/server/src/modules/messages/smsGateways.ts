import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { SmsGateway } from '../../integrations/sms/infobip.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import { secretsOf, type StoredIntegration } from '../tenantSettings/integrationSecrets.js';
import { readSettings } from '../tenantSettings/service.js';

/**
 * The tenant's enabled SMS integration named by id or by its (unique) name — staff without the settings
 * permission know integrations by name only; 409 when there is none.
 */
export async function smsIntegration(tx: Tx, idOrName: string): Promise<StoredIntegration> {
  const integration = ((await readSettings(tx)).integrations ?? []).find(
    (each) => each.type === 'SMS' && each.enabled && (each.id === idOrName || each.name === idOrName),
  );
  if (integration === undefined) throw httpError(409, 'integrationNotAvailable');
  return integration as StoredIntegration;
}

/** What calling the integration's gateway takes, its API key unsealed. */
export function gatewayOf(integration: StoredIntegration, cipher: KeyCipher, tenantId: string): SmsGateway {
  const secrets = secretsOf(integration, cipher, tenantId);
  return {
    apiUrl: integration.settings.apiUrl ?? '',
    apiKey: secrets.apiKey ?? '',
    sentFrom: integration.settings.sentFrom ?? '',
  };
}
