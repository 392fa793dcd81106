import {
  INSTALLMENT_LINE_TYPES,
  Loan,
  LoanInstallment,
  Policy,
  PolicyScheduleRow,
  Quote,
  type MessageTemplateKind,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { COMPANY_KEYS } from '../documentTemplates/templateData.js';
import { productVersionService } from '../productVersions/service.js';
import { placeholdersIn } from './placeholders.js';

/** What `{record.…}` offers beside a record's own fields: its number and its lists. */
const RECORD_EXTRAS = ['number', 'paymentSchedule', 'installments'];
const keysOf = (...schemas: { properties: object }[]) =>
  new Set([...RECORD_EXTRAS, ...schemas.flatMap((schema) => Object.keys(schema.properties))]);
/** The record fields of the kind's records (quotes and loan applications; policies and loans). */
const RECORD_KEYS: Readonly<Record<MessageTemplateKind, ReadonlySet<string>>> = {
  quotes: keysOf(Quote),
  contracts: keysOf(Policy, Loan),
};

/**
 * What `{installment.…}` gives an invoice e-mail of a contract: the row of a policy's `paymentSchedule` or of a
 * loan's `installments` it is sent for (its number, dates, amounts; a loan's per kind of line and total).
 */
const INSTALLMENT_KEYS: ReadonlySet<string> = new Set([
  'number',
  'total',
  ...Object.keys(PolicyScheduleRow.properties),
  ...Object.keys(LoanInstallment.properties).filter((key) => key !== 'id' && key !== 'lines'),
  ...INSTALLMENT_LINE_TYPES.map((type) => type.toLowerCase()),
]);

/** Each object key of the product's versions → the keys of its fields (in any version). */
async function productObjects(tx: Tx, productId: string): Promise<Map<string, Set<string>>> {
  const objects = new Map<string, Set<string>>();
  for (const version of await productVersionService.findAll(tx, { equals: { productId } })) {
    for (const object of version.definition.objectDefinitions) {
      const fields = objects.get(object.key) ?? new Set<string>();
      for (const field of object.fields) fields.add(field.key);
      objects.set(object.key, fields);
    }
  }
  return objects;
}

/** The placeholders a template of the product's `kind` may hold. */
export interface Vocabulary {
  /** Whether a placeholder names something the records give. */
  knows(path: string): boolean;
  /** Every placeholder to two keys, for an editor to offer: `record.number`, `company.name`, `today`… */
  placeholders: string[];
}

/**
 * What the records of the product's `kind` give a template: the first key of a placeholder must be `record`,
 * `company`, `today`, an object of the product or (contracts) `installment`, the second a field of it. Deeper keys (a customer's
 * `.name`, a nested object's field) are not checked: they depend on the data.
 */
export async function productVocabulary(
  tx: Tx,
  productId: string,
  kind: MessageTemplateKind,
): Promise<Vocabulary> {
  const secondKeys = new Map<string, ReadonlySet<string>>(await productObjects(tx, productId));
  // Set last: these hide an object of the same key, as they do in the data.
  secondKeys.set('record', RECORD_KEYS[kind]);
  secondKeys.set('company', new Set(COMPANY_KEYS));
  secondKeys.set('today', new Set());
  if (kind === 'contracts') secondKeys.set('installment', INSTALLMENT_KEYS);
  return {
    knows(path) {
      const [first = '', second] = path.split('.');
      const keys = secondKeys.get(first);
      return keys !== undefined && (second === undefined || keys.has(second));
    },
    placeholders: [...secondKeys].flatMap(([first, keys]) =>
      keys.size === 0 ? [first] : [...keys].map((key) => `${first}.${key}`),
    ),
  };
}

/** The placeholders of `texts` the vocabulary does not know, each once. */
export const unknownPlaceholders = (vocabulary: Vocabulary, texts: readonly string[]): string[] =>
  [...new Set(texts.flatMap(placeholdersIn))].filter((path) => !vocabulary.knows(path));
