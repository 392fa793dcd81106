import Type, { type Static } from 'typebox';
import type { Translations } from '../definitions/types.js';
import { MESSAGE_TEMPLATE_TYPES } from '../domain/enumerations.js';
import { Page, WireObject } from './common.js';
import { SharedSchema } from './sharedSchemas.js';

/** The longest template text (one language's): a rich e-mail's MJML fits well within it. */
export const MESSAGE_TEMPLATE_MAX_LENGTH = 100_000;
/** Whose messages a template writes: a product's quotes (and loan applications) or its contracts. */
export const MESSAGE_TEMPLATE_KINDS = ['quotes', 'contracts'] as const;
export type MessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];

const uuid = Type.String({ format: 'uuid' });
const templateText = Type.String({ minLength: 1, maxLength: MESSAGE_TEMPLATE_MAX_LENGTH });
const languageCode = '^[a-z]{2,3}(-[A-Z]{2})?$';

/** What is sent with a message: its subject (an e-mail's) and the documents generated and attached to it. */
export const MessageTemplateSettings = WireObject({
  subject: Type.String({ maxLength: 500 }),
  /** Document templates of the same product, filled from the record and attached. */
  generateAndAttachDocuments: Type.Array(uuid, { maxItems: 20, uniqueItems: true }),
});
export type MessageTemplateSettings = Static<typeof MessageTemplateSettings>;

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  type: Type.Enum(MESSAGE_TEMPLATE_TYPES),
  /** The text in the tenant's default language: plain text (TXT, also SMS), MJML or HTML. */
  template: templateText,
  translations: Type.Optional(SharedSchema<Translations>('common', '#/$defs/translations')),
  /** The text in further languages, by language code; a missing one falls back to `template`. */
  templateTranslations: Type.Record(Type.String({ pattern: languageCode }), templateText, {
    maxProperties: 10,
  }),
  settings: MessageTemplateSettings,
};

/** A message template of a product (`/api/products/{id}/{quotes|contracts}/message-templates`). */
export const MessageTemplate = WireObject({
  id: uuid,
  ...editable,
  version: Type.Integer({ minimum: 0 }),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

export const MessageTemplatePage = Page(MessageTemplate);
export type MessageTemplatePage = Static<typeof MessageTemplatePage>;

/** A new template, or a template changed from its `version` (409 when it is stale). */
export const MessageTemplateInput = WireObject({
  ...editable,
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type MessageTemplateInput = Static<typeof MessageTemplateInput>;

/** `POST …/message-templates/preview`: MJML compiled to HTML, as the editor's live preview shows it. */
export const MjmlPreviewRequest = WireObject({ mjml: templateText });
export type MjmlPreviewRequest = Static<typeof MjmlPreviewRequest>;

export const MjmlPreview = WireObject({
  html: Type.String(),
  /** MJML's own complaints (an unknown tag, a misplaced attribute), each with its line. */
  warnings: Type.Array(Type.String()),
});
export type MjmlPreview = Static<typeof MjmlPreview>;

/** `POST …/message-templates/{templateId}/render`: the message the template makes for a real record. */
export const RenderedMessage = WireObject({
  subject: Type.String(),
  /** An e-mail's body (MJML and HTML templates). */
  html: Type.Optional(Type.String()),
  /** A text message's body (TXT templates). */
  text: Type.Optional(Type.String()),
});
export type RenderedMessage = Static<typeof RenderedMessage>;
