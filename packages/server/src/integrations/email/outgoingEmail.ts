/** An e-mail as every provider sends it. */
export interface OutgoingEmail {
  from: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  /** The body: plain text, or HTML (an e-mail written by an MJML or HTML template). */
  body: { text: string } | { html: string };
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A failed call, described without the request (which holds the credentials). */
export class EmailProviderError extends Error {
  override readonly name = 'EmailProviderError';
}
