import type { MessageObjectKind, MessageTemplate, MjmlPreview, RenderedMessage } from '@coverline/engine';
import mjml2html from 'mjml';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { kindOfPath } from '../documents/generateDocument.js';
import { templateData } from '../documentTemplates/templateData.js';
import { escapeHtml, fillPlaceholders } from './placeholders.js';

/** MJML compiled to e-mail HTML; `mj-include` is ignored, so a template never reads the server's files. */
export async function compileMjml(mjml: string): Promise<MjmlPreview> {
  try {
    const result = await mjml2html(mjml, { validationLevel: 'soft', ignoreIncludes: true, minify: false });
    return { html: result.html, warnings: result.errors.map((error) => error.formattedMessage) };
  } catch (error) {
    // Soft validation still throws on what does not parse as MJML at all.
    throw httpError(400, 'templateInvalid', { template: [(error as Error).message] });
  }
}

/** The template as a product's template is stored: whose and for which records. */
export interface ProductMessageTemplate extends MessageTemplate {
  productId: string;
  kind: 'quotes' | 'contracts';
}

/** The row numbered `number` of a contract's schedule (a policy's `paymentSchedule`, a loan's `installments`). */
function installmentOf(record: unknown, number: number): unknown {
  const { paymentSchedule, installments } = (record ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(installments) ? installments : paymentSchedule;
  return Array.isArray(rows) ? rows[number - 1] : undefined;
}

/**
 * The message a template makes (an e-mail's `html` from MJML and HTML templates, a `text` from TXT ones) for a
 * quote, loan application, policy or loan: the placeholders filled with the values a document template gets
 * (values HTML-escaped in an e-mail), in the `locale`'s text of the template (its default text when it has
 * none), MJML compiled. For an invoice, `installment` numbers the contract's installment that
 * `{installment.…}` reads. A template of another product is refused.
 */
export async function renderMessageTemplate(
  tx: Tx,
  template: ProductMessageTemplate,
  { kind, refId, installment }: { kind: MessageObjectKind; refId: string; installment?: number },
  locale: string,
  at: Date = new Date(),
): Promise<RenderedMessage> {
  const data = await templateData(tx, kindOfPath(kind), refId, { locale, at });
  const { productId } = data;
  const values =
    installment === undefined
      ? data.values
      : { ...data.values, installment: installmentOf(data.values.record, installment) };
  const templateKind = kind === 'quotes' || kind === 'loan-applications' ? 'quotes' : 'contracts';
  if (productId !== template.productId || templateKind !== template.kind) {
    throw httpError(400, 'validationFailed', { template: ['notFound'] });
  }
  // Translations are kept by language (`lv`); a locale (`lv-LV`) finds its language's.
  const translations = template.templateTranslations;
  const source = translations[locale] ?? translations[locale.split('-')[0] ?? ''] ?? template.template;
  // One line: a value's line break must not reach an e-mail's headers.
  const subject = fillPlaceholders(template.settings.subject, values).replace(/[\r\n]+/g, ' ');
  if (template.type === 'TXT') return { subject, text: fillPlaceholders(source, values) };
  const html = fillPlaceholders(source, values, escapeHtml);
  return { subject, html: template.type === 'MJML' ? (await compileMjml(html)).html : html };
}
