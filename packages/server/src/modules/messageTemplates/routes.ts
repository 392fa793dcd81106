import {
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_TYPES,
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePage,
  MjmlPreview,
  MjmlPreviewRequest,
  PreviewDataRequest,
  RenderedMessage,
  type MessageObjectKind,
  type MessageTemplateKind,
  type MessageTemplateType,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { recordOfProduct } from '../documentTemplates/templateData.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { NO_CONTENT, pagingProperties } from '../shared/schemas.js';
import { productVocabulary } from './vocabulary.js';
import { compileMjml, renderMessageTemplate, type ProductMessageTemplate } from './render.js';
import {
  createMessageTemplate,
  deleteMessageTemplate,
  messageTemplates,
  requireProduct,
  templateOf,
  updateMessageTemplate,
  type TemplateOwner,
} from './service.js';

const uuid = { type: 'string', format: 'uuid' } as const;
const ownerProperties = { id: uuid, kind: { type: 'string', enum: [...MESSAGE_TEMPLATE_KINDS] } } as const;
const ownerParams = { type: 'object', required: ['id', 'kind'], properties: ownerProperties } as const;
const templateParams = {
  type: 'object',
  required: ['id', 'kind', 'templateId'],
  properties: { ...ownerProperties, templateId: uuid },
} as const;
const TYPE = MESSAGE_TEMPLATE_TYPES.join('|');
/** `types=TXT,MJML`: the types listed (all without it). */
const typesProperty = { type: 'string', pattern: `^(${TYPE})(,(${TYPE}))*$`, maxLength: 20 } as const;
const listQuery = { type: 'object', properties: { types: typesProperty } } as const;
/** Five a page, as the product page's table shows them. */
const findQuery = { type: 'object', properties: { ...pagingProperties(5), types: typesProperty } } as const;

/** A template as the API shows it: whose it is, the address says. */
export const wire = ({
  productId: _productId,
  kind: _kind,
  ...template
}: ProductMessageTemplate): MessageTemplate => template;

type OwnerRequest = { Params: { id: string; kind: MessageTemplateKind } };
type TemplateRequest = { Params: { id: string; kind: MessageTemplateKind; templateId: string } };
type TypesQuery = { types?: string };

/** The row filter of a list: the owner's templates, of the listed types. */
const filterOf = ({ productId, kind }: TemplateOwner, types: string | undefined) => ({
  productId,
  kind,
  ...(types === undefined ? {} : { type: types.split(',') as MessageTemplateType[] }),
});

/**
 * The e-mail (MJML, HTML) and text (TXT, also SMS) templates of a product's quotes or contracts
 * (`/api/products/{id}/{quotes|contracts}/message-templates…`), each call with its product permission;
 * MJML compiled for the editor's preview, and a template rendered for a quote or contract of the product.
 */
export const messageTemplateRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['message templates'];
  const base = '/api/products/:id/:kind/message-templates';
  const ownerOf = (params: OwnerRequest['Params']): TemplateOwner => ({
    productId: params.id,
    kind: params.kind,
  });

  app.get<OwnerRequest & { Querystring: TypesQuery }>(
    base,
    {
      config: { permission: 'product:ListMessageTemplates' },
      schema: {
        tags,
        params: ownerParams,
        querystring: listQuery,
        response: { 200: { type: 'array', items: MessageTemplate } },
      },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await requireProduct(tx, request.params.id);
        const equals = filterOf(ownerOf(request.params), request.query.types);
        return (await messageTemplates.findAll(tx, { equals })).map(wire);
      }),
  );

  app.get<OwnerRequest & { Querystring: TypesQuery & { page: number; limit: number } }>(
    `${base}/find`,
    {
      config: { permission: 'product:FindMessageTemplates' },
      schema: { tags, params: ownerParams, querystring: findQuery, response: { 200: MessageTemplatePage } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await requireProduct(tx, request.params.id);
        const { page, limit, types } = request.query;
        const found = await messageTemplates.find(tx, page, limit, filterOf(ownerOf(request.params), types));
        return { count: found.count, items: found.items.map(wire) };
      }),
  );

  app.get<OwnerRequest>(
    `${base}/placeholders`,
    {
      config: { permission: 'product:ListMessageTemplates' },
      schema: { tags, params: ownerParams, response: { 200: { type: 'array', items: { type: 'string' } } } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await requireProduct(tx, request.params.id);
        return (await productVocabulary(tx, request.params.id, request.params.kind)).placeholders;
      }),
  );

  app.get<TemplateRequest>(
    `${base}/:templateId`,
    {
      config: { permission: 'product:ListMessageTemplates' },
      schema: { tags, params: templateParams, response: { 200: MessageTemplate } },
    },
    async (request) =>
      wire(
        await inTenant(db, request, (tx) =>
          templateOf(tx, ownerOf(request.params), request.params.templateId),
        ),
      ),
  );

  app.post<OwnerRequest & { Body: MessageTemplateInput }>(
    base,
    {
      config: { permission: 'product:CreateMessageTemplate' },
      schema: { tags, params: ownerParams, body: MessageTemplateInput, response: { 200: MessageTemplate } },
    },
    async (request) =>
      wire(
        await inTenant(db, request, (tx, actor) =>
          createMessageTemplate(tx, actor, ownerOf(request.params), request.body),
        ),
      ),
  );

  app.put<TemplateRequest & { Body: MessageTemplateInput }>(
    `${base}/:templateId`,
    {
      config: { permission: 'product:UpdateMessageTemplate' },
      schema: {
        tags,
        params: templateParams,
        body: MessageTemplateInput,
        response: { 200: MessageTemplate },
      },
    },
    async (request) =>
      wire(
        await inTenant(db, request, (tx, actor) =>
          updateMessageTemplate(tx, actor, ownerOf(request.params), request.params.templateId, request.body),
        ),
      ),
  );

  app.delete<TemplateRequest>(
    `${base}/:templateId`,
    {
      config: { permission: 'product:DeleteMessageTemplate' },
      schema: { tags, params: templateParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      await inTenant(db, request, (tx, actor) =>
        deleteMessageTemplate(tx, actor, ownerOf(request.params), request.params.templateId),
      );
      return reply.status(204).send();
    },
  );

  app.post<OwnerRequest & { Body: MjmlPreviewRequest }>(
    `${base}/preview`,
    {
      config: { permission: 'product:ListMessageTemplates' },
      schema: { tags, params: ownerParams, body: MjmlPreviewRequest, response: { 200: MjmlPreview } },
    },
    async (request) => {
      await inTenant(db, request, (tx) => requireProduct(tx, request.params.id));
      return compileMjml(request.body.mjml);
    },
  );

  app.post<TemplateRequest & { Body: PreviewDataRequest }>(
    `${base}/:templateId/render`,
    {
      config: { permission: 'product:ListMessageTemplates' },
      schema: { tags, params: templateParams, body: PreviewDataRequest, response: { 200: RenderedMessage } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, _actor, { locale, at }) => {
        const template = await templateOf(tx, ownerOf(request.params), request.params.templateId);
        const record = await recordOfProduct(tx, request.params.id, request.body.referenceNumber.trim());
        // A reference number names a quote, loan application, policy or loan: each sends messages.
        const kind = record.kind as MessageObjectKind;
        return renderMessageTemplate(tx, template, { kind, refId: record.id }, locale, at);
      }),
  );
};
