import { EmailProviderError, type OutgoingEmail } from './outgoingEmail.js';

/** A Mailgun account: its API base (`https://api.eu.mailgun.net/v3`), key and sending domain. */
export interface MailgunAccount {
  apiUrl: string;
  apiKey: string;
  domain: string;
}

const TIMEOUT_MS = 30_000;

/**
 * Sends by Mailgun's messages API: `POST {apiUrl}/{domain}/messages`, HTTP basic auth `api:{apiKey}`, a
 * multipart form with `from`, `to`, `cc`, `bcc`, `subject`, `text` or `html` and one `attachment` part per file;
 * answers the id Mailgun gives the message.
 */
export async function sendByMailgun(account: MailgunAccount, email: OutgoingEmail): Promise<string> {
  const form = new FormData();
  form.set('from', email.from);
  form.set('to', email.to);
  if (email.cc !== '') form.set('cc', email.cc);
  if (email.bcc !== '') form.set('bcc', email.bcc);
  form.set('subject', email.subject);
  if ('html' in email.body) form.set('html', email.body.html);
  else form.set('text', email.body.text);
  for (const file of email.attachments) {
    form.append('attachment', new Blob([file.content], { type: file.contentType }), file.filename);
  }
  const base = account.apiUrl.endsWith('/') ? account.apiUrl : `${account.apiUrl}/`;
  const url = new URL(`${encodeURIComponent(account.domain)}/messages`, base);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`api:${account.apiKey}`).toString('base64')}` },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new EmailProviderError(`Mailgun unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new EmailProviderError(`Mailgun answered ${response.status}`);
  const answer = (await response.json().catch(() => undefined)) as { id?: unknown } | undefined;
  if (typeof answer?.id !== 'string') throw new EmailProviderError('Mailgun answered no message id');
  return answer.id;
}
