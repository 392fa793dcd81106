import Type, { type Static } from 'typebox';
import { DOCUMENT_OUTPUT_TYPES } from '../domain/enumerations.js';
import { WireObject } from './common.js';

const uuid = Type.String({ format: 'uuid' });
const templateName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** A Word template of a product (`/api/products/{id}/document-templates`), filled to make documents. */
export const DocumentTemplate = WireObject({
  id: uuid,
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 0 }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type DocumentTemplate = Static<typeof DocumentTemplate>;

/** `POST …/document-templates/{templateId}/copy`: a copy of the template under a new name. */
export const CopyDocumentTemplate = WireObject({ name: templateName });
export type CopyDocumentTemplate = Static<typeof CopyDocumentTemplate>;

/** `POST …/document-templates/preview-data`: the data of a real quote or contract of the product. */
export const PreviewDataRequest = WireObject({
  referenceNumber: Type.String({ minLength: 1, maxLength: 40 }),
});
export type PreviewDataRequest = Static<typeof PreviewDataRequest>;

/** `POST /api/{kind}/{id}/documents/generate-and-attach` (and `generate-and-download`). */
export const GenerateDocument = WireObject({
  template: uuid,
  type: Type.Enum(DOCUMENT_OUTPUT_TYPES),
  /** generate-and-attach always attaches; generate-and-download attaches when this is true. */
  attachToObject: Type.Optional(Type.Boolean()),
});
export type GenerateDocument = Static<typeof GenerateDocument>;

/**
 * What a document generation job answers when it SUCCEEDED: the file's name and, when it was attached, the
 * document's id (otherwise the file waits for its one download under the job).
 */
export const GeneratedDocument = WireObject({
  name: Type.String(),
  contentType: Type.String(),
  documentId: Type.Union([uuid, Type.Null()]),
});
export type GeneratedDocument = Static<typeof GeneratedDocument>;
