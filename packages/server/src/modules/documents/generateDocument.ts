import type { DocumentObjectKind, DocumentOutputType, GeneratedDocument } from '@coverline/engine';
import type { FastifyReply } from 'fastify';
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
import { attachmentDisposition, sanitisedFileName } from './fileNames.js';
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

/** A filled template as the document asked for: converted to PDF when asked (LibreOffice takes seconds), named. */
export async function documentFile(
  config: Config,
  docx: Buffer,
  name: string,
  type: DocumentOutputType,
): Promise<GeneratedFile> {
  const content = type === 'PDF' ? await convertToPdf(docx, config.pdfConverter) : docx;
  const filename = sanitisedFileName(`${name}.${type.toLowerCase()}`);
  return { filename, content, contentType: CONTENT_TYPES[type] };
}

/** A document made for a record: its name, content and type. */
export interface GeneratedFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * A document from a template of the record's product, filled with the record's values: read in a short
 * transaction, converted to PDF outside any. Named after the template and the record's number.
 */
export async function renderDocument(
  db: Database,
  config: Config,
  tenantId: string,
  request: DocumentRequest,
): Promise<GeneratedFile> {
  const store = configuredFileStore(config);
  const kind = kindOfPath(request.kind);
  const { values, templateKey, name } = await db.withTenant(tenantId, async (tx) => {
    const data = await templateData(tx, kind, request.refId, { locale: request.locale, at: request.at });
    const { template, storageKey } = await requireTemplateFor(tx, data.productId, request.templateId);
    const number = (data.values.record as { number?: string }).number ?? '';
    return { values: data.values, templateKey: storageKey, name: `${template.name} ${number}`.trim() };
  });
  return documentFile(config, fillTemplate(await readAll(store, templateKey), values), name, request.type);
}

/** A job's document, kept under the job's key until it is attached or downloaded. */
export type KeptFile = GeneratedFile & { storageKey: string };

/** Keeps the job's document in the store, where `finish` attaches it or its one download finds it. */
export async function keepGeneratedFile(
  store: FileStore,
  job: ClaimedJob,
  file: GeneratedFile,
): Promise<KeptFile> {
  const storageKey = generatedFileKey(job);
  await store.put(storageKey, file.content);
  return { ...file, storageKey };
}

/**
 * In the job's transaction: attaches the kept document to the record when asked, as the user who asked for
 * it; answers what the job's result says of it (no document id: it waits for its download).
 */
export async function attachGeneratedFile(
  tx: Tx,
  job: ClaimedJob,
  file: KeptFile,
  target: { kind: DocumentObjectKind; refId: string; attach: boolean; userId: string; userEmail: string },
): Promise<GeneratedDocument> {
  const actor = { tenantId: job.tenantId, userId: target.userId, name: target.userEmail };
  const document = target.attach
    ? await insertDocument(tx, actor, { kind: kindOfPath(target.kind), refId: target.refId }, file)
    : null;
  return { name: file.filename, contentType: file.contentType, documentId: document?.id ?? null };
}

/**
 * Claims a job's kept file for its one download, in the request's transaction: the job, of one of
 * `jobKinds`, SUCCEEDED for this object without attaching and was not downloaded yet; 404 otherwise.
 */
export async function claimGeneratedDownload(
  tx: Tx,
  target: { jobId: string; jobKinds: readonly string[]; kind: DocumentObjectKind; refId: string },
): Promise<GeneratedDocument> {
  const { rows } = await tx.query<{ result: GeneratedDocument }>(
    `update job set result = result || '{"downloaded": true}', updated_at = now()
      where id = $1 and kind = any($2) and state = 'SUCCEEDED' and payload ->> 'refId' = $3
        and payload ->> 'kind' = $4 and not (payload ->> 'attach')::boolean
        and result ->> 'downloaded' is null
      returning result`,
    [target.jobId, target.jobKinds, target.refId, target.kind],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0].result;
}

/** Answers a claimed download with the job's file, which leaves the store: it is given once. */
export async function sendGeneratedFile(
  reply: FastifyReply,
  store: FileStore,
  job: { id: string; tenantId: string },
  result: GeneratedDocument,
): Promise<FastifyReply> {
  const key = generatedFileKey(job);
  const content = await readAll(store, key);
  await store.delete(key);
  return reply
    .type(result.contentType)
    .header('content-disposition', attachmentDisposition(result.name))
    .header('x-content-type-options', 'nosniff')
    .send(content);
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
}): StagedJobHandler<KeptFile> {
  const store = configuredFileStore(config);
  return {
    async prepare(job: ClaimedJob) {
      const payload = job.payload as unknown as GenerationPayload;
      const rendered = await renderDocument(db, config, job.tenantId, { ...payload, at: job.at });
      return keepGeneratedFile(store, job, rendered);
    },
    finish: (tx, job, file) =>
      attachGeneratedFile(tx, job, file, job.payload as unknown as GenerationPayload),
    discard: (file) => store.delete(file.storageKey),
  };
}
