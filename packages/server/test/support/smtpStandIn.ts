import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the SMTP stand-in took, parsed. */
export interface ReceivedMail {
  /** The account it was sent with. */
  user: string | undefined;
  envelopeTo: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML body, when it has one. */
  html: string | undefined;
  attachments: { filename: string; contentType: string; size: number }[];
}

/**
 * A local mail server (smtp-server, a maintained SMTP implementation) that keeps what it is sent, parsed by
 * mailparser: the second e-mail provider's counterpart in the tests. Plain SMTP, any account accepted (and noted).
 */
export async function startSmtpStandIn(): Promise<{
  host: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            user: typeof session.user === 'string' ? session.user : undefined,
            envelopeTo: session.envelope.rcptTo.map((each) => each.address),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html === false ? undefined : mail.html,
            attachments: mail.attachments.map((each) => ({
              filename: each.filename ?? '',
              contentType: each.contentType,
              size: each.size,
            })),
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
