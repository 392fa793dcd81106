import { Writable } from 'node:stream';
import { inspect } from 'node:util';
import type {
  EnrichmentObject,
  EnrichmentRequested,
  Job,
  ObjectCatalog,
  ObjectDocumentPage,
  Page,
  PreparedCreditReport,
  QuoteContext,
  QuoteDraft,
} from '@coverline/engine';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleData } from '../../../../engine/test-support/exampleData.js';
import { docxText } from '../../../test/support/docx.js';
import { lendingSetup, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { tracedApp } from '../../../test/support/tracedApp.js';
import {
  startCreditBureauStandIn,
  type CreditBureauStandIn,
} from '../../integrations/creditBureau/standIn.js';
import { jobHandlers } from '../../jobs/jobHandlers.js';
import { createJobRunner, logJobFailures, type JobRunner } from '../../jobs/jobRunner.js';

const ACCOUNT = { username: 'coverline-test', password: 'bureau-password-planted-9f3a17' };
const STRATEGY = 'consumer-loans-v2';
const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

describe('enrichment with a credit bureau’s reports', () => {
  const env = signedInTenant('enrich', { other: true });
  const { call } = env;
  let bureau: CreditBureauStandIn;
  let lending: LendingSetup;
  /** What the job runner logged, as the server's log would hold it. */
  const logged: string[] = [];
  let runner: JobRunner;
  let applicationPath: string;
  let quoteNr: string;
  let definitionId: string;

  /** Saves the tenant's one credit-bureau integration with this password. */
  const useBureau = async (password: string, enabled = true) => {
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const saved = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [
        {
          type: 'CREDIT_BUREAU',
          provider: 'CREDITINFO',
          name: 'Credit bureau',
          enabled,
          settings: {
            apiUrl: `${bureau.url}/api`,
            username: ACCOUNT.username,
            password,
            strategyId: STRATEGY,
          },
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const enrich = (path: string, query = `?enrichmentDefinitionId=${definitionId}`, user?: TestUser) =>
    call('GET', `${path}/enrich/CREDIT_BUREAU${query}`, undefined, user);
  const job = async (uuid: string) => (await call('GET', `/api/jobs/${uuid}`)).body as Job;
  const enrichmentsOf = async (path: string) =>
    ((await call('GET', path)).body as QuoteContext).quote.enrichmentObjects ?? [];

  beforeAll(async () => {
    lending = await lendingSetup(env, 'enrich');
    bureau = await startCreditBureauStandIn(ACCOUNT);
    await useBureau(ACCOUNT.password);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    runner = createJobRunner({
      db: env.server.db,
      handlers: jobHandlers(env.server),
      retryDelayMs: 0,
      onError: logJobFailures(pino({ level: 'trace' }, sink)),
    });
    const application = await lending.savedApplication();
    applicationPath = `/api/loan-applications/${application.id}`;
    quoteNr = application.quoteNr;
    const catalog = (await call('GET', '/api/object-catalog')).body as ObjectCatalog;
    definitionId = (catalog.enrichments.find((each) => each.key === 'creditBureauReport') as { id: string })
      .id;
  });
  afterAll(async () => {
    await runner.stop();
    await bureau.close();
  });

  it('queues the enrichment, asks the bureau in a job by its protocol and keeps the report on the application', async () => {
    bureau.received.length = 0;
    const requested = await enrich(applicationPath);
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const { uuid } = requested.body as EnrichmentRequested;
    // The request does not wait for the bureau.
    expect(bureau.received).toEqual([]);
    expect((await job(uuid)).state).toBe('ENQUEUED');

    await runner.runDue();
    expect(bureau.received).toEqual([
      {
        method: 'POST',
        path: `/api/strategies/${STRATEGY}/reports`,
        authorization: basic(ACCOUNT.username, ACCOUNT.password),
        body: {
          subject: { idNumber: lending.borrower.code, fullName: lending.borrower.name },
          consent: true,
          inquiryReason: 'APPLICATION',
          reference: quoteNr,
        },
      },
    ]);
    const done = await job(uuid);
    expect(done).toMatchObject({ state: 'SUCCEEDED', result: { enrichmentObjectIds: [expect.any(String)] } });
    // The job's result names what it kept; the report itself is the quote's to show.
    expect(JSON.stringify(done)).not.toContain(lending.borrower.code);

    const [kept, ...more] = await enrichmentsOf(applicationPath);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      id: (done.result as { enrichmentObjectIds: string[] }).enrichmentObjectIds[0],
      enrichmentDefinitionId: definitionId,
      enrichmentType: 'CREDIT_BUREAU',
      party: { id: lending.borrower.id, name: lending.borrower.name },
      requestedBy: env.tenant.admin.email,
      object: {
        currency: 'EUR',
        personalInformation: { idNumber: lending.borrower.code, fullName: lending.borrower.name },
        incomeSummary: { totalGross: 15_600, avgMonthlyGross: 1_300, avgMonthlyNet: 1_008.5 },
      },
    });
    expect(kept?.object.openContracts).toHaveLength(2);
    expect(kept?.object.closedContracts).toHaveLength(1);
    expect(kept?.object.paymentIncidents).toHaveLength(1);
  });

  it('replaces the enrichment when asked again, and keeps the contractee’s apart when no definition is named', async () => {
    const [before] = await enrichmentsOf(applicationPath);
    await runner.runDue();
    const again = (await enrich(applicationPath)).body as EnrichmentRequested;
    const contractee = (await enrich(applicationPath, '')).body as EnrichmentRequested;
    await runner.runDue();
    expect((await job(again.uuid)).state).toBe('SUCCEEDED');
    expect((await job(contractee.uuid)).state).toBe('SUCCEEDED');
    const after = await enrichmentsOf(applicationPath);
    expect(after.map((each) => each.enrichmentDefinitionId).sort()).toEqual([definitionId, null].sort());
    const replaced = after.find((each) => each.enrichmentDefinitionId === definitionId);
    expect(replaced?.id).toBe(before?.id);
    expect((replaced?.updatedAt ?? '') > (before?.updatedAt ?? '')).toBe(true);
    // The history of the application does not copy the reports.
    const history = await call('GET', `/api/history/quote/${applicationPath.split('/').at(-1)}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('enrichmentObjects');
  });

  it('asks again while the bureau is unavailable, then keeps its answer', async () => {
    bureau.unavailableFor = 1;
    const { uuid } = (await enrich(applicationPath)).body as EnrichmentRequested;
    await runner.runDue();
    expect(await job(uuid)).toMatchObject({
      state: 'ENQUEUED',
      attempts: 1,
      error: 'CreditBureauError: the credit bureau answered 503',
    });
    await runner.runDue();
    expect(await job(uuid)).toMatchObject({ state: 'SUCCEEDED', attempts: 2, error: null });
  });

  it('fails at once when the bureau refuses the password, which no answer, job, row or log holds', async () => {
    const wrong = 'wrong-password-planted-51c8e0';
    try {
      await useBureau(wrong);
      const { uuid } = (await enrich(applicationPath)).body as EnrichmentRequested;
      await runner.runDue();
      expect(await job(uuid)).toMatchObject({
        state: 'FAILED',
        attempts: 1,
        error: 'CreditBureauError: the credit bureau refused the username or password (401)',
      });
      expect(bureau.received.at(-1)?.authorization).toBe(basic(ACCOUNT.username, wrong));
      const { app, lines } = await tracedApp(env.server);
      try {
        const traced = await app.inject({
          method: 'GET',
          url: `${applicationPath}/enrich/CREDIT_BUREAU?enrichmentDefinitionId=${definitionId}`,
          headers: { authorization: `Bearer ${env.tenant.admin.token}` },
        });
        expect(traced.statusCode).toBe(200);
        const rows = await env.server.db.withTenant(env.tenant.id, (tx) =>
          tx.query('select e.*, j.payload, j.result, j.last_error from enrichment_object e, job j'),
        );
        const everything = [
          JSON.stringify(await call('GET', applicationPath)),
          JSON.stringify(await call('GET', '/api/tenant/settings')),
          JSON.stringify(await job(uuid)),
          JSON.stringify(rows.rows),
          inspect(logged, { depth: 10 }),
          lines.join(''),
        ].join('\n');
        expect(logged.join('')).toContain('the credit bureau refused the username or password');
        for (const secret of [ACCOUNT.password, wrong, basic(ACCOUNT.username, wrong).slice(6)]) {
          expect(everything).not.toContain(secret);
        }
      } finally {
        await app.close();
      }
    } finally {
      await useBureau(ACCOUNT.password);
      await runner.runDue();
    }
  });

  it('runs a person’s credit report into a document attached to them, *** for what the bureau does not disclose', async () => {
    bureau.received.length = 0;
    const partyPath = `/api/parties/${lending.borrower.id}`;
    const queued = await call(
      'POST',
      `${partyPath}/prepare-credit-report-document?async=true&provider=Credit%20bureau&download=false&type=DOCX`,
    );
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    await runner.runDue();
    const done = await job((queued.body as Job).id);
    expect(done.state, done.error ?? '').toBe('SUCCEEDED');
    const result = done.result as PreparedCreditReport;
    expect(result).toMatchObject({
      name: `Credit report ${lending.borrower.name}.docx`,
      documentId: expect.any(String),
    });
    expect(bureau.received.map(({ body }) => body)).toEqual([
      {
        subject: { idNumber: lending.borrower.code, fullName: lending.borrower.name },
        consent: true,
        inquiryReason: 'CUSTOMER_REVIEW',
        reference: lending.borrower.id,
      },
    ]);

    const reports = (await call('GET', `${partyPath}/credit-reports`)).body as Page<EnrichmentObject>;
    expect(reports.count).toBe(1);
    expect(reports.items[0]).toMatchObject({ id: result.reportId, enrichmentDefinitionId: null });
    expect((await call('GET', `${partyPath}/credit-reports/${result.reportId}`)).body).toEqual(
      reports.items[0],
    );
    // A quote's enrichment is the quote's, not one of the person's own reports.
    const quoteEnrichment = (await enrichmentsOf(applicationPath))[0]?.id;
    expect((await call('GET', `${partyPath}/credit-reports/${quoteEnrichment}`)).status).toBe(404);

    const documents = (await call('GET', `${partyPath}/documents/find`)).body as ObjectDocumentPage;
    expect(documents.items.map((each) => each.name)).toContain(result.name);
    const download = await fetch(
      `${env.server.baseUrl}${partyPath}/documents/${result.documentId}/download`,
      {
        headers: { authorization: `Bearer ${env.tenant.admin.token}` },
      },
    );
    const text = docxText(Buffer.from(await download.arrayBuffer()))
      .split('\n')
      .join('|');
    expect(text).toContain(`Credit report: ${lending.borrower.name}`);
    expect(text).toContain(`Personal code: ${lending.borrower.code}`);
    expect(text).toContain('Amounts in EUR; *** the bureau does not disclose.');
    // The royalties of last year and the leasing's worst delay are not disclosed.
    expect(text).toContain('Royalties|SIA Radio Rīga|1 200.00|***|0.00');
    expect(text).toContain(
      'Creditreform|Leasing|Co-borrower|Car leasing|2023/09/01|2028/09/01|18 500.00|9 870.12|315.00|***|12',
    );
    expect(text).toContain(
      'Telecommunications|Invoice|Settled|2022/02/10|2021/12/15|2022/03/01|76|64.20|0.00',
    );
  });

  it('keeps a report for one download instead when asked, in the asker’s language', async () => {
    const latvian = await addTestUser(env.server, env.tenant, [
      'party:Read',
      'party:PrepareCreditReportDocument',
    ]);
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(`update user_account set locale = 'lv-LV' where email = $1`, [latvian.email]),
    );
    const partyPath = `/api/parties/${lending.borrower.id}`;
    const queued = await call(
      'POST',
      `${partyPath}/prepare-credit-report-document?provider=Credit%20bureau&download=true&type=DOCX`,
      undefined,
      latvian,
    );
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    await runner.runDue();
    const done = await job((queued.body as Job).id);
    expect(done).toMatchObject({ state: 'SUCCEEDED', result: { documentId: null } });
    const fetchFile = () =>
      fetch(`${env.server.baseUrl}${partyPath}/prepare-credit-report-document/${done.id}`, {
        headers: { authorization: `Bearer ${latvian.token}` },
      });
    const file = await fetchFile();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('.docx');
    expect(docxText(Buffer.from(await file.arrayBuffer()))).toContain(
      `Kredītinformācijas pārskats: ${lending.borrower.name}`,
    );
    expect((await fetchFile()).status).toBe(404);
    const documents = (await call('GET', `${partyPath}/documents/find`)).body as ObjectDocumentPage;
    expect(documents.count).toBe(1);
  });

  it('refuses what it cannot ask about: a bad type or definition, nobody to ask, no integration, async=false', async () => {
    expect((await call('GET', `${applicationPath}/enrich/SMS`)).status).toBe(400);
    expect((await enrich(applicationPath, '?enrichmentDefinitionId=not-a-uuid')).status).toBe(400);
    const catalog = (await call('GET', '/api/object-catalog')).body as ObjectCatalog;
    const address = catalog.objectDefinitions.find((each) => each.key === 'address')?.id;
    expect(await enrich(applicationPath, `?enrichmentDefinitionId=${address}`)).toMatchObject({
      status: 400,
      body: { validationErrors: { enrichmentDefinitionId: ['notFound'] } },
    });
    const unused = await call('POST', '/api/object-definitions', {
      key: 'incomeCheck',
      objectType: 'ENRICHMENT',
      name: 'Income check',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [],
    });
    expect(unused.status, JSON.stringify(unused.body)).toBe(200);
    expect(
      await enrich(applicationPath, `?enrichmentDefinitionId=${(unused.body as { id: string }).id}`),
    ).toMatchObject({
      status: 400,
      body: { validationErrors: { enrichmentDefinitionId: ['enrichmentNotInProduct'] } },
    });
    // A loan application is not a quote, nor the other way round.
    expect((await enrich(applicationPath.replace('loan-applications', 'quotes'))).status).toBe(404);

    const legal = `/api/parties/${lending.guarantor.id}`;
    expect(
      await call('POST', `${legal}/prepare-credit-report-document?provider=Credit%20bureau`),
    ).toMatchObject({ status: 409, body: { message: 'noCreditReportSubject' } });
    // A motor quote whose policyholder is a company: its contractee cannot be asked about.
    const products = (await call('GET', '/api/products')).body as { id: string; name: string }[];
    const motorId = products.find((product) => product.name === 'Motor insurance')?.id;
    const draft = (await call('POST', `/api/products/${motorId}/init-quote`)).body as { quote: QuoteDraft };
    const data = exampleData<Record<string, Record<string, unknown>>>('motor-insurance.quote.json');
    data.policyholder!.customer = lending.guarantor;
    for (const driver of data.drivers as unknown as Record<string, unknown>[])
      driver.driver = lending.borrower;
    const saved = await call('POST', '/api/quotes/save', {
      quote: { ...draft.quote, data },
      product: { id: motorId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const motorPath = `/api/quotes/${(saved.body as QuoteContext).quote.id}`;
    expect(await enrich(motorPath, '')).toMatchObject({
      status: 409,
      body: { message: 'noCreditReportSubject' },
    });

    const person = `/api/parties/${lending.borrower.id}`;
    expect(
      (await call('POST', `${person}/prepare-credit-report-document?provider=Credit%20bureau&async=false`))
        .status,
    ).toBe(400);
    expect(await call('POST', `${person}/prepare-credit-report-document?provider=Nobody`)).toMatchObject({
      status: 409,
      body: { message: 'integrationNotAvailable' },
    });
    try {
      await useBureau(ACCOUNT.password, false);
      expect(await enrich(applicationPath)).toMatchObject({
        status: 409,
        body: { message: 'integrationNotAvailable' },
      });
    } finally {
      await useBureau(ACCOUNT.password);
    }
  });

  it('lets only holders of the permissions enrich and run reports, and keeps each tenant’s apart', async () => {
    const reader = await addTestUser(env.server, env.tenant, ['quote:Read', 'party:Read']);
    expect((await enrich(applicationPath, '', reader)).status).toBe(403);
    const person = `/api/parties/${lending.borrower.id}`;
    expect(
      (
        await call(
          'POST',
          `${person}/prepare-credit-report-document?provider=Credit%20bureau`,
          undefined,
          reader,
        )
      ).status,
    ).toBe(403);
    expect((await call('GET', `${person}/credit-reports`, undefined, reader)).status).toBe(403);
    const enricher = await addTestUser(env.server, env.tenant, ['quote:Enrich']);
    // Enriching needs the right to read the application too.
    expect((await enrich(applicationPath, '', enricher)).status).toBe(403);

    const other = env.other.admin;
    expect((await enrich(applicationPath, '', other)).status).toBe(404);
    expect((await call('GET', `${person}/credit-reports`, undefined, other)).status).toBe(404);
    const { uuid } = (await enrich(applicationPath)).body as EnrichmentRequested;
    expect((await call('GET', `/api/jobs/${uuid}`, undefined, other)).status).toBe(404);
    await runner.runDue();
  });
});
