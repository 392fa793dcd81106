import type { Page } from 'playwright-core';
import { exampleData } from '../../../packages/engine/test-support/exampleData.js';
import { apiOf } from './story.js';

/** The persons the example motor quote names, by the ids the example file uses for them. */
const EXAMPLE_PERSONS = {
  '9b2d7c1e-4f3a-4c59-8e21-0d6a5b7f3c10': {
    firstName: 'Anna',
    lastName: 'Bērziņa',
    personalCode: '120385-12345',
  },
  '5e8a1f02-7b6c-4d3e-9f10-2a4b6c8d0e12': {
    firstName: 'Pēteris',
    lastName: 'Bērziņš',
    personalCode: '010190-11111',
  },
};

/** A person the story created, as a Customer field's options name it: `Anna Bērziņa (120385-12345-…)`. */
export interface StoryPerson {
  name: string;
  code: string;
}

export interface SavedQuote {
  quote: { id: string; version: number; status: string; targetPolicyId: string | null };
}

/**
 * Stores the example motor quote of the demo tenant (`examples/data/motor-insurance.quote.json`) through the
 * API, its persons created first: what a story takes as given. The demo tenant's sample records hold the
 * example's persons already, so the story's own get personal codes of their own (unique, as the persons'
 * form requires). Answers the saved quote, its data, the product's id and the policyholder created.
 */
export async function savedExampleMotorQuote(
  page: Page,
): Promise<{ saved: SavedQuote; data: object; productId: string; holder: StoryPerson }> {
  const api = apiOf(page);
  let example = JSON.stringify(exampleData('motor-insurance.quote.json'));
  const story = Date.now().toString(36);
  const created: StoryPerson[] = [];
  for (const [exampleId, person] of Object.entries(EXAMPLE_PERSONS)) {
    const code = `${person.personalCode}-${story}`;
    const party = await api<{ id: string; name: string }>('POST', '/api/parties', {
      partyType: 'PRIVATE',
      data: { person: { ...person, personalCode: code } },
    });
    if (party.status !== 200)
      throw new Error(`The example person was refused: ${JSON.stringify(party.body)}`);
    example = example
      .replaceAll(exampleId, party.body.id)
      .replaceAll(`"${person.personalCode}"`, `"${code}"`);
    created.push({ name: party.body.name, code });
  }
  const catalog = await api<{ products: { id: string; code: string }[] }>('GET', '/api/object-catalog');
  const productId = catalog.body.products.find((product) => product.code === 'MOTOR_INSURANCE')?.id ?? '';
  const draft = await api<{ quote: object }>('POST', `/api/products/${productId}/init-quote`);
  const data = JSON.parse(example) as object;
  const saved = await api<SavedQuote>('POST', '/api/quotes/save', {
    quote: { ...draft.body.quote, data },
    product: { id: productId },
  });
  if (saved.status !== 200) throw new Error(`The example quote was refused: ${JSON.stringify(saved.body)}`);
  return { saved: saved.body, data, productId, holder: created[0] as StoryPerson };
}
