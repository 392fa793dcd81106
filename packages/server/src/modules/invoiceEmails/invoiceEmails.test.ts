import {
  addDays,
  type EmailPage,
  type Loan,
  type Party,
  type PartyContext,
  type PartyReference,
  type Policy,
  type Product,
  type QuoteContext,
} from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceSetup, type InsuranceSetup } from '../../../test/support/insurance.js';
import { lendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { startMailgunStandIn, type MailgunStandInServer } from '../../integrations/email/mailgunStandIn.js';
import { jobHandlers } from '../../jobs/jobHandlers.js';
import { enqueueJob, readJob } from '../../jobs/jobQueue.js';
import { createJobRunner, type JobRunner } from '../../jobs/jobRunner.js';
import { SEND_INVOICE_EMAILS, type InvoiceRun } from './sendInvoiceEmails.js';

const API_KEY = 'mailgun-key-for-invoices';
/** The home policies' term starts on 1 January 2026, their one instalment due that day. */
const POLICY_DUE = '2026-01-01';

describe('invoice e-mails', () => {
  const env = signedInTenant('invoice', { other: true });
  const { call } = env;
  let mailgun: MailgunStandInServer;
  let insurance: InsuranceSetup;
  let lendingProductId: string;
  let loan: Loan;
  let policy: Policy;
  const runners: JobRunner[] = [];
  const runner = () => {
    const made = createJobRunner({ db: env.server.db, handlers: jobHandlers(env.server), retryDelayMs: 0 });
    runners.push(made);
    return made;
  };
  /** Runs passes until none finds work: the day's job, then the e-mails it queued. */
  const drain = async (jobs: JobRunner) => {
    while ((await jobs.runDue()) > 0);
  };
  /** Queues the invoice job of `day` for the tenant, as the runner's first pass of that day does. */
  const queueDay = (day: string) =>
    env.server.db.withTenant(env.tenant.id, (tx) =>
      enqueueJob(tx, env.tenant.id, { kind: SEND_INVOICE_EMAILS, payload: { day } }, new Date()),
    );
  const resultOf = async (jobId: string) =>
    (await env.server.db.withTenant(env.tenant.id, (tx) => readJob(tx, jobId)))?.result as InvoiceRun;
  const emailsOf = async (path: string) => (await call('GET', `${path}/emails/find`)).body as EmailPage;
  const person = async (firstName: string, email?: string): Promise<PartyReference> => {
    const data = {
      person: { firstName, lastName: 'Maksātāja', personalCode: `inv-${firstName}-${Date.now()}`, email },
    };
    const party = (await call('POST', '/api/parties', { partyType: 'PRIVATE', data })).body as Party;
    return { id: party.id, name: party.name, partyType: party.partyType };
  };
  const contractTemplate = async (productId: string, body: object) => {
    const created = await call('POST', `/api/products/${productId}/contracts/message-templates`, {
      templateTranslations: {},
      settings: { subject: 'Invoice {record.number}', generateAndAttachDocuments: [] },
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return (created.body as { id: string }).id;
  };
  const saveInvoiceSettings = async (productId: string, invoiceSettings: object) => {
    const product = (await call('GET', `/api/products/${productId}`)).body as Product;
    return call('PUT', '/api/products', {
      ...product,
      settings: { ...product.settings, invoiceSettings },
    });
  };

  beforeAll(async () => {
    insurance = await insuranceSetup(env, 'INVOICED');
    policy = await insurance.issuedPolicy(await person('Ilze', 'ilze@example.lv'));
    const lending = await lendingSetup(env, 'invoice');
    // The example content gives the tenant its company, which the settings require.
    mailgun = await startMailgunStandIn(API_KEY);
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
            apiKey: API_KEY,
            apiUrl: `${mailgun.url}/v3`,
            domain: 'mg.coverline.test',
            sentFrom: 'Billing <billing@mg.coverline.test>',
          },
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    lendingProductId = lending.productId;
    const borrower = ((await call('GET', `/api/parties/${lending.borrower.id}`)).body as PartyContext).party;
    const withEmail = await call('PUT', '/api/parties', {
      ...borrower,
      data: { ...borrower.data, person: { ...(borrower.data.person as object), email: 'laima@example.lv' } },
    });
    expect(withEmail.status, JSON.stringify(withEmail.body)).toBe(200);
    const lent = await lending.lend(await lending.approve((await lending.savedApplication()).id));
    const loanId = (lent.body as QuoteContext).quote.targetLoanId as string;
    loan = (await call('GET', `/api/loans/${loanId}`)).body as Loan;

    const policyTemplate = await contractTemplate(insurance.productId, {
      name: 'Premium invoice',
      type: 'MJML',
      template:
        '<mjml><mj-body><mj-section><mj-column><mj-text>Instalment {installment.number} of {record.number}: ' +
        '{installment.amount} due {installment.dueDate}.</mj-text></mj-column></mj-section></mj-body></mjml>',
    });
    const loanTemplate = await contractTemplate(lending.productId, {
      name: 'Loan invoice',
      type: 'TXT',
      template: 'Dear {record.contractee.name}, {installment.total} is due on {installment.dueDate}.',
    });
    for (const [productId, emailTemplateId] of [
      [insurance.productId, policyTemplate],
      [lending.productId, loanTemplate],
    ] as const) {
      const saved = await saveInvoiceSettings(productId, {
        sendAutomatically: true,
        sendDaysInAdvance: 3,
        emailTemplateId,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });
  afterAll(async () => {
    await Promise.all(runners.map((each) => each.stop()));
    await mailgun.close();
  });

  it("e-mails each installment due within the product's days to the contract's payer, with the template, on the contract's e-mail list", async () => {
    // Four days ahead is one too many; three days ahead is in.
    const early = await queueDay(addDays(POLICY_DUE, -4));
    await drain(runner());
    expect(await resultOf(early)).toMatchObject({ queued: 0, skipped: [] });
    expect((await emailsOf(`/api/policies/${policy.id}`)).count).toBe(0);

    const onTime = await queueDay(addDays(POLICY_DUE, -3));
    await drain(runner());
    expect(await resultOf(onTime)).toMatchObject({ queued: 1, skipped: [] });
    const [sent] = (await emailsOf(`/api/policies/${policy.id}`)).items;
    expect(sent).toMatchObject({
      sentTo: 'ilze@example.lv',
      sentFrom: 'Billing <billing@mg.coverline.test>',
      subject: `Invoice ${policy.contractNr}`,
      sentAt: expect.any(String),
    });
    const received = mailgun.received.find((each) => each.to === 'ilze@example.lv');
    expect(received?.subject).toBe(`Invoice ${policy.contractNr}`);
    expect(received?.text).toBe('');
    expect(received?.html).toContain(`Instalment 1 of ${policy.contractNr}: 1 200.00 EUR due 2026/01/01.`);

    // The loan's first instalment, due in two days: its total, to the borrower, as text.
    const first = loan.installments[0] as Loan['installments'][number];
    const loanDay = await queueDay(addDays(first.dueDate, -2));
    await drain(runner());
    expect(await resultOf(loanDay)).toMatchObject({ queued: 1 });
    const loanEmails = await emailsOf(`/api/loans/${loan.id}`);
    expect(loanEmails.items.map((each) => [each.sentTo, each.subject, each.sentAt !== null])).toEqual([
      ['laima@example.lv', `Invoice ${loan.contractNr}`, true],
    ]);
    const [year, month, day] = first.dueDate.split('-');
    expect(mailgun.received.find((each) => each.to === 'laima@example.lv')?.text).toMatch(
      new RegExp(
        `^Dear ${loan.contractee?.name}, [0-9 ]+\\.\\d{2} EUR is due on ${year}/${month}/${day}\\.$`,
      ),
    );
  });

  it('never e-mails an installment twice: not on a re-run of the same day, nor with two runners at once', async () => {
    const before = mailgun.received.length;
    const again = await queueDay(addDays(POLICY_DUE, -3));
    await drain(runner());
    expect(await resultOf(again)).toMatchObject({ queued: 0 });

    // A new policy due the same day, two jobs of that day and two server processes running them at once.
    const second = await insurance.issuedPolicy(await person('Anete', 'anete@example.lv'));
    const jobs = [await queueDay(addDays(POLICY_DUE, -2)), await queueDay(addDays(POLICY_DUE, -2))];
    const [one, other] = [runner(), runner()];
    await Promise.all([drain(one), drain(other)]);
    const queued = await Promise.all(jobs.map(async (id) => (await resultOf(id)).queued));
    expect(queued.sort()).toEqual([0, 1]);
    expect((await emailsOf(`/api/policies/${second.id}`)).count).toBe(1);
    expect((await emailsOf(`/api/policies/${policy.id}`)).count).toBe(1);
    expect(mailgun.received.slice(before).map((each) => each.to)).toEqual(['anete@example.lv']);
  });

  it('skips a payer without an e-mail address until one is known, and a product whose template is gone', async () => {
    const nobody = await insurance.issuedPolicy(await person('Nameless'));
    const day = await queueDay(addDays(POLICY_DUE, -1));
    await drain(runner());
    expect((await resultOf(day)).skipped).toEqual([
      {
        reason: 'payerWithoutEmail',
        productId: insurance.productId,
        contractId: nobody.id,
        dueDate: POLICY_DUE,
      },
    ]);
    expect((await emailsOf(`/api/policies/${nobody.id}`)).count).toBe(0);

    const holder = ((await call('GET', `/api/parties/${nobody.contractee?.id}`)).body as PartyContext).party;
    await call('PUT', '/api/parties', {
      ...holder,
      data: { ...holder.data, person: { ...(holder.data.person as object), email: 'found@example.lv' } },
    });
    const nextDay = await queueDay(POLICY_DUE);
    await drain(runner());
    expect(await resultOf(nextDay)).toMatchObject({ queued: 1, skipped: [] });
    expect((await emailsOf(`/api/policies/${nobody.id}`)).items[0]?.sentTo).toBe('found@example.lv');
  });

  it('keeps an invoice template that is a contract template of the product, and one when invoices are sent automatically', async () => {
    const quoteTemplate = await call('POST', `/api/products/${lendingProductId}/quotes/message-templates`, {
      name: 'Offer',
      type: 'TXT',
      template: 'Your offer {record.number}',
      templateTranslations: {},
      settings: { subject: 'Offer', generateAndAttachDocuments: [] },
    });
    const refused = async (invoiceSettings: object, message: string) => {
      const saved = await saveInvoiceSettings(lendingProductId, invoiceSettings);
      expect(saved).toMatchObject({
        status: 400,
        body: { validationErrors: { 'settings.invoiceSettings.emailTemplateId': [message] } },
      });
    };
    await refused({ sendAutomatically: true, sendDaysInAdvance: 3 }, 'required');
    await refused({ emailTemplateId: (quoteTemplate.body as { id: string }).id }, 'notFound');
    await refused({ emailTemplateId: 'not-a-template' }, 'notFound');
    const policyTemplates = (await call(
      'GET',
      `/api/products/${insurance.productId}/contracts/message-templates`,
    )) as { body: { id: string }[] };
    // Another product's contract template.
    await refused({ emailTemplateId: policyTemplates.body[0]?.id }, 'notFound');
    const tooFar = await saveInvoiceSettings(lendingProductId, { sendDaysInAdvance: 366 });
    expect(tooFar.status).toBe(400);
    // A template placeholder of an installment belongs to contracts' templates only.
    const quoteInstallment = await call(
      'POST',
      `/api/products/${lendingProductId}/quotes/message-templates`,
      {
        name: 'Not for quotes',
        type: 'TXT',
        template: 'Due {installment.dueDate}',
        templateTranslations: {},
        settings: { subject: 'x', generateAndAttachDocuments: [] },
      },
    );
    expect(quoteInstallment).toMatchObject({
      status: 400,
      body: { validationErrors: { template: ['unknownPlaceholder:{installment.dueDate}'] } },
    });
  });
});
