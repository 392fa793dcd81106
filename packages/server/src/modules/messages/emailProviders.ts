import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { sendByMailgun } from '../../integrations/email/mailgun.js';
import type { OutgoingEmail } from '../../integrations/email/outgoingEmail.js';
import { sendBySmtp } from '../../integrations/email/smtp.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import { secretsOf, type StoredIntegration } from '../tenantSettings/integrationSecrets.js';
import { readSettings } from '../tenantSettings/service.js';

/** The tenant's enabled e-mail integration named by id or by its (unique) name; 409 when there is none. */
export async function emailIntegration(tx: Tx, idOrName: string): Promise<StoredIntegration> {
  const integration = ((await readSettings(tx)).integrations ?? []).find(
    (each) => each.type === 'EMAIL' && each.enabled && (each.id === idOrName || each.name === idOrName),
  );
  if (integration === undefined) throw httpError(409, 'integrationNotAvailable');
  return integration as StoredIntegration;
}

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
