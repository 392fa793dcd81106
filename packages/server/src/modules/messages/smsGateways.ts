import type { SmsGateway } from '../../integrations/sms/infobip.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import { secretsOf, type StoredIntegration } from '../tenantSettings/integrationSecrets.js';

/** What calling the integration's gateway takes, its API key unsealed. */
export function gatewayOf(integration: StoredIntegration, cipher: KeyCipher, tenantId: string): SmsGateway {
  const secrets = secretsOf(integration, cipher, tenantId);
  return {
    apiUrl: integration.settings.apiUrl ?? '',
    apiKey: secrets.apiKey ?? '',
    sentFrom: integration.settings.sentFrom ?? '',
  };
}
