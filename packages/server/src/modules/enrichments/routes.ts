import {
  ENRICHED_OBJECT_KINDS,
  ENRICHMENT_PERMISSIONS,
  ENRICHMENT_TYPES,
  EnrichmentObject,
  EnrichmentRequested,
  Job,
  Page,
  PrepareCreditReportQuery,
  type EnrichmentType,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { announceJobs, enqueueJob, readJob } from '../../jobs/jobQueue.js';
import { PANEL_OBJECTS, requireReadableObject } from '../../kit/panelObjects.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import { FILE } from '../documents/routes.js';
import { claimGeneratedDownload, sendGeneratedFile } from '../documents/generateDocument.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { parties } from '../parties/service.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { pagingProperties } from '../shared/schemas.js';
import { enabledIntegration } from '../tenantSettings/enabledIntegration.js';
import { CREDIT_REPORT_DOCUMENT, type CreditReportPayload } from './creditReportJob.js';
import { ENRICH_QUOTE, type EnrichmentPayload } from './enrichQuoteJob.js';
import { partyCreditReport, partyCreditReports } from './service.js';
import { quoteEnrichmentSubjects, requireSubject } from './subjects.js';

const uuid = { type: 'string', format: 'uuid' } as const;
const enrichParams = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: uuid, type: { type: 'string', enum: [...ENRICHMENT_TYPES] } },
} as const;
const enrichQuery = { type: 'object', properties: { enrichmentDefinitionId: uuid } } as const;
const partyParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const reportParams = {
  type: 'object',
  required: ['id', 'reportId'],
  properties: { id: uuid, reportId: uuid },
} as const;
const jobParams = {
  type: 'object',
  required: ['id', 'jobId'],
  properties: { id: uuid, jobId: uuid },
} as const;
const findQuery = { type: 'object', properties: pagingProperties(5) } as const;

/** A quote's or loan application's own row, by the kind its address names; 404 for the other kind's. */
async function quoteOf(tx: Tx, id: string, path: (typeof ENRICHED_OBJECT_KINDS)[number]) {
  const { rows } = await tx.query<{
    id: string;
    quote_nr: string;
    product_id: string;
    product_version_id: string;
  }>('select id, quote_nr, product_id, product_version_id from quote where id = $1 and product_type = $2', [
    id,
    path === 'loan-applications' ? 'LENDING' : 'INSURANCE',
  ]);
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}

/**
 * Enrichment with outside data: `GET /api/{quotes|loan-applications}/{id}/enrich/{type}` asks the enabled
 * integration of the type (a credit bureau) about the quote's people in a job and answers its uuid; the
 * quote's context lists the enrichment objects once it SUCCEEDED. A person's own credit report:
 * `POST /api/parties/{id}/prepare-credit-report-document` (a job, answered for polling), the reports kept
 * (`GET …/credit-reports`, `…/credit-reports/{reportId}`) and a document kept for download
 * (`GET …/prepare-credit-report-document/{jobId}`).
 */
export const enrichmentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const store = configuredFileStore(config);
  const readable = (request: FastifyRequest, tx: Tx, object: keyof typeof PANEL_OBJECTS, id: string) =>
    requireReadableObject(tx, PANEL_OBJECTS[object], id, identityOf(request).permissions);

  for (const path of ENRICHED_OBJECT_KINDS) {
    app.get<{
      Params: { id: string; type: EnrichmentType };
      Querystring: { enrichmentDefinitionId?: string };
    }>(
      `/api/${path}/:id/enrich/:type`,
      {
        config: { permission: ENRICHMENT_PERMISSIONS.enrich },
        schema: {
          tags: [path],
          params: enrichParams,
          querystring: enrichQuery,
          response: { 200: EnrichmentRequested },
        },
      },
      async (request) => {
        const { id, type } = request.params;
        const jobId = await inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, 'quote', id);
          const quote = await quoteOf(tx, id, path);
          const integration = await enabledIntegration(tx, type);
          const { quoteNr, enrichmentDefinitionId, subjects } = await quoteEnrichmentSubjects(
            tx,
            {
              id,
              quoteNr: quote.quote_nr,
              productId: quote.product_id,
              productVersionId: quote.product_version_id,
            },
            request.query.enrichmentDefinitionId,
          );
          const payload: EnrichmentPayload = {
            quoteId: id,
            quoteNr,
            enrichmentType: type,
            enrichmentDefinitionId,
            integrationId: integration.id ?? integration.name,
            subjects,
            userId: actor.userId,
            userEmail: actor.name,
          };
          const job = { kind: ENRICH_QUOTE, payload: { ...payload }, maxAttempts: 3 };
          return enqueueJob(tx, actor.tenantId, job, new Date());
        });
        announceJobs();
        return { uuid: jobId };
      },
    );
  }

  const partyBase = '/api/parties/:id';
  const tags = ['parties'];

  app.post<{ Params: { id: string }; Querystring: PrepareCreditReportQuery }>(
    `${partyBase}/prepare-credit-report-document`,
    {
      config: { permission: ENRICHMENT_PERMISSIONS.creditReport },
      schema: { tags, params: partyParams, querystring: PrepareCreditReportQuery, response: { 200: Job } },
    },
    async (request) => {
      const { id } = request.params;
      const job = await inTenantWithForm(db, request, async (tx, actor, moment) => {
        await readable(request, tx, 'party', id);
        const row = await parties.read(tx, id);
        const subject = requireSubject({ ...row, partyType: row.party_type });
        const integration = await enabledIntegration(tx, 'CREDIT_BUREAU', request.query.provider);
        const payload: CreditReportPayload = {
          kind: 'parties',
          refId: id,
          subject,
          integrationId: integration.id ?? integration.name,
          type: request.query.type ?? 'PDF',
          attach: request.query.download !== true,
          userId: actor.userId,
          userEmail: actor.name,
          locale: moment.locale,
        };
        const queued = { kind: CREDIT_REPORT_DOCUMENT, payload: { ...payload }, maxAttempts: 3 };
        return readJob(tx, await enqueueJob(tx, actor.tenantId, queued, moment.at));
      });
      announceJobs();
      return job;
    },
  );

  app.get<{ Params: { id: string; jobId: string } }>(
    `${partyBase}/prepare-credit-report-document/:jobId`,
    {
      config: { permission: ENRICHMENT_PERMISSIONS.creditReport },
      schema: { tags, params: jobParams, response: FILE },
    },
    async (request, reply) => {
      const { id, jobId } = request.params;
      const { result, tenantId } = await inTenant(db, request, async (tx, actor) => {
        await readable(request, tx, 'party', id);
        const target = { jobId, jobKinds: [CREDIT_REPORT_DOCUMENT], kind: 'parties', refId: id } as const;
        return { result: await claimGeneratedDownload(tx, target), tenantId: actor.tenantId };
      });
      return sendGeneratedFile(reply, store, { id: jobId, tenantId }, result);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { page: number; limit: number } }>(
    `${partyBase}/credit-reports`,
    {
      config: { permission: ENRICHMENT_PERMISSIONS.creditReport },
      schema: {
        tags,
        params: partyParams,
        querystring: findQuery,
        response: { 200: Page(EnrichmentObject) },
      },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await readable(request, tx, 'party', request.params.id);
        return partyCreditReports(tx, request.params.id, request.query);
      }),
  );

  app.get<{ Params: { id: string; reportId: string } }>(
    `${partyBase}/credit-reports/:reportId`,
    {
      config: { permission: ENRICHMENT_PERMISSIONS.creditReport },
      schema: { tags, params: reportParams, response: { 200: EnrichmentObject } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await readable(request, tx, 'party', request.params.id);
        return partyCreditReport(tx, request.params.id, request.params.reportId);
      }),
  );
};
