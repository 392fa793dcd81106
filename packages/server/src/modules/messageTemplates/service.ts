import type { MessageTemplateInput, MessageTemplateKind } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { defineResource } from '../shared/resource.js';
import type { ProductMessageTemplate } from './render.js';
import { productVocabulary, unknownPlaceholders } from './vocabulary.js';

/** The e-mail and text templates of products, by product, kind and type; names unique per product and kind. */
export const messageTemplates = defineResource<ProductMessageTemplate>({
  table: 'message_template',
  columns: { productId: 'product_id', kind: 'kind', name: 'name', type: 'type' },
  orderBy: 'lower(name), id',
  uniqueIndexes: { message_template_name: { name: ['notUnique'] } },
  displayName: (template) => template.name,
});

/** Whose templates a call reads: the product's (checked to be one of the tenant's) of one kind. */
export interface TemplateOwner {
  productId: string;
  kind: MessageTemplateKind;
}

/** 404 unless the product is one of the tenant's products (not a group). */
export async function requireProduct(tx: Tx, productId: string): Promise<void> {
  const { rows } = await tx.query('select 1 from product where id = $1 and not is_group', [productId]);
  if (rows.length === 0) throw httpError(404, 'Not Found');
}

/** The owner's template `id`, locked for a change; 404 for another product's or kind's. */
export async function templateOf(tx: Tx, owner: TemplateOwner, id: string): Promise<ProductMessageTemplate> {
  const template = await messageTemplates.lock(tx, id);
  if (template.productId !== owner.productId || template.kind !== owner.kind)
    throw httpError(404, 'Not Found');
  return template;
}

/**
 * 400 naming what a template may not hold: placeholders that name nothing the product's records give (on
 * the text, a translation or the subject), documents that are not templates of the product.
 */
async function requireValid(tx: Tx, owner: TemplateOwner, input: MessageTemplateInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  const vocabulary = await productVocabulary(tx, owner.productId, owner.kind);
  const unknownIn = (path: string, text: string) => {
    const unknown = unknownPlaceholders(vocabulary, [text]);
    if (unknown.length > 0)
      errors[path] = unknown.map((placeholder) => `unknownPlaceholder:{${placeholder}}`);
  };
  unknownIn('template', input.template);
  for (const [language, text] of Object.entries(input.templateTranslations)) {
    unknownIn(`templateTranslations.${language}`, text);
  }
  unknownIn('settings.subject', input.settings.subject);
  const documents = input.settings.generateAndAttachDocuments;
  if (documents.length > 0) {
    const { rows } = await tx.query<{ id: string }>(
      'select id from document_template where product_id = $1 and id = any($2::uuid[])',
      [owner.productId, documents],
    );
    if (rows.length !== documents.length) errors['settings.generateAndAttachDocuments'] = ['notFound'];
  }
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
}

export async function createMessageTemplate(
  tx: Tx,
  actor: Actor,
  owner: TemplateOwner,
  input: MessageTemplateInput,
): Promise<ProductMessageTemplate> {
  await requireProduct(tx, owner.productId);
  await requireValid(tx, owner, input);
  const { version: _version, ...fields } = input;
  // `id` and `version` are the database's to assign.
  return messageTemplates.create(tx, actor, { ...fields, ...owner } as ProductMessageTemplate);
}

/** 409 when `input.version` is not the stored one (a missing version is stale too). */
export async function updateMessageTemplate(
  tx: Tx,
  actor: Actor,
  owner: TemplateOwner,
  id: string,
  input: MessageTemplateInput,
): Promise<ProductMessageTemplate> {
  await templateOf(tx, owner, id);
  await requireValid(tx, owner, input);
  return messageTemplates.update(tx, actor, { ...input, ...owner, id, version: input.version ?? -1 });
}

export async function deleteMessageTemplate(tx: Tx, actor: Actor, owner: TemplateOwner, id: string) {
  await templateOf(tx, owner, id);
  await messageTemplates.remove(tx, actor, id);
}
