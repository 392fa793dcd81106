import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Party, PartyReference, Quote, QuoteContext, QuoteDraft } from '@coverline/engine';
import { expect } from 'vitest';
import { EXAMPLES_DIR, loadExamples } from '../../src/demo/examples.js';
import { systemActor } from '../../src/modules/shared/actor.js';
import type { SignedInTenant } from './signedInTenant.js';
import type { TestUser } from './tenants.js';

export type ApplicationData = Record<string, Record<string, unknown>>;

export interface LendingSetup {
  /** The example "Consumer loan" product, loaded into the tenant. */
  productId: string;
  borrower: PartyReference;
  guarantor: PartyReference;
  /** The example application's data naming the borrower and the guarantor. */
  data(): ApplicationData;
  /** A saved (NEW) application with `data`. */
  savedApplication(data?: ApplicationData): Promise<Quote>;
  /**
   * The application made APPROVED directly: the underwriting moves before LEND are the quote operations'
   * (tested with them).
   */
  approve(id: string): Promise<Quote>;
  lend(application: Quote, user?: TestUser): ReturnType<SignedInTenant['call']>;
}

/**
 * The tenant's example content (the consumer loan product and its lookups), a borrower and a guarantor, and
 * the example loan application naming them.
 */
export async function lendingSetup(env: SignedInTenant, code: string): Promise<LendingSetup> {
  const { call } = env;
  await env.server.db.withTenant(env.tenant.id, (tx) => loadExamples(tx, systemActor(env.tenant.id)));
  const products = (await call('GET', '/api/products')).body as { id: string; name: string }[];
  const productId = (products.find((product) => product.name === 'Consumer loan') as { id: string }).id;
  const party = async (partyType: string, partyData: Record<string, unknown>): Promise<PartyReference> => {
    const created = (await call('POST', '/api/parties', { partyType, data: partyData })).body as Party;
    return {
      id: created.id,
      name: created.name,
      ...(created.code ? { code: created.code } : {}),
      partyType: created.partyType,
    };
  };
  const borrower = await party('PRIVATE', {
    person: { firstName: 'Laima', lastName: 'Pirmā', personalCode: `${code}-${Date.now()}-1` },
  });
  const guarantor = await party('LEGAL', {
    company: { name: 'SIA Pirmais', registrationNumber: `4011${Date.now()}` },
  });
  const example = readFileSync(join(EXAMPLES_DIR, 'data', 'consumer-loan.application.json'), 'utf8');
  const data = () => {
    const parsed = JSON.parse(example) as ApplicationData;
    (parsed.borrower as Record<string, unknown>).customer = borrower;
    (parsed.guarantor as Record<string, unknown>).party = guarantor;
    return parsed;
  };
  const read = async (id: string) =>
    ((await call('GET', `/api/loan-applications/${id}`)).body as QuoteContext).quote;
  return {
    productId,
    borrower,
    guarantor,
    data,
    async savedApplication(applicationData = data()) {
      const init = await call('POST', `/api/products/${productId}/init-quote`);
      const draft = (init.body as { quote: QuoteDraft }).quote;
      const saved = await call('POST', '/api/loan-applications/save', {
        quote: { ...draft, data: applicationData },
        product: { id: productId },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return (saved.body as QuoteContext).quote;
    },
    async approve(id) {
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query(`update quote set status = 'APPROVED' where id = $1`, [id]),
      );
      return read(id);
    },
    lend: (application, user) =>
      call(
        'POST',
        `/api/loan-applications/${application.id}/lend`,
        { quote: { id: application.id, version: application.version } },
        user,
      ),
  };
}
