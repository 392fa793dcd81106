import type { Page } from 'playwright-core';
import { exampleData } from '../../../packages/engine/test-support/exampleData.js';
import { apiOf } from './story.js';

interface PartyReference {
  id: string;
  name: string;
  code?: string;
  partyType: string;
}

/**
 * Stores the example consumer-loan application of the demo tenant (`examples/data/consumer-loan.application.json`)
 * through the API for a new borrower and a new guarantor company, both created first with codes of their
 * own, so the story finds its records whatever else the tenant holds. Answers the application's id.
 */
export async function savedExampleLoanApplication(
  page: Page,
  borrower: { firstName: string; lastName: string },
): Promise<string> {
  const api = apiOf(page);
  const unique = Date.now();
  const party = async (partyType: string, data: object): Promise<PartyReference> => {
    const created = await api<PartyReference>('POST', '/api/parties', { partyType, data });
    if (created.status !== 200) throw new Error(`The party was refused: ${JSON.stringify(created.body)}`);
    const { id, name, code } = created.body;
    return { id, name, ...(code ? { code } : {}), partyType };
  };
  const data = exampleData<{ borrower: Record<string, unknown>; guarantor: Record<string, unknown> }>(
    'consumer-loan.application.json',
  );
  data.borrower.customer = await party('PRIVATE', { person: { ...borrower, personalCode: `e2e-${unique}` } });
  data.guarantor.party = await party('LEGAL', {
    company: { name: `SIA Galvotājs ${unique}`, registrationNumber: `4${unique}` },
  });
  const catalog = await api<{ products: { id: string; code: string }[] }>('GET', '/api/object-catalog');
  const productId = catalog.body.products.find((product) => product.code === 'CONSUMER_LOAN')?.id ?? '';
  const draft = await api<{ quote: object }>('POST', `/api/products/${productId}/init-quote`);
  const saved = await api<{ quote: { id: string } }>('POST', '/api/loan-applications/save', {
    quote: { ...draft.body.quote, data },
    product: { id: productId },
  });
  if (saved.status !== 200) throw new Error(`The application was refused: ${JSON.stringify(saved.body)}`);
  return saved.body.quote.id;
}
