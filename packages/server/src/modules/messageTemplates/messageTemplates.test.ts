import type {
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePage,
  MjmlPreview,
  PartyReference,
  Policy,
  RenderedMessage,
} from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceSetup, type InsuranceSetup } from '../../../test/support/insurance.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';
import { renderMessageTemplate } from './render.js';
import { templateOf } from './service.js';

const MJML = `<mjml><mj-head><mj-style>p { color: red }</mj-style></mj-head><mj-body><mj-section><mj-column>
<mj-text>Dear {holder.customer.name}, your offer {record.number} costs {record.premium}.</mj-text>
<mj-text>{company.name}</mj-text></mj-column></mj-section></mj-body></mjml>`;

const input = (fields: Partial<MessageTemplateInput> = {}): MessageTemplateInput => ({
  name: 'Offer',
  type: 'TXT',
  template: 'Offer {record.number}: {record.premium}',
  templateTranslations: {},
  settings: { subject: '', generateAndAttachDocuments: [] },
  ...fields,
});

describe('message templates of a product', () => {
  const env = signedInTenant('msgtpl', { other: true });
  const { call } = env;
  let home: InsuranceSetup;
  let holder: PartyReference;
  let policy: Policy;
  let quoteNr: string;
  let quoteId: string;
  const templatesOf = (kind = 'quotes', productId = home.productId) =>
    `/api/products/${productId}/${kind}/message-templates`;
  const created = async (fields: Partial<MessageTemplateInput>, kind = 'quotes') => {
    const response = await call('POST', templatesOf(kind), input(fields));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as MessageTemplate;
  };

  beforeAll(async () => {
    home = await insuranceSetup(env, 'msgtpl');
    // Markup in a name: it must reach an e-mail as text.
    holder = await home.person('Ann <b>', "O'Hara & Co");
    policy = await home.issuedPolicy(holder);
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ id: string; quote_nr: string }>('select id, quote_nr from quote where product_id = $1', [
        home.productId,
      ]),
    );
    quoteNr = rows[0]?.quote_nr as string;
    quoteId = rows[0]?.id as string;
  });

  it('creates, reads, lists by type, pages by five, updates (409 when stale) and deletes', async () => {
    const text = await created({ name: 'Reminder', translations: { lv: 'Atgādinājums' } });
    expect(text).toMatchObject({ name: 'Reminder', type: 'TXT', version: 0 });
    const mail = await created({ name: 'Offer mail', type: 'MJML', template: MJML });
    for (const name of ['A', 'B', 'C', 'D', 'E']) await created({ name: `Text ${name}` });
    expect((await call('GET', `${templatesOf()}/${text.id}`)).body).toEqual(text);

    const mjmlOnly = (await call('GET', `${templatesOf()}?types=MJML`)).body as MessageTemplate[];
    expect(mjmlOnly.map((template) => template.name)).toEqual(['Offer mail']);
    const first = (await call('GET', `${templatesOf()}/find?types=TXT`)).body as MessageTemplatePage;
    expect(first.count).toBe(6);
    expect(first.items.map((template) => template.name)).toEqual([
      'Reminder',
      'Text A',
      'Text B',
      'Text C',
      'Text D',
    ]);
    const second = (await call('GET', `${templatesOf()}/find?types=TXT&page=1`)).body as MessageTemplatePage;
    expect(second.items.map((template) => template.name)).toEqual(['Text E']);
    // The contracts' templates are apart from the quotes'.
    expect((await call('GET', templatesOf('contracts'))).body).toEqual([]);
    expect((await call('GET', `${templatesOf('contracts')}/${text.id}`)).status).toBe(404);

    const changed = await call('PUT', `${templatesOf()}/${text.id}`, {
      ...input({ name: 'Reminder' }),
      template: 'Pay {record.premium}',
      version: 0,
    });
    expect(changed).toMatchObject({ status: 200, body: { template: 'Pay {record.premium}', version: 1 } });
    const stale = await call('PUT', `${templatesOf()}/${text.id}`, { ...input(), version: 0 });
    expect(stale.status).toBe(409);
    const taken = await call('PUT', `${templatesOf()}/${text.id}`, {
      ...input({ name: 'offer MAIL' }),
      version: 1,
    });
    expect(taken).toMatchObject({ status: 400, body: { validationErrors: { name: ['notUnique'] } } });

    expect((await call('DELETE', `${templatesOf()}/${mail.id}`)).status).toBe(204);
    expect((await call('GET', `${templatesOf()}/${mail.id}`)).status).toBe(404);
  });

  it('refuses unknown placeholders, foreign documents, bad input and NUL with 400', async () => {
    const refused = await call(
      'POST',
      templatesOf(),
      input({
        name: 'Broken',
        template: '{record.number} {record.nonsense} {vehicle.make} {pricing.colour} {today.x}',
        templateTranslations: { lv: 'Labi {holder.customer.name}, {company.nickname}' },
        settings: { subject: 'About {record.policyNumber}', generateAndAttachDocuments: [] },
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        validationErrors: {
          template: [
            'unknownPlaceholder:{record.nonsense}',
            'unknownPlaceholder:{vehicle.make}',
            'unknownPlaceholder:{pricing.colour}',
            'unknownPlaceholder:{today.x}',
          ],
          'templateTranslations.lv': ['unknownPlaceholder:{company.nickname}'],
          'settings.subject': ['unknownPlaceholder:{record.policyNumber}'],
        },
      },
    });
    const offered = (await call('GET', `${templatesOf()}/placeholders`)).body as string[];
    expect(offered).toEqual(
      expect.arrayContaining(['record.number', 'company.name', 'today', 'pricing.premium']),
    );
    expect(offered).not.toContain('record.nonsense');
    const foreignDocument = input({
      name: 'Attach',
      settings: { subject: '', generateAndAttachDocuments: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect((await call('POST', templatesOf(), foreignDocument)).body).toMatchObject({
      validationErrors: { 'settings.generateAndAttachDocuments': ['notFound'] },
    });
    for (const bad of [
      input({ name: '' }),
      input({ name: 'x'.repeat(201) }),
      input({ name: 'Nul\u0000' }),
      { ...input({ name: 'Kind' }), type: 'SMS' },
      input({ name: 'Long', template: 'x'.repeat(100_001) }),
      { ...input({ name: 'Extra' }), script: true },
    ]) {
      const response = await call('POST', templatesOf(), bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await call('POST', templatesOf('claims'), input())).status).toBe(400);
  });

  it('renders a text and an e-mail for a real quote and contract, values filled and HTML-escaped', async () => {
    const sms = await created({
      name: 'Sms',
      template: 'Offer {record.number} for {holder.customer.name}: {record.premium}',
      templateTranslations: { lv: 'Piedāvājums {record.number}' },
      settings: { subject: 'Offer {record.number}', generateAndAttachDocuments: [] },
    });
    const rendered = await call('POST', `${templatesOf()}/${sms.id}/render`, { referenceNumber: quoteNr });
    expect(rendered).toMatchObject({
      status: 200,
      body: {
        subject: `Offer ${quoteNr}`,
        text: `Offer ${quoteNr} for ${holder.name}: 1 200.00 EUR`,
      },
    });
    expect(holder.name).toContain('<b>');
    // The function the senders call: the language's text, "now" as given.
    const inLatvian = await env.server.db.withTenant(env.tenant.id, async (tx) => {
      const stored = await templateOf(tx, { productId: home.productId, kind: 'quotes' }, sms.id);
      return renderMessageTemplate(tx, stored, { kind: 'quotes', refId: quoteId }, 'lv', new Date());
    });
    expect(inLatvian).toEqual({ subject: `Offer ${quoteNr}`, text: `Piedāvājums ${quoteNr}` });

    const mail = await created({ name: 'Policy mail', type: 'MJML', template: MJML }, 'contracts');
    const html = (
      (
        await call('POST', `${templatesOf('contracts')}/${mail.id}/render`, {
          referenceNumber: policy.contractNr,
        })
      ).body as RenderedMessage
    ).html as string;
    expect(html).toContain('<!doctype html>');
    expect(html).toContain(`your offer ${policy.contractNr} costs 1 200.00 EUR`);
    expect(html).toContain('Ann &lt;b&gt;');
    expect(html).toContain('&amp; Co');
    expect(html).not.toContain('Ann <b>');
    // A quote's template does not render a contract.
    const wrongKind = await call('POST', `${templatesOf()}/${sms.id}/render`, {
      referenceNumber: policy.contractNr,
    });
    expect(wrongKind.status).toBe(400);
  });

  it('compiles MJML for the editor and refuses what is not MJML', async () => {
    const preview = await call('POST', `${templatesOf()}/preview`, { mjml: MJML });
    expect(preview.status).toBe(200);
    expect((preview.body as MjmlPreview).html).toContain('Dear {holder.customer.name}');
    const warned = await call('POST', `${templatesOf()}/preview`, {
      mjml: '<mjml><mj-body><mj-column><mj-unknown>x</mj-unknown></mj-column></mj-body></mjml>',
    });
    expect((warned.body as MjmlPreview).warnings.length).toBeGreaterThan(0);
  });

  it('answers only with the permission, and never another tenant’s templates', async () => {
    const template = await created({ name: 'Private' });
    const lister = await addTestUser(env.server, env.tenant, ['product:ListMessageTemplates']);
    expect((await call('GET', templatesOf(), undefined, lister)).status).toBe(200);
    expect((await call('GET', `${templatesOf()}/find`, undefined, lister)).status).toBe(403);
    expect((await call('POST', templatesOf(), input({ name: 'New' }), lister)).status).toBe(403);
    const put = { ...input({ name: 'Private' }), version: 0 };
    expect((await call('PUT', `${templatesOf()}/${template.id}`, put, lister)).status).toBe(403);
    expect((await call('DELETE', `${templatesOf()}/${template.id}`, undefined, lister)).status).toBe(403);

    const other = env.other.admin;
    expect((await call('GET', templatesOf(), undefined, other)).status).toBe(404);
    expect((await call('GET', `${templatesOf()}/${template.id}`, undefined, other)).status).toBe(404);
    expect((await call('PUT', `${templatesOf()}/${template.id}`, put, other)).status).toBe(404);
    expect((await call('DELETE', `${templatesOf()}/${template.id}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `${templatesOf()}/${template.id}`)).status).toBe(200);
  });
});
