import type { DocumentObjectKind, DocumentOutputType, GeneratedDocument } from '@coverline/engine';
import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { ClaimedJob, StagedJobHandler } from '../../jobs/jobRunner.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import type { FileStore } from '../../storage/fileStore.js';
import { fillTemplate } from '../documentTemplates/fillTemplate.js';
import { convertToPdf } from '../documentTemplates/pdfConverter.js';
import { templateOf } from '../documentTemplates/service.js';
import { templateData } from '../documentTemplates/templateData.js';
import { DOCUMENT_KINDS, type DocumentKind } from './documentKinds.js';
import { sanitisedFileName } from './fileNames.js';
import { insertDocument } from './service.js';

export const GENERATE_DOCUMENT = 'generate-document';

/** What a generation job is asked: everything the request checked, for the runner to do it later. */
export interface GenerationPayload {
  kind: DocumentObjectKind;
  refId: string;
  templateId: string;
  type: DocumentOutputType;
  attach: boolean;
  userId: string;
  userEmail: string;
  locale: string;
}

const CONTENT_TYPES: Readonly<Record<DocumentOutputType, string>> = {
  PDF: 'application/pdf',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Where a job's file is kept: one key per job, so its download finds it by the job alone. */
export const generatedFileKey = (job: { id: string; tenantId: string }) =>
  `${job.tenantId}/generated-${job.id}`;

export const kindOfPath = (path: DocumentObjectKind) =>
  DOCUMENT_KINDS.find((kind) => kind.path === path) as DocumentKind;

/** The template of the record's product (any template for a party); 400 on `template` for none. */
export async function requireTemplateFor(tx: Tx, productId: string | null, templateId: string) {
  return templateOf(tx, productId, templateId).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404) throw httpError(400, 'validationFailed', { template: ['notFound'] });
    throw error;
  });
}

export async function readAll(store: FileStore, key: string): Promise<Buffer> {
  return Buffer.concat((await store.read(key).toArray()) as Buffer[]);
}

/** A document to make: from which template, for which record, as what, in which language and on which day. */
export interface DocumentRequest {
  kind: DocumentObjectKind;
  refId: string;
  templateId: string;
  type: DocumentOutputType;
  locale: string;
  at: Date;
}

/**
 * A document from a template of the record's product, filled with the record's values: read in a short
 * transaction, converted to PDF outside any (LibreOffice takes seconds). Named after the template and the
 * record's number.
 */
export async function renderDocument(
  db: Database,
  config: Config,
  tenantId: string,
  request: DocumentRequest,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const store = configuredFileStore(config);
  const kind = kindOfPath(request.kind);
  const { values, templateKey, name } = await db.withTenant(tenantId, async (tx) => {
    const data = await templateData(tx, kind, request.refId, { locale: request.locale, at: request.at });
    const { template, storageKey } = await requireTemplateFor(tx, data.productId, request.templateId);
    const number = (data.values.record as { number?: string }).number ?? '';
    return { values: data.values, templateKey: storageKey, name: `${template.name} ${number}`.trim() };
  });
  const docx = fillTemplate(await readAll(store, templateKey), values);
  const content = request.type === 'PDF' ? await convertToPdf(docx, config.pdfConverter) : docx;
  const filename = sanitisedFileName(`${name}.${request.type.toLowerCase()}`);
  return { filename, content, contentType: CONTENT_TYPES[request.type] };
}

interface Prepared {
  file: { filename: string; content: Buffer; storageKey: string; contentType: string };
}

/**
 * Makes a document from a template: the record's data read and the template filled in a short transaction,
 * the conversion to PDF outside any (LibreOffice takes seconds), the file stored; then, in the job's own
 * transaction, the document attached. A failed conversion attaches nothing and fails the job with its reason.
 */
export function generateDocumentJob({
  db,
  config,
}: {
  db: Database;
  config: Config;
}): StagedJobHandler<Prepared> {
  const store = configuredFileStore(config);
  return {
    async prepare(job: ClaimedJob) {
      const payload = job.payload as unknown as GenerationPayload;
      const rendered = await renderDocument(db, config, job.tenantId, { ...payload, at: job.at });
      const storageKey = generatedFileKey(job);
      await store.put(storageKey, rendered.content);
      return { file: { ...rendered, storageKey } };
    },
    async finish(tx, job, { file }): Promise<GeneratedDocument> {
      const payload = job.payload as unknown as GenerationPayload;
      const actor = { tenantId: job.tenantId, userId: payload.userId, name: payload.userEmail };
      const document = payload.attach
        ? await insertDocument(tx, actor, { kind: kindOfPath(payload.kind), refId: payload.refId }, file)
        : null;
      return { name: file.filename, contentType: file.contentType, documentId: document?.id ?? null };
    },
    discard: ({ file }) => store.delete(file.storageKey),
  };
}
