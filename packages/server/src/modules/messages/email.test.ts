import type { DocumentTemplate, Email, EmailPage, QuoteContext } from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxOf, paragraph } from '../../../test/support/docx.js';
import { lendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { startSmtpStandIn } from '../../../test/support/smtpStandIn.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { startMailgunStandIn, type MailgunStandInServer } from '../../integrations/email/mailgunStandIn.js';
import { jobHandlers } from '../../jobs/jobHandlers.js';
import { createJobRunner, type JobRunner } from '../../jobs/jobRunner.js';

const API_KEY = 'mailgun-key-planted-93be0f';
const SMTP_PASSWORD = 'smtp-password-planted-1d2c';

describe('e-mails of quotes and contracts', () => {
  const env = signedInTenant('mail', { other: true });
  const { call } = env;
  let mailgun: MailgunStandInServer;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let runner: JobRunner;
  let loanPath: string;
  let templateId: string;

  /** Saves the tenant's e-mail integrations: Mailgun (with `apiKey`) and an SMTP server. */
  const useProviders = async (apiKey = API_KEY) => {
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const saved = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [
        {
          type: 'EMAIL',
          provider: 'MAILGUN',
          name: 'Mailgun',
          enabled: true,
          settings: {
            apiKey,
            apiUrl: `${mailgun.url}/v3`,
            domain: 'mg.coverline.test',
            sentFrom: 'Coverline <loans@mg.coverline.test>',
          },
        },
        {
          type: 'EMAIL',
          provider: 'SMTP',
          name: 'Office mail',
          enabled: true,
          settings: {
            host: smtp.host,
            port: String(smtp.port),
            username: 'coverline',
            password: SMTP_PASSWORD,
            sentFrom: 'office@coverline.test',
          },
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const send = (
    path: string,
    email: Record<string, unknown>,
    files: [string, string][] = [],
    user?: TestUser,
  ) => {
    const form = new FormData();
    form.append('email', JSON.stringify(email));
    for (const [content, name] of files)
      form.append('attachments', new Blob([content], { type: 'text/plain' }), name);
    return fetch(`${env.server.baseUrl}${path}/emails/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(user ?? env.tenant.admin).token}` },
      body: form,
    });
  };
  const find = async (path: string) => (await call('GET', `${path}/emails/find`)).body as EmailPage;

  beforeAll(async () => {
    const lending = await lendingSetup(env, 'mail');
    [mailgun, smtp] = await Promise.all([startMailgunStandIn(API_KEY), startSmtpStandIn()]);
    await useProviders();
    runner = createJobRunner({ db: env.server.db, handlers: jobHandlers(env.server), retryDelayMs: 0 });
    const lent = await lending.lend(await lending.approve((await lending.savedApplication()).id));
    loanPath = `/api/loans/${(lent.body as QuoteContext).quote.targetLoanId}`;
    const form = new FormData();
    form.append('name', 'Loan letter');
    form.append(
      'file',
      new Blob([docxOf(paragraph('Loan {record.number} of {record.contractee.name}'))]),
      'letter.docx',
    );
    const uploaded = await fetch(
      `${env.server.baseUrl}/api/products/${lending.productId}/document-templates`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${env.tenant.admin.token}` },
        body: form,
      },
    );
    expect(uploaded.status).toBe(200);
    templateId = ((await uploaded.json()) as DocumentTemplate).id;
  });
  afterAll(async () => {
    await runner.stop();
    await Promise.all([mailgun.close(), smtp.close()]);
  });

  it('queues an e-mail with its files and a generated PDF, and sends it by Mailgun’s messages API', async () => {
    const queued = await send(
      loanPath,
      {
        to: 'laima@example.lv',
        cc: 'guarantor@example.lv',
        subject: 'Your loan',
        message: 'Dear Laima, your loan letter is attached.',
        provider: 'Mailgun',
        documentTemplateIds: [templateId],
      },
      [['Terms in plain words.', 'terms.txt']],
    );
    expect(queued.status, await queued.clone().text()).toBe(200);
    expect(await queued.json()).toMatchObject({
      sentAt: null,
      sentFrom: 'Coverline <loans@mg.coverline.test>',
      attachments: [{ name: 'terms.txt' }],
    });
    await runner.runDue();
    expect(mailgun.received).toHaveLength(1);
    const [received] = mailgun.received;
    expect(received).toMatchObject({
      domain: 'mg.coverline.test',
      authorization: `Basic ${Buffer.from(`api:${API_KEY}`).toString('base64')}`,
      from: 'Coverline <loans@mg.coverline.test>',
      to: 'laima@example.lv',
      cc: 'guarantor@example.lv',
      subject: 'Your loan',
      text: 'Dear Laima, your loan letter is attached.',
    });
    expect(received?.attachments.map((each) => [each.filename, each.contentType])).toEqual([
      ['terms.txt', 'text/plain'],
      [expect.stringMatching(/^Loan letter L-\d+\.pdf$/), 'application/pdf'],
    ]);
    const [sent] = (await find(loanPath)).items as Email[];
    expect(sent?.sentAt).toEqual(expect.any(String));
    expect(sent?.attachments.map((each) => each.name)).toEqual([
      'terms.txt',
      expect.stringMatching(/\.pdf$/),
    ]);
    const pdf = await fetch(
      `${env.server.baseUrl}${loanPath}/emails/${sent?.id}/attachments/${encodeURIComponent(sent?.attachments[1]?.name ?? '')}`,
      { headers: { authorization: `Bearer ${env.tenant.admin.token}` } },
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('sends through an SMTP server too, and resends an e-mail with the files it carried', async () => {
    const [first] = (await find(loanPath)).items as Email[];
    const queued = await send(loanPath, {
      to: 'laima@example.lv',
      subject: 'By SMTP',
      message: 'Plain text.',
      provider: 'Office mail',
    });
    expect(queued.status).toBe(200);
    const again = await call('POST', `${loanPath}/emails/${first?.id}/resend`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await runner.runDue();
    expect(smtp.received).toEqual([
      {
        user: 'coverline',
        envelopeTo: ['laima@example.lv'],
        from: 'office@coverline.test',
        subject: 'By SMTP',
        text: 'Plain text.\n',
        attachments: [],
      },
    ]);
    expect(mailgun.received).toHaveLength(2);
    expect(mailgun.received[1]?.attachments.map((each) => each.filename)).toEqual(
      mailgun.received[0]?.attachments.map((each) => each.filename),
    );
    expect((await find(loanPath)).count).toBe(3);
  });

  it('shows why sending fails, then failed; no secret appears in an answer', async () => {
    try {
      await useProviders('a-wrong-key');
      const queued = (await (
        await send(loanPath, { to: 'a@example.lv', subject: 'x', message: 'y', provider: 'Mailgun' })
      ).json()) as Email;
      for (let run = 0; run < 5; run += 1) await runner.runDue();
      const failed = (await find(loanPath)).items.find((each) => each.id === queued.id);
      expect(failed).toMatchObject({ failed: true, sentAt: null });
      expect(failed?.failure).toContain('401');
      const everything = JSON.stringify([
        await find(loanPath),
        (await call('GET', '/api/tenant/settings')).body,
      ]);
      for (const secret of [API_KEY, 'a-wrong-key', SMTP_PASSWORD]) expect(everything).not.toContain(secret);
    } finally {
      await useProviders();
    }
  });

  it('refuses a bad e-mail part, an unknown provider or template, a caller without the permission and another tenant', async () => {
    const good = { to: 'a@example.lv', subject: 'x', message: 'y', provider: 'Mailgun' };
    expect((await send(loanPath, { ...good, to: 'not an address' })).status).toBe(400);
    expect((await send(loanPath, { ...good, subject: 'bad\u0000' })).status).toBe(400);
    const unknown = await send(loanPath, { ...good, provider: 'Nobody' });
    expect([unknown.status, ((await unknown.json()) as { message: string }).message]).toEqual([
      409,
      'integrationNotAvailable',
    ]);
    expect(
      (await send(loanPath, { ...good, documentTemplateIds: ['00000000-0000-4000-8000-000000000000'] }))
        .status,
    ).toBe(400);
    const reader = await addTestUser(env.server, env.tenant, ['contract:Read', 'contract:FindEmails']);
    expect((await call('GET', `${loanPath}/emails/find`, undefined, reader)).status).toBe(200);
    expect((await send(loanPath, good, [], reader)).status).toBe(403);
    expect((await call('GET', `${loanPath}/emails/find`, undefined, env.other.admin)).status).toBe(404);
  });
});
