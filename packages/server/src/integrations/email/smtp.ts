import { createTransport } from 'nodemailer';
import { EmailProviderError, type OutgoingEmail } from './outgoingEmail.js';

/** A mail server: host and port, and the account when it asks for one. */
export interface SmtpServer {
  host: string;
  port: number;
  username?: string;
  password?: string;
}

/**
 * Sends by SMTP (nodemailer): TLS from the start on port 465, STARTTLS when the server offers it elsewhere;
 * answers the message id.
 */
export async function sendBySmtp(server: SmtpServer, email: OutgoingEmail): Promise<string> {
  const transport = createTransport({
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    ...(server.username ? { auth: { user: server.username, pass: server.password ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    const info = await transport.sendMail({
      from: email.from,
      to: email.to,
      ...(email.cc === '' ? {} : { cc: email.cc }),
      ...(email.bcc === '' ? {} : { bcc: email.bcc }),
      subject: email.subject,
      ...email.body,
      attachments: email.attachments,
    });
    return String(info.messageId);
  } catch (error) {
    throw new EmailProviderError(`SMTP server refused: ${(error as Error).message}`);
  } finally {
    transport.close();
  }
}
