import { CopyDocumentTemplate, DocumentTemplate, PreviewDataRequest } from '@coverline/engine';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.js';
import { httpError, HttpError } from '../../http/errors.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import { kindOfPath, readAll } from '../documents/generateDocument.js';
import { attachmentDisposition } from '../documents/fileNames.js';
import type { ModuleOptions } from '../moduleOptions.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { NO_CONTENT } from '../shared/schemas.js';
import { checkTemplate, fillTemplate } from './fillTemplate.js';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  replaceTemplate,
  storeFile,
  templateOf,
} from './service.js';
import { recordOfProduct, sampleData, templateData, type TemplateData } from './templateData.js';

/** Largest template; a bigger one is refused with 413. */
export const TEMPLATE_LIMIT = 5 * 1024 * 1024;
const NAME_LENGTH = 200;

const uuid = { type: 'string', format: 'uuid' } as const;
const productParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const templateParams = {
  type: 'object',
  required: ['id', 'templateId'],
  properties: { id: uuid, templateId: uuid },
} as const;
const DOCX = {
  200: {
    description: 'A Word document',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;
const PREVIEW_DATA = { 200: { type: 'object', additionalProperties: true } } as const;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A template as uploaded: its name (required for a new one) and its checked content. */
interface TemplateUpload {
  name?: string;
  content: Buffer;
}

function nameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  // eslint-disable-next-line no-control-regex -- a NUL cannot be stored
  if (name === '' || name.length > NAME_LENGTH || /\u0000/.test(name)) {
    throw httpError(400, 'validationFailed', { name: [name === '' ? 'required' : 'invalid'] });
  }
  return name;
}

/** The multipart `name` and `file` of an upload; 400 without a file, 413 for one over the limit. */
async function uploadedTemplate(request: FastifyRequest, nameRequired: boolean): Promise<TemplateUpload> {
  const upload: Partial<TemplateUpload> = {};
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 2, fileSize: TEMPLATE_LIMIT } })) {
      if (part.type === 'file') upload.content = await part.toBuffer();
      else if (part.fieldname === 'name') upload.name = nameOf(part.value);
    }
  } catch (error) {
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof statusCode === 'number' && statusCode < 500)) throw error;
    throw httpError(400, 'validationFailed', { file: ['fileRequired'] });
  }
  if (upload.content === undefined || upload.content.length === 0) {
    throw httpError(400, 'validationFailed', { file: ['fileRequired'] });
  }
  if (nameRequired && upload.name === undefined) {
    throw httpError(400, 'validationFailed', { name: ['required'] });
  }
  checkTemplate(upload.content);
  return upload as TemplateUpload;
}

/** 404 unless `id` is a product (not a group) of the tenant. */
async function requireProduct(tx: Tx, id: string): Promise<void> {
  const { rows } = await tx.query('select 1 from product where id = $1 and not is_group', [id]);
  if (rows.length === 0) throw httpError(404, 'Not Found');
}

/**
 * The Word templates of a product (`/api/products/{id}/document-templates…`): listed, uploaded (only real
 * DOCX files whose placeholders parse), replaced, copied, deleted and downloaded, each with its product
 * permission; and the data a template receives, from a sample or a named quote or contract of the product.
 */
export const documentTemplateRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const store = configuredFileStore(config);
  const tags = ['document templates'];
  const base = '/api/products/:id/document-templates';
  type ProductRequest = { Params: { id: string } };
  type TemplateRequest = { Params: { id: string; templateId: string } };

  /** Stores the file, then runs `write`; the file is removed again when the write fails. */
  const withStoredFile = async <T>(
    request: FastifyRequest,
    content: Buffer,
    write: (storageKey: string) => Promise<T>,
  ): Promise<T> => {
    const key = await storeFile(store, request.identity?.tenantId as string, content);
    try {
      return await write(key);
    } catch (error) {
      await store.delete(key);
      throw error;
    }
  };

  app.get<ProductRequest>(
    base,
    {
      config: { permission: 'product:ListDocumentTemplates' },
      schema: { tags, params: productParams, response: { 200: { type: 'array', items: DocumentTemplate } } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await requireProduct(tx, request.params.id);
        return listTemplates(tx, request.params.id);
      }),
  );

  app.post<ProductRequest>(
    base,
    {
      config: { permission: 'product:CreateDocumentTemplates' },
      schema: { tags, params: productParams, response: { 200: DocumentTemplate } },
    },
    async (request) => {
      await inTenant(db, request, (tx) => requireProduct(tx, request.params.id));
      const upload = await uploadedTemplate(request, true);
      return withStoredFile(request, upload.content, (storageKey) =>
        inTenant(db, request, async (tx, actor) => {
          await requireProduct(tx, request.params.id);
          const file = { name: upload.name as string, size: upload.content.length, storageKey };
          return createTemplate(tx, actor, request.params.id, file);
        }),
      );
    },
  );

  app.put<TemplateRequest>(
    `${base}/:templateId`,
    {
      config: { permission: 'product:SaveDocumentTemplates' },
      schema: { tags, params: templateParams, response: { 200: DocumentTemplate } },
    },
    async (request) => {
      const { id, templateId } = request.params;
      await inTenant(db, request, (tx) => templateOf(tx, id, templateId));
      const upload = await uploadedTemplate(request, false);
      const { template, replacedKey } = await withStoredFile(request, upload.content, (storageKey) =>
        inTenant(db, request, async (tx, actor) => {
          const before = await templateOf(tx, id, templateId);
          const file = { name: upload.name ?? before.template.name, size: upload.content.length, storageKey };
          return replaceTemplate(tx, actor, before, file);
        }),
      );
      // Removed once the new file is committed: a rolled-back replace keeps the old one.
      await store.delete(replacedKey);
      return template;
    },
  );

  app.post<TemplateRequest & { Body: CopyDocumentTemplate }>(
    `${base}/:templateId/copy`,
    {
      config: { permission: 'product:CreateDocumentTemplates' },
      schema: {
        tags,
        params: templateParams,
        body: CopyDocumentTemplate,
        response: { 200: DocumentTemplate },
      },
    },
    async (request) => {
      const { id, templateId } = request.params;
      const source = await inTenant(db, request, (tx) => templateOf(tx, id, templateId));
      const content = await readAll(store, source.storageKey);
      return withStoredFile(request, content, (storageKey) =>
        inTenant(db, request, (tx, actor) =>
          createTemplate(tx, actor, id, { name: request.body.name.trim(), size: content.length, storageKey }),
        ),
      );
    },
  );

  app.delete<TemplateRequest>(
    `${base}/:templateId`,
    {
      config: { permission: 'product:DeleteDocumentTemplates' },
      schema: { tags, params: templateParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      const { id, templateId } = request.params;
      const storageKey = await inTenant(db, request, async (tx, actor) => {
        const before = await templateOf(tx, id, templateId);
        await deleteTemplate(tx, actor, before);
        return before.storageKey;
      });
      await store.delete(storageKey);
      return reply.status(204).send();
    },
  );

  const sendDocx = (reply: FastifyReply, name: string, content: Buffer | NodeJS.ReadableStream) =>
    reply
      .type(DOCX_TYPE)
      .header('content-disposition', attachmentDisposition(`${name}.docx`))
      .header('x-content-type-options', 'nosniff')
      .send(content);

  app.get<TemplateRequest>(
    `${base}/:templateId/download`,
    {
      config: { permission: 'product:DownloadDocumentTemplates' },
      schema: { tags, params: templateParams, response: DOCX },
    },
    async (request, reply) => {
      const { template, storageKey } = await inTenant(db, request, (tx) =>
        templateOf(tx, request.params.id, request.params.templateId),
      );
      return sendDocx(reply, template.name, store.read(storageKey));
    },
  );

  /** The data of the named quote or contract of the product, or the product's sample. */
  const previewData = (request: FastifyRequest, productId: string, referenceNumber?: string) =>
    inTenantWithForm(db, request, async (tx, _actor, moment: FormMoment): Promise<TemplateData> => {
      await requireProduct(tx, productId);
      const dataOf = (path: Parameters<typeof kindOfPath>[0], id: string) =>
        templateData(tx, kindOfPath(path), id, moment);
      if (referenceNumber === undefined) return sampleData(tx, productId, moment, dataOf);
      const named = await recordOfProduct(tx, productId, referenceNumber.trim());
      return dataOf(named.kind, named.id);
    });

  app.get<ProductRequest>(
    `${base}/preview-data`,
    {
      config: { permission: 'product:ListDocumentTemplates' },
      schema: { tags, params: productParams, response: PREVIEW_DATA },
    },
    async (request) => (await previewData(request, request.params.id)).values,
  );

  app.post<ProductRequest & { Body: PreviewDataRequest }>(
    `${base}/preview-data`,
    {
      config: { permission: 'product:ListDocumentTemplates' },
      schema: { tags, params: productParams, body: PreviewDataRequest, response: PREVIEW_DATA },
    },
    async (request) => (await previewData(request, request.params.id, request.body.referenceNumber)).values,
  );

  app.post<TemplateRequest & { Body: Partial<PreviewDataRequest> }>(
    `${base}/:templateId/preview`,
    {
      config: { permission: 'product:DownloadDocumentTemplates' },
      schema: {
        tags,
        params: templateParams,
        body: { ...PreviewDataRequest, required: [] },
        response: DOCX,
      },
    },
    async (request, reply) => {
      const { id, templateId } = request.params;
      const { template, storageKey } = await inTenant(db, request, (tx) => templateOf(tx, id, templateId));
      const data = await previewData(request, id, request.body?.referenceNumber);
      return sendDocx(reply, template.name, fillTemplate(await readAll(store, storageKey), data.values));
    },
  );
};
