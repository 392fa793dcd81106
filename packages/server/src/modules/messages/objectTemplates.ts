import type { RenderedMessage } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { TEMPLATE_SUBJECTS } from '../documentTemplates/templateSubjects.js';
import { renderMessageTemplate, type ProductMessageTemplate } from '../messageTemplates/render.js';
import { messageTemplates, templateOf, type TemplateOwner } from '../messageTemplates/service.js';
import type { MessageKind } from './messageKinds.js';

/** Whose message templates serve an object: its product's, of quotes or of contracts. */
async function ownerOf(tx: Tx, kind: MessageKind, refId: string): Promise<TemplateOwner> {
  const { productId } = await TEMPLATE_SUBJECTS[kind.path](tx, refId);
  return { productId: productId ?? '', kind: kind.refType === 'quote' ? 'quotes' : 'contracts' };
}

/** The object's product's text templates (TXT), by name: what the send dialogs offer to start from. */
export async function objectTemplates(
  tx: Tx,
  kind: MessageKind,
  refId: string,
): Promise<ProductMessageTemplate[]> {
  const owner = await ownerOf(tx, kind, refId);
  return messageTemplates.findAll(tx, { equals: { ...owner, type: 'TXT' } });
}

/** The template filled for the object in the caller's language; 404 for a template of another product. */
export async function renderForObject(
  tx: Tx,
  kind: MessageKind,
  refId: string,
  templateId: string,
  moment: { locale: string; at: Date },
): Promise<RenderedMessage> {
  const template = await templateOf(tx, await ownerOf(tx, kind, refId), templateId);
  return renderMessageTemplate(tx, template, { kind: kind.path, refId }, moment.locale, moment.at);
}
