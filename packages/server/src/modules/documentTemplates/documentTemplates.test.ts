import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  premiumSchedule,
  type DocumentTemplate,
  type GeneratedDocument,
  type Job,
  type ObjectDocumentPage,
  type Quote,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxOf, docxText, listTable, paragraph } from '../../../test/support/docx.js';
import { activeHomeProduct, checkedPost } from '../../../test/support/homeProduct.js';
import { insuranceSetup } from '../../../test/support/insurance.js';
import { lendingSetup, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { EXAMPLES_DIR } from '../../demo/examples.js';
import { jobHandlers } from '../../jobs/jobHandlers.js';
import { createJobRunner, type JobRunner } from '../../jobs/jobRunner.js';
import { TEMPLATE_LIMIT } from './routes.js';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

/** A template with a placeholder of every kind: core fields, product fields, lookups, lists, parties. */
const EVERY_KIND = docxOf(
  paragraph('{company.name}, {today}') +
    paragraph('Offer {record.number} ({record.status}) of {record.product.name}') +
    paragraph('Holder {policyholder.customer.name} / contractee {record.contractee.name}') +
    paragraph('Period {record.startDate} to {record.endDate}, inspected {inspection.inspectedAt}') +
    paragraph(
      'Premium {record.premium}, market value {vehicle.marketValue}, deductible {coverage.deductible}',
    ) +
    paragraph('Vehicle {vehicle.make} {vehicle.model}, {vehicle.fuelType}, {vehicle.seats} seats') +
    paragraph('{#coverage.glassCover}Glass cover{/coverage.glassCover}') +
    listTable('drivers', [
      ['Driver', '{driver.name}'],
      ['Licence', '{licenceIssuedOn}'],
      ['Claims', '{claimsInLastFiveYears}'],
    ]) +
    listTable('record.paymentSchedule', [
      ['No', '{number}'],
      ['Due', '{dueDate}'],
      ['Amount', '{amount}'],
    ]) +
    listTable('record.parties', [['Party', '{name}']]),
);

describe('document templates and documents made from them', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coverline-templates-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = signedInTenant('tpl', { other: true, env: { DATA_DIR: dataDir } });
  const { call } = env;
  let lending: LendingSetup;
  let motorId: string;
  let quote: Quote;
  let runner: JobRunner;

  const templatesOf = (productId: string) => `/api/products/${productId}/document-templates`;
  const send = (
    method: string,
    path: string,
    parts: { name?: string; file?: [Buffer, string] },
    user: TestUser = env.tenant.admin,
  ) => {
    const form = new FormData();
    if (parts.name !== undefined) form.append('name', parts.name);
    if (parts.file !== undefined) form.append('file', new Blob([parts.file[0]]), parts.file[1]);
    return fetch(`${env.server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
  };
  const upload = async (productId: string, name: string, content = EVERY_KIND) => {
    const response = await send('POST', templatesOf(productId), { name, file: [content, `${name}.docx`] });
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentTemplate;
  };
  const bytes = async (path: string, user: TestUser = env.tenant.admin) => {
    const response = await fetch(`${env.server.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    return { response, content: Buffer.from(await response.arrayBuffer()) };
  };
  /** Polls the job as the browser does, until it is complete. */
  const completed = async (job: Job): Promise<Job> => {
    for (;;) {
      const read = (await call('GET', `/api/jobs/${job.id}`)).body as Job;
      if (['SUCCEEDED', 'FAILED'].includes(read.state)) return read;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Generates a DOCX of the object, attached, and answers its text. */
  const generated = async (path: string, templateId: string) => {
    const queued = await call('POST', `${path}/documents/generate-and-attach`, {
      template: templateId,
      type: 'DOCX',
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const job = await completed(queued.body as Job);
    expect(job.state, job.error ?? '').toBe('SUCCEEDED');
    const { documentId } = job.result as GeneratedDocument;
    return docxText((await bytes(`${path}/documents/${documentId}/download`)).content);
  };

  beforeAll(async () => {
    lending = await lendingSetup(env, 'tpl');
    const products = (await call('GET', '/api/products')).body as { id: string; name: string }[];
    motorId = (products.find((product) => product.name === 'Motor insurance') as { id: string }).id;
    const draft = ((await call('POST', `/api/products/${motorId}/init-quote`)).body as { quote: QuoteDraft })
      .quote;
    const data = JSON.parse(readFileSync(join(EXAMPLES_DIR, 'data', 'motor-insurance.quote.json'), 'utf8'));
    data.policyholder.customer = lending.borrower;
    for (const driver of data.drivers) driver.driver = lending.borrower;
    const { startDate, endDate } = data.quote as { startDate: string; endDate: string };
    const saved = await call('POST', '/api/quotes/save', {
      quote: {
        ...draft,
        data,
        paymentSchedule: premiumSchedule({
          premium: 2042.5,
          currency: 'EUR',
          startDate,
          endDate,
          instalments: 2,
        }),
      },
      product: { id: motorId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    quote = (saved.body as QuoteContext).quote;
    runner = createJobRunner({ db: env.server.db, handlers: jobHandlers(env.server) });
    runner.start(60_000);
  });
  afterAll(() => runner.stop());

  it('keeps templates per product: upload, list, download, copy, replace and delete', async () => {
    const offer = await upload(motorId, 'Offer');
    expect(offer).toMatchObject({ name: 'Offer', size: EVERY_KIND.length, version: 0 });
    const { response, content } = await bytes(`${templatesOf(motorId)}/${offer.id}/download`);
    expect(response.headers.get('content-disposition')).toContain('filename="Offer.docx"');
    expect(content).toEqual(EVERY_KIND);

    const copy = await call('POST', `${templatesOf(motorId)}/${offer.id}/copy`, { name: 'Offer (short)' });
    expect(copy).toMatchObject({ status: 200, body: { name: 'Offer (short)' } });
    expect((await call('POST', `${templatesOf(motorId)}/${offer.id}/copy`, { name: ' ' })).status).toBe(400);
    // Names are unique in the product, case aside.
    expect(
      (await call('POST', `${templatesOf(motorId)}/${offer.id}/copy`, { name: 'offer' })).body,
    ).toMatchObject({
      validationErrors: { name: ['notUnique'] },
    });

    const short = docxOf(paragraph('Short offer {record.number}'));
    const copyId = (copy.body as DocumentTemplate).id;
    const replaced = await send('PUT', `${templatesOf(motorId)}/${copyId}`, { file: [short, 'short.docx'] });
    expect(await replaced.json()).toMatchObject({ name: 'Offer (short)', size: short.length, version: 1 });
    expect((await bytes(`${templatesOf(motorId)}/${copyId}/download`)).content).toEqual(short);

    const listed = (await call('GET', templatesOf(motorId))).body as DocumentTemplate[];
    expect(listed.map((template) => template.name)).toEqual(['Offer', 'Offer (short)']);
    expect((await call('DELETE', `${templatesOf(motorId)}/${copyId}`)).status).toBe(204);
    expect((await bytes(`${templatesOf(motorId)}/${copyId}/download`)).response.status).toBe(404);
    expect(((await call('GET', templatesOf(motorId))).body as DocumentTemplate[]).length).toBe(1);
  });

  it('accepts real Word documents only, up to the size limit, with a name', async () => {
    const post = (parts: Parameters<typeof send>[2]) => send('POST', templatesOf(motorId), parts);
    const pdf = await post({ name: 'Pdf', file: [Buffer.from('%PDF-1.7\n%%EOF'), 'offer.docx'] });
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toMatchObject({
      message: 'templateInvalid',
      validationErrors: { file: ['The file is not a Word document (DOCX)'] },
    });
    const broken = await post({ name: 'Broken', file: [docxOf(paragraph('Dear {record.number')), 'b.docx'] });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(await broken.json())).toMatch(/unclosed|not closed/i);
    const big = Buffer.concat([EVERY_KIND, Buffer.alloc(TEMPLATE_LIMIT)]);
    expect((await post({ name: 'Big', file: [big, 'big.docx'] })).status).toBe(413);
    expect((await post({ file: [EVERY_KIND, 'nameless.docx'] })).status).toBe(400);
    expect((await post({ name: 'No file' })).status).toBe(400);
    expect((await post({ name: 'x'.repeat(201), file: [EVERY_KIND, 'long.docx'] })).status).toBe(400);
    const names = ((await call('GET', templatesOf(motorId))).body as DocumentTemplate[]).map(
      (each) => each.name,
    );
    expect(names).not.toEqual(expect.arrayContaining(['Pdf', 'Broken', 'Big', 'No file']));
  });

  it("needs the product's template permissions and never shows another tenant's templates", async () => {
    const [template] = (await call('GET', templatesOf(motorId))).body as DocumentTemplate[];
    const path = `${templatesOf(motorId)}/${template?.id}`;
    const lister = await addTestUser(env.server, env.tenant, ['product:ListDocumentTemplates']);
    expect((await call('GET', templatesOf(motorId), undefined, lister)).status).toBe(200);
    expect(
      (await send('POST', templatesOf(motorId), { name: 'L', file: [EVERY_KIND, 'l.docx'] }, lister)).status,
    ).toBe(403);
    expect((await bytes(`${path}/download`, lister)).response.status).toBe(403);
    expect((await call('DELETE', path, undefined, lister)).status).toBe(403);
    const nobody = await addTestUser(env.server, env.tenant, ['product:Read']);
    expect((await call('GET', templatesOf(motorId), undefined, nobody)).status).toBe(403);
    expect((await call('GET', `${templatesOf(motorId)}/preview-data`, undefined, nobody)).status).toBe(403);

    const other = env.other.admin;
    expect((await call('GET', templatesOf(motorId), undefined, other)).status).toBe(404);
    expect((await bytes(`${path}/download`, other)).response.status).toBe(404);
    expect((await call('DELETE', path, undefined, other)).status).toBe(404);
    expect((await call('GET', `${templatesOf(motorId)}/preview-data`, undefined, other)).status).toBe(404);
  });

  it('shows the data a template receives: formatted, lookups by name, lists as lists', async () => {
    const named = await call('POST', `${templatesOf(motorId)}/preview-data`, {
      referenceNumber: quote.quoteNr,
    });
    expect(named.status).toBe(200);
    const values = named.body as Record<string, Record<string, unknown>>;
    expect(values.record).toMatchObject({
      number: quote.quoteNr,
      status: 'NEW',
      startDate: '2026/12/01',
      premium: '2 042.50 EUR',
      product: { name: 'Motor insurance' },
      paymentSchedule: [
        { number: '1', amount: expect.stringMatching(/ EUR$/) },
        { number: '2', amount: expect.stringMatching(/ EUR$/) },
      ],
    });
    expect(values.vehicle).toMatchObject({
      make: 'Volkswagen',
      fuelType: 'Diesel',
      marketValue: '56 500.00 EUR',
      firstRegistrationDate: '2023/03/15',
      accessories: ['Tow bar', 'Winter tyres'],
      hasTrailer: true,
    });
    expect(values.drivers).toHaveLength(2);
    expect(values.today).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    // Without a reference: the product's newest quote.
    expect((await call('GET', `${templatesOf(motorId)}/preview-data`)).body).toEqual(values);
    // A product without quotes: a new quote's defaults, the form's objects present.
    const { productId: emptyId } = await activeHomeProduct(checkedPost(call), {
      name: 'Empty',
      code: 'EMPTY',
    });
    const sample = await call('GET', `${templatesOf(emptyId)}/preview-data`);
    expect(sample.status, JSON.stringify(sample.body)).toBe(200);
    expect(sample.body).toMatchObject({
      record: { number: '', status: 'NEW', product: { name: 'Empty' } },
      quote: { startDate: expect.stringMatching(/^\d{4}\/\d{2}\/\d{2}$/) },
    });
    const unknown = await call('POST', `${templatesOf(motorId)}/preview-data`, {
      referenceNumber: 'Q-999999',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { validationErrors: { referenceNumber: ['notFound'] } },
    });
  });

  it('generates a DOCX for download, every placeholder filled, without attaching it', async () => {
    const [template] = (await call('GET', templatesOf(motorId))).body as DocumentTemplate[];
    const queued = await call('POST', `/api/quotes/${quote.id}/documents/generate-and-download`, {
      template: template?.id,
      type: 'DOCX',
      attachToObject: false,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const job = await completed(queued.body as Job);
    expect(job).toMatchObject({ state: 'SUCCEEDED', result: { documentId: null } });
    const result = job.result as GeneratedDocument;
    expect(result.name).toBe(`Offer ${quote.quoteNr}.docx`);
    const { response, content } = await bytes(`/api/quotes/${quote.id}/documents/generated/${job.id}`);
    // Given once: the file leaves the store with its download.
    expect((await bytes(`/api/quotes/${quote.id}/documents/generated/${job.id}`)).response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toContain(`filename="Offer ${quote.quoteNr}.docx"`);
    const lines = docxText(content).split('\n');
    const holder = lending.borrower.name;
    expect(lines.slice(1, 7)).toEqual([
      `Offer ${quote.quoteNr} (NEW) of Motor insurance`,
      `Holder ${holder} / contractee ${holder}`,
      'Period 2026/12/01 to 2027/11/30, inspected 2026/11/19 10:30:00',
      'Premium 2 042.50 EUR, market value 56 500.00 EUR, deductible 300.00 EUR',
      'Vehicle Volkswagen Touareg, Diesel, 5 seats',
      'Glass cover',
    ]);
    expect(lines.join('|')).toContain(`${holder}|2004/06/10|0|${holder}|2021/09/01|1`);
    expect(lines.join('|')).toMatch(/No\|Due\|Amount\|1\|2026\/12\/01\|[\d ]+\.\d\d EUR\|2\|/);
    expect(lines.join('|')).toContain(`Party|${holder}`);
    expect(
      ((await call('GET', `/api/quotes/${quote.id}/documents/find`)).body as ObjectDocumentPage).count,
    ).toBe(0);
  });

  it('fills the example template of the README with a quote of the motor product', async () => {
    const example = readFileSync(join(EXAMPLES_DIR, 'documents', 'motor-quote-offer.docx'));
    const template = await upload(motorId, 'Example offer', example);
    const preview = await fetch(`${env.server.baseUrl}${templatesOf(motorId)}/${template.id}/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.tenant.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ referenceNumber: quote.quoteNr }),
    });
    expect(preview.status).toBe(200);
    const text = docxText(Buffer.from(await preview.arrayBuffer()));
    expect(text).toContain(`Offer ${quote.quoteNr} — Motor insurance`);
    expect(text).toContain('Volkswagen Touareg, registration KL1234');
    expect(text).toContain('With trailer T4321.');
    expect(text).not.toMatch(/[{}]/);
    expect((await call('DELETE', `${templatesOf(motorId)}/${template.id}`)).status).toBe(204);
  });

  it('converts to PDF in a job and attaches it, while the server keeps answering', async () => {
    const [template] = (await call('GET', templatesOf(motorId))).body as DocumentTemplate[];
    const queued = await call('POST', `/api/quotes/${quote.id}/documents/generate-and-attach`, {
      template: template?.id,
      type: 'PDF',
    });
    expect(queued.status).toBe(200);
    // The browser's polling, timed: every answer comes while LibreOffice converts, and comes fast.
    const latencies: number[] = [];
    const states: string[] = [];
    let job = queued.body as Job;
    while (!['SUCCEEDED', 'FAILED'].includes(job.state)) {
      const started = performance.now();
      const [read] = await Promise.all([
        call('GET', `/api/jobs/${job.id}`),
        call('GET', `/api/quotes/${quote.id}`),
      ]);
      latencies.push(performance.now() - started);
      job = read.body as Job;
      states.push(job.state);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job.state, job.error ?? '').toBe('SUCCEEDED');
    expect(states.filter((state) => state === 'PROCESSING').length).toBeGreaterThan(2);
    expect(Math.max(...latencies)).toBeLessThan(1500);

    const { documentId, name } = job.result as GeneratedDocument;
    expect(name).toBe(`Offer ${quote.quoteNr}.pdf`);
    const listed = (await call('GET', `/api/quotes/${quote.id}/documents/find`)).body as ObjectDocumentPage;
    expect(listed.items.map((each) => [each.id, each.name, each.contentType])).toEqual([
      [documentId, name, 'application/pdf'],
    ]);
    const { content } = await bytes(`/api/quotes/${quote.id}/documents/${documentId}/download`);
    const text = pdfText(content);
    expect(text).toContain(`Offer ${quote.quoteNr} (NEW) of Motor insurance`);
    expect(text).toContain('Premium 2 042.50 EUR');
    expect(text).toContain('Volkswagen Touareg');
  }, 120_000);

  it('fills loans with their instalments and parties without a product', async () => {
    const lent = await lending.lend(await lending.approve((await lending.savedApplication()).id));
    const loanId = (lent.body as QuoteContext).quote.targetLoanId as string;
    const schedule = docxOf(
      paragraph('Loan {record.number} of {record.contractee.name}, {record.loanAmount}') +
        listTable('record.installments', [
          ['No', '{number}'],
          ['Due', '{dueDate}'],
          ['Principal', '{principal}'],
          ['Total', '{total}'],
        ]),
    );
    const loanTemplate = await upload(lending.productId, 'Schedule', schedule);
    // What the generate dialogs offer: the product's templates, and every template for a party.
    const offered = async (path: string) =>
      ((await call('GET', `${path}/documents/templates`)).body as DocumentTemplate[]).map(
        (each) => each.name,
      );
    expect(await offered(`/api/loans/${loanId}`)).toEqual(['Schedule']);
    expect(await offered(`/api/parties/${lending.borrower.id}`)).toEqual(['Offer', 'Schedule']);
    const loanText = await generated(`/api/loans/${loanId}`, loanTemplate.id);
    expect(loanText).toMatch(new RegExp(`^Loan L-\\d+ of ${lending.borrower.name}, [\\d ]+\\.\\d\\d EUR`));
    expect(loanText.split('\n').slice(5, 9)).toEqual([
      '1',
      expect.stringMatching(/^\d{4}\/\d\d\/\d\d$/),
      expect.stringMatching(/ EUR$/),
      expect.stringMatching(/ EUR$/),
    ]);

    // A party has no product: any template of the tenant fills it.
    const partyText = await generated(`/api/parties/${lending.borrower.id}`, loanTemplate.id);
    expect(partyText.split('\n')[0]).toBe(`Loan ${lending.borrower.code ?? ''} of , `);
  }, 120_000);

  it('fills policies with their schedule and claims with their amounts', async () => {
    const insurance = await insuranceSetup(env, 'TPLHOME');
    const holder = await insurance.person('Līga', 'Kalniņa');
    const policy = await insurance.issuedPolicy(holder);
    const template = await upload(
      insurance.productId,
      'Certificate',
      docxOf(
        paragraph('Policy {record.number} of {record.contractee.name}: premium {record.premium}') +
          paragraph('{#record.paymentSchedule}{number}. {dueDate} {amount}{/record.paymentSchedule}') +
          paragraph(
            'Claim {record.number} on {record.policy.contractNr}: loss {record.lossAmount}, {claim.description}',
          ),
      ),
    );
    const policyText = await generated(`/api/policies/${policy.id}`, template.id);
    expect(policyText.split('\n').slice(0, 2)).toEqual([
      `Policy ${policy.contractNr} of ${holder.name}: premium 1 200.00 EUR`,
      '1. 2026/01/01 1 200.00 EUR',
    ]);

    const { id, claimNr } = await insurance.claim(policy, holder, {
      amount: 1234.56,
      description: 'Water damage',
    });
    const claimText = await generated(`/api/claims/${id}`, template.id);
    expect(claimText.split('\n')[2]).toBe(
      `Claim ${claimNr} on ${policy.contractNr}: loss 1 234.56 EUR, Water damage`,
    );
  }, 120_000);

  it('refuses a template of another product, and callers who may not generate', async () => {
    const [loanTemplate] = (await call('GET', templatesOf(lending.productId))).body as DocumentTemplate[];
    const wrong = await call('POST', `/api/quotes/${quote.id}/documents/generate-and-attach`, {
      template: loanTemplate?.id,
      type: 'PDF',
    });
    expect(wrong).toMatchObject({ status: 400, body: { validationErrors: { template: ['notFound'] } } });
    expect(
      (
        await call('POST', `/api/quotes/${quote.id}/documents/generate-and-attach`, {
          template: loanTemplate?.id,
          type: 'ODT',
        })
      ).status,
    ).toBe(400);
    const reader = await addTestUser(env.server, env.tenant, ['quote:Read', 'quote:FindDocuments']);
    const [template] = (await call('GET', templatesOf(motorId))).body as DocumentTemplate[];
    const body = { template: template?.id, type: 'PDF' };
    expect(
      (await call('POST', `/api/quotes/${quote.id}/documents/generate-and-attach`, body, reader)).status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/quotes/${quote.id}/documents/generate-and-attach`, body, env.other.admin))
        .status,
    ).toBe(404);
  });

  it('fails the job with a plain reason when the converter fails, attaching nothing', async () => {
    await runner.stop();
    const broken = createJobRunner({
      db: env.server.db,
      handlers: jobHandlers({
        db: env.server.db,
        config: { ...env.server.config, pdfConverter: { command: 'no-such-soffice', timeoutMs: 5000 } },
      }),
    });
    const [template] = (await call('GET', templatesOf(motorId))).body as DocumentTemplate[];
    const before = ((await call('GET', `/api/quotes/${quote.id}/documents/find`)).body as ObjectDocumentPage)
      .count;
    const queued = await call('POST', `/api/quotes/${quote.id}/documents/generate-and-attach`, {
      template: template?.id,
      type: 'PDF',
    });
    await broken.runDue();
    const job = (await call('GET', `/api/jobs/${(queued.body as Job).id}`)).body as Job;
    expect(job).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(job.error).toContain('The PDF converter could not be started');
    expect(
      ((await call('GET', `/api/quotes/${quote.id}/documents/find`)).body as ObjectDocumentPage).count,
    ).toBe(before);
  });
});
