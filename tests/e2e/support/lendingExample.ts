import type { Page } from 'playwright-core';
import { apiOf } from './story.js';

/** A party a story created, as a Customer field's options name it: `Name (code)`. */
export interface StoryParty {
  name: string;
  code: string;
}

/**
 * Stores, through the API, what a lending story takes as given: a new borrower and a new guarantor company,
 * with codes of their own, so the story finds its parties whatever else the tenant holds.
 */
export async function storyBorrowerAndGuarantor(
  page: Page,
  borrower: { firstName: string; lastName: string },
): Promise<{ borrower: StoryParty; guarantor: StoryParty }> {
  const api = apiOf(page);
  const unique = Date.now();
  const party = async (partyType: string, data: object): Promise<StoryParty> => {
    const created = await api<StoryParty>('POST', '/api/parties', { partyType, data });
    if (created.status !== 200) throw new Error(`The party was refused: ${JSON.stringify(created.body)}`);
    return { name: created.body.name, code: created.body.code };
  };
  return {
    borrower: await party('PRIVATE', { person: { ...borrower, personalCode: `e2e-${unique}` } }),
    guarantor: await party('LEGAL', {
      company: { name: `SIA Galvotājs ${unique}`, registrationNumber: `4${unique}` },
    }),
  };
}
