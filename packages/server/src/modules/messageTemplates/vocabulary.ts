import { Loan, Policy, Quote, type MessageTemplateKind } from '@coverline/engine';
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

/**
 * The placeholders of `texts` that name nothing a record of the product's `kind` gives: the first key must
 * be `record`, `company`, `today` or an object of the product, the second a field of it. Deeper keys (a
 * customer's `.name`, a nested object's field) are not checked: they depend on the data.
 */
export async function unknownPlaceholders(
  tx: Tx,
  productId: string,
  kind: MessageTemplateKind,
  texts: readonly string[],
): Promise<string[]> {
  const objects = await productObjects(tx, productId);
  const secondKeys = (first: string): ReadonlySet<string> | undefined => {
    if (first === 'record') return RECORD_KEYS[kind];
    if (first === 'company') return new Set(COMPANY_KEYS);
    if (first === 'today') return new Set();
    return objects.get(first);
  };
  const known = (path: string) => {
    const [first = '', second] = path.split('.');
    const keys = secondKeys(first);
    return keys !== undefined && (second === undefined || keys.has(second));
  };
  return [...new Set(texts.flatMap(placeholdersIn))].filter((path) => !known(path));
}
