import {
  DocumentRename,
  DocumentTemplate,
  GenerateDocument,
  Job,
  ObjectDocument,
  ObjectDocumentPage,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { httpError, HttpError } from '../../http/errors.js';
import { requireReadableObject } from '../../kit/panelObjects.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { announceJobs, enqueueJob, readJob } from '../../jobs/jobQueue.js';
import { listTemplates } from '../documentTemplates/service.js';
import { TEMPLATE_SUBJECTS } from '../documentTemplates/templateSubjects.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { NO_CONTENT, pagingProperties } from '../shared/schemas.js';
import { DOCUMENT_KINDS, type DocumentKind } from './documentKinds.js';
import { attachmentDisposition } from './fileNames.js';
import {
  claimGeneratedDownload,
  GENERATE_DOCUMENT,
  requireTemplateFor,
  sendGeneratedFile,
  type GenerationPayload,
} from './generateDocument.js';
import {
  attachDocuments,
  deleteDocument,
  documentOf,
  findDocuments,
  renameDocument,
  type Upload,
} from './service.js';

/** Largest attached file; a bigger one is refused with 413 and nothing is kept. */
export const DOCUMENT_LIMIT = 10 * 1024 * 1024;
/** Files one upload may carry. */
const FILES_PER_UPLOAD = 10;

const uuid = { type: 'string', format: 'uuid' } as const;
const objectParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const documentParams = {
  type: 'object',
  required: ['id', 'docId'],
  properties: { id: uuid, docId: uuid },
} as const;
const generatedParams = {
  type: 'object',
  required: ['id', 'jobId'],
  properties: { id: uuid, jobId: uuid },
} as const;
const findQuery = { type: 'object', properties: pagingProperties(5) } as const;
/** The answer of a download: the file as it was stored. */
export const FILE = {
  200: {
    description: 'The file as it was uploaded',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

/** The files of a multipart upload, each read whole (at most DOCUMENT_LIMIT); 400 when there is none. */
async function uploadedFiles(request: FastifyRequest): Promise<Upload[]> {
  const uploads: Upload[] = [];
  try {
    for await (const part of request.files({
      limits: { files: FILES_PER_UPLOAD, fileSize: DOCUMENT_LIMIT },
    })) {
      uploads.push({ filename: part.filename, content: await part.toBuffer() });
    }
  } catch (error) {
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (
      error instanceof HttpError ||
      (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    ) {
      throw error;
    }
    throw httpError(400, 'validationFailed', { files: ['fileRequired'] });
  }
  if (uploads.length === 0) throw httpError(400, 'validationFailed', { files: ['fileRequired'] });
  return uploads;
}

/**
 * Documents of parties, quotes, loan applications, policies and claims (`/api/{kind}/{id}/documents…`): listed
 * with the kind's FindDocuments, uploaded (several files a request), renamed and deleted with the right to
 * change the object, downloaded as streams. The content lives in the configured file store (a directory under
 * DATA_DIR, or an S3-compatible object store).
 */
export const documentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const store = configuredFileStore(config);
  const tags = ['documents'];
  const readable = (request: FastifyRequest, tx: Tx, kind: DocumentKind, id: string) =>
    requireReadableObject(tx, kind.object, id, identityOf(request).permissions);

  /**
   * Queues the generation of a document from a template (the conversion to PDF takes seconds) and answers the
   * job, which the browser polls at `GET /api/jobs/{id}`: its result names the attached document, or the file
   * waits at `…/documents/generated/{jobId}`.
   */
  const generate = async (
    request: FastifyRequest<{ Params: { id: string }; Body: GenerateDocument }>,
    kind: DocumentKind,
    attach: boolean,
  ) => {
    const { id } = request.params;
    const job = await inTenantWithForm(db, request, async (tx, actor, moment) => {
      await readable(request, tx, kind, id);
      const { productId } = await TEMPLATE_SUBJECTS[kind.path](tx, id);
      await requireTemplateFor(tx, productId, request.body.template);
      const payload: GenerationPayload = {
        kind: kind.path,
        refId: id,
        templateId: request.body.template,
        type: request.body.type,
        attach,
        userId: actor.userId,
        userEmail: actor.name,
        locale: moment.locale,
      };
      const jobId = await enqueueJob(
        tx,
        actor.tenantId,
        { kind: GENERATE_DOCUMENT, payload: { ...payload }, maxAttempts: 1 },
        moment.at,
      );
      return readJob(tx, jobId);
    });
    announceJobs();
    return job;
  };

  for (const kind of DOCUMENT_KINDS) {
    const base = `/api/${kind.path}/:id/documents`;
    type ObjectRequest = { Params: { id: string } };
    type DocumentRequest = { Params: { id: string; docId: string } };

    app.get<ObjectRequest & { Querystring: { page: number; limit: number } }>(
      `${base}/find`,
      {
        config: { permission: kind.permissions.list },
        schema: { tags, params: objectParams, querystring: findQuery, response: { 200: ObjectDocumentPage } },
      },
      (request) =>
        inTenant(db, request, async (tx) => {
          await readable(request, tx, kind, request.params.id);
          return findDocuments(tx, kind, request.params.id, request.query);
        }),
    );

    app.post<ObjectRequest>(
      base,
      {
        config: { permission: kind.permissions.change },
        schema: { tags, params: objectParams, response: { 200: { type: 'array', items: ObjectDocument } } },
      },
      async (request) => {
        // The object is checked before the files are read: a refused upload stores nothing.
        await inTenant(db, request, (tx) => readable(request, tx, kind, request.params.id));
        const uploads = await uploadedFiles(request);
        const written: string[] = [];
        try {
          return await inTenant(db, request, async (tx, actor) => {
            await readable(request, tx, kind, request.params.id);
            return attachDocuments(tx, actor, store, { kind, refId: request.params.id }, uploads, written);
          });
        } catch (error) {
          await Promise.all(written.map((key) => store.delete(key)));
          throw error;
        }
      },
    );

    app.put<ObjectRequest & { Body: DocumentRename }>(
      base,
      {
        config: { permission: kind.permissions.change },
        schema: { tags, params: objectParams, body: DocumentRename, response: { 200: ObjectDocument } },
      },
      (request) =>
        inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, kind, request.params.id);
          const { document } = await documentOf(tx, kind, request.params.id, request.body.id);
          return renameDocument(tx, actor, document, request.body.name);
        }),
    );

    app.delete<DocumentRequest>(
      `${base}/:docId`,
      {
        config: { permission: kind.permissions.change },
        schema: { tags, params: documentParams, response: NO_CONTENT },
      },
      async (request, reply) => {
        const storageKey = await inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, kind, request.params.id);
          const found = await documentOf(tx, kind, request.params.id, request.params.docId);
          await deleteDocument(tx, actor, found.document);
          return found.storageKey;
        });
        // Removed once the row is gone for good: a rolled-back delete keeps its file.
        await store.delete(storageKey);
        return reply.status(204).send();
      },
    );

    app.get<ObjectRequest>(
      `${base}/templates`,
      {
        config: { permission: kind.permissions.generate },
        schema: { tags, params: objectParams, response: { 200: { type: 'array', items: DocumentTemplate } } },
      },
      (request) =>
        inTenant(db, request, async (tx) => {
          await readable(request, tx, kind, request.params.id);
          const { productId } = await TEMPLATE_SUBJECTS[kind.path](tx, request.params.id);
          return listTemplates(tx, productId);
        }),
    );

    const generation = {
      config: { permission: kind.permissions.generate },
      schema: { tags, params: objectParams, body: GenerateDocument, response: { 200: Job } },
    };
    app.post<ObjectRequest & { Body: GenerateDocument }>(
      `${base}/generate-and-attach`,
      generation,
      (request) => generate(request, kind, true),
    );
    app.post<ObjectRequest & { Body: GenerateDocument }>(
      `${base}/generate-and-download`,
      generation,
      (request) => generate(request, kind, request.body.attachToObject === true),
    );

    app.get<{ Params: { id: string; jobId: string } }>(
      `${base}/generated/:jobId`,
      {
        config: { permission: kind.permissions.generate },
        schema: { tags, params: generatedParams, response: FILE },
      },
      async (request, reply) => {
        const { id, jobId } = request.params;
        const { result, tenantId } = await inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, kind, id);
          const target = { jobId, jobKinds: [GENERATE_DOCUMENT], kind: kind.path, refId: id };
          return { result: await claimGeneratedDownload(tx, target), tenantId: actor.tenantId };
        });
        return sendGeneratedFile(reply, store, { id: jobId, tenantId }, result);
      },
    );

    app.get<DocumentRequest>(
      `${base}/:docId/download`,
      {
        config: { permission: kind.permissions.list },
        schema: { tags, params: documentParams, response: FILE },
      },
      async (request, reply) => {
        const { document, storageKey } = await inTenant(db, request, async (tx) => {
          await readable(request, tx, kind, request.params.id);
          return documentOf(tx, kind, request.params.id, request.params.docId);
        });
        return reply
          .type(document.contentType)
          .header('content-disposition', attachmentDisposition(document.name))
          .header('x-content-type-options', 'nosniff')
          .send(store.read(storageKey));
      },
    );
  }
};
