import type { QuoteContext, Sms, SmsPage } from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';
import { startSmsGatewayStandIn, type SmsGatewayStandIn } from '../../integrations/sms/standIn.js';
import { jobHandlers } from '../../jobs/jobHandlers.js';
import { createJobRunner, type JobRunner } from '../../jobs/jobRunner.js';

const API_KEY = 'infobip-key-planted-4c7e21';

describe('text messages of quotes and contracts', () => {
  const env = signedInTenant('sms', { other: true });
  const { call } = env;
  let gateway: SmsGatewayStandIn;
  let runner: JobRunner;
  let integrationId: string;
  let applicationPath: string;
  let loanPath: string;

  /** Saves the tenant's one SMS integration with `apiKey`; answers its id. */
  const useGateway = async (apiKey: string) => {
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const saved = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [
        {
          type: 'SMS',
          provider: 'INFOBIP',
          name: 'Text messages',
          enabled: true,
          settings: { apiKey, apiUrl: gateway.url, sentFrom: 'Coverline' },
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return ((saved.body as { integrations: { id: string }[] }).integrations[0] as { id: string }).id;
  };
  const send = (path: string, message: string, to = '+371 2000 0001') =>
    call('POST', `${path}/sms/send`, { to, message, provider: integrationId });
  const find = async (path: string) => (await call('GET', `${path}/sms/find`)).body as SmsPage;

  beforeAll(async () => {
    // The lending set-up saves the settings' company, which any later save needs.
    const lending = await lendingSetup(env, 'sms');
    gateway = await startSmsGatewayStandIn(API_KEY);
    integrationId = await useGateway(API_KEY);
    runner = createJobRunner({ db: env.server.db, handlers: jobHandlers(env.server), retryDelayMs: 0 });
    const application = await lending.approve((await lending.savedApplication()).id);
    applicationPath = `/api/loan-applications/${application.id}`;
    const lent = await lending.lend(application);
    loanPath = `/api/loans/${(lent.body as QuoteContext).quote.targetLoanId}`;
  });
  afterAll(async () => {
    await runner.stop();
    await gateway.close();
  });

  it('queues a message and sends it by Infobip’s protocol in a job', async () => {
    gateway.received.length = 0;
    const queued = await send(applicationPath, 'Your loan application is approved.');
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(queued.body).toMatchObject({
      status: 'PENDING',
      sentAt: null,
      sentFrom: 'Coverline',
      sentTo: '+371 2000 0001',
      failure: null,
    });
    expect(gateway.received).toEqual([]);
    await runner.runDue();
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        path: '/sms/2/text/advanced',
        authorization: `App ${API_KEY}`,
        body: {
          messages: [
            {
              destinations: [{ to: '37120000001' }],
              from: 'Coverline',
              text: 'Your loan application is approved.',
            },
          ],
        },
      },
    ]);
    const { count, items } = await find(applicationPath);
    expect(count).toBe(1);
    expect(items[0]).toMatchObject({ id: (queued.body as Sms).id, status: 'PENDING', failure: null });
    expect(items[0]?.sentAt).toEqual(expect.any(String));
  });

  it('refreshes the status of messages not completed from the gateway’s logs, and only those', async () => {
    const [sent] = (await find(applicationPath)).items as Sms[];
    const refresh = () => call('GET', `${applicationPath}/sms/${sent!.id}/refresh-status`);
    gateway.received.length = 0;
    gateway.deliverAfterMs = 60_000;
    expect((await refresh()).body).toMatchObject([{ id: sent!.id, status: 'PENDING' }]);
    gateway.deliverAfterMs = 0;
    expect((await refresh()).body).toMatchObject([{ id: sent!.id, status: 'DELIVERED' }]);
    expect(gateway.received.map(({ method, path }) => `${method} ${path.split('=')[0]}`)).toEqual([
      'GET /sms/1/logs?messageId',
      'GET /sms/1/logs?messageId',
    ]);
    // Delivered is final: it is not asked about again.
    expect((await refresh()).body).toMatchObject([{ status: 'DELIVERED' }]);
    expect(gateway.received).toHaveLength(2);
  });

  it('resends a message as a new one, and keeps each object’s messages apart', async () => {
    const [sent] = (await find(applicationPath)).items as Sms[];
    const again = await call('POST', `${applicationPath}/sms/${sent!.id}/resend`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ status: 'PENDING', message: sent!.message, sentTo: sent!.sentTo });
    expect((again.body as Sms).id).not.toBe(sent!.id);
    expect((await find(applicationPath)).count).toBe(2);
    expect((await send(loanPath, 'Your first instalment is due on the 15th.')).status).toBe(200);
    expect((await find(loanPath)).items.map((each) => each.message)).toEqual([
      'Your first instalment is due on the 15th.',
    ]);
    // Another object's message is not this one's.
    expect((await call('POST', `${loanPath}/sms/${sent!.id}/resend`)).status).toBe(404);
    await runner.runDue();
  });

  it('shows why sending fails while it is retried, then REJECTED; the API key appears nowhere', async () => {
    try {
      integrationId = await useGateway('a-wrong-key');
      const queued = (await send(loanPath, 'This one will not go.')).body as Sms;
      for (let run = 0; run < 5; run += 1) await runner.runDue();
      const failed = (await find(loanPath)).items.find((each) => each.id === queued.id);
      expect(failed).toMatchObject({ status: 'REJECTED', sentAt: null });
      expect(failed?.failure).toContain('401');
      const everything = JSON.stringify([await find(loanPath), await find(applicationPath)]);
      expect(everything).not.toContain(API_KEY);
      expect(everything).not.toContain('a-wrong-key');
    } finally {
      integrationId = await useGateway(API_KEY);
    }
  });

  it('offers the product’s text templates, filled for the record in the reader’s language', async () => {
    const productId = (await call('GET', applicationPath)).body as { quote: { product: { id: string } } };
    const created = await call(
      'POST',
      `/api/products/${productId.quote.product.id}/quotes/message-templates`,
      {
        name: 'Approved',
        type: 'TXT',
        template: 'Application {record.number} is approved.',
        templateTranslations: { lv: 'Pieteikums {record.number} ir apstiprināts.' },
        settings: { subject: 'Approved', generateAndAttachDocuments: [] },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const templates = (await call('GET', `${applicationPath}/sms/templates`)).body as {
      id: string;
      name: string;
    }[];
    expect(templates.map((each) => each.name)).toEqual(['Approved']);
    const rendered = await call('POST', `${applicationPath}/sms/templates/${templates[0]?.id}/render`);
    expect(rendered.body).toEqual({
      subject: 'Approved',
      text: expect.stringMatching(/^Application LA-\d+ is approved\.$/),
    });
    // A template of the quotes is not a contract's.
    expect((await call('POST', `${loanPath}/sms/templates/${templates[0]?.id}/render`)).status).toBe(404);
    expect((await call('GET', `${loanPath}/emails/templates`)).body).toEqual([]);
  });

  it('refuses an unknown provider, an overlong text, a caller without the permission and another tenant', async () => {
    expect(
      await call('POST', `${loanPath}/sms/send`, { to: '+37120000001', message: 'x', provider: 'none' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'integrationNotAvailable' },
    });
    expect(await send(loanPath, 'x'.repeat(161))).toMatchObject({
      status: 400,
      body: { validationErrors: { message: expect.any(Array) } },
    });
    expect(await send(loanPath, 'x', 'call me')).toMatchObject({ status: 400 });
    const reader = await addTestUser(env.server, env.tenant, ['contract:Read', 'contract:FindSms']);
    expect((await call('GET', `${loanPath}/sms/find`, undefined, reader)).status).toBe(200);
    expect(
      (
        await call(
          'POST',
          `${loanPath}/sms/send`,
          { to: '+37120000001', message: 'x', provider: integrationId },
          reader,
        )
      ).status,
    ).toBe(403);
    expect((await call('GET', `${loanPath}/sms/find`, undefined, env.other.admin)).status).toBe(404);
  });
});
