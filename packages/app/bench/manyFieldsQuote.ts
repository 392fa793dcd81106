import type { Page } from 'playwright-core';
import {
  MANY_FIELDS_LOOKUP,
  manyFieldData,
  manyFieldDefinitions,
} from '../../engine/test-support/manyFields.js';
import { apiOf } from '../../../tests/e2e/support/story.js';

export interface BenchQuote {
  id: string;
  quoteNr: string;
}

/**
 * A product whose active version has `fieldCount` fields of every kind, and a quote of it with every field
 * filled in, stored through the API as the signed-in user: what a product manager's large product makes.
 */
export async function manyFieldsQuote(page: Page, fieldCount: number): Promise<BenchQuote> {
  const api = apiOf(page);
  const checked = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await api<T>(method, path, body);
    if (answer.status !== 200)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  // Keys and codes are unique in a tenant.
  const made = `${fieldCount}_${Date.now().toString(36)}`;
  const lookup = await checked<{ id: string }>('POST', '/api/lookups', {
    ...MANY_FIELDS_LOOKUP,
    key: `${MANY_FIELDS_LOOKUP.key}_${made}`,
  });
  const product = await checked<{ id: string }>('POST', '/api/products', {
    name: `Bench form ${made}`,
    code: `BENCH_FORM_${made.toUpperCase()}`,
    productType: 'INSURANCE',
  });
  const objectDefinitions = manyFieldDefinitions(fieldCount, lookup.id);
  await checked('POST', '/api/product-versions', {
    name: `${fieldCount} fields`,
    productId: product.id,
    active: true,
    definition: { objectDefinitions },
  });
  const draft = await checked<{ quote: object }>('POST', `/api/products/${product.id}/init-quote`);
  const saved = await checked<{ quote: BenchQuote }>('POST', '/api/quotes/save', {
    quote: { ...draft.quote, data: manyFieldData(objectDefinitions) },
    product: { id: product.id },
  });
  return { id: saved.quote.id, quoteNr: saved.quote.quoteNr };
}
