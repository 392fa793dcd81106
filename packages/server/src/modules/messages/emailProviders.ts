import { sendByMailgun } from '../../integrations/email/mailgun.js';
import type { OutgoingEmail } from '../../integrations/email/outgoingEmail.js';
import { sendBySmtp } from '../../integrations/email/smtp.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import { secretsOf, type StoredIntegration } from '../tenantSettings/integrationSecrets.js';

/** Sends through the integration's provider (Mailgun or SMTP), its secrets unsealed; answers the message id. */
export function sendThrough(
  integration: StoredIntegration,
  cipher: KeyCipher,
  tenantId: string,
  email: OutgoingEmail,
): Promise<string> {
  const settings = { ...integration.settings, ...secretsOf(integration, cipher, tenantId) };
  if (integration.provider === 'SMTP') {
    return sendBySmtp(
      {
        host: settings.host ?? '',
        port: Number(settings.port),
        ...(settings.username ? { username: settings.username, password: settings.password ?? '' } : {}),
      },
      email,
    );
  }
  return sendByMailgun(
    { apiUrl: settings.apiUrl ?? '', apiKey: settings.apiKey ?? '', domain: settings.domain ?? '' },
    email,
  );
}
