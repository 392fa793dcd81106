import {
  premiumSchedule,
  type Party,
  type PartyReference,
  type Policy,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import { expect } from 'vitest';
import { activeHomeProduct, checkedPost } from './homeProduct.js';
import type { SignedInTenant } from './signedInTenant.js';

/** The policies' year. */
const TERM = { startDate: '2026-01-01', endDate: '2026-12-31' };

export interface InsuranceSetup {
  productId: string;
  /** A private person of the tenant. */
  person(firstName: string, lastName: string): Promise<PartyReference>;
  /** An ACTIVE policy of the product held by `holder`, issued through the quote operations. */
  issuedPolicy(holder: PartyReference): Promise<Policy>;
  /** A NEW claim on `policy` by `applicant`, its loss and description as given, saved through the API. */
  claim(
    policy: Policy,
    applicant: PartyReference,
    loss: { amount: number; description: string },
  ): Promise<{ id: string; claimNr: string }>;
}

/**
 * The home insurance product with an active version in the tenant, and helpers that make persons and issue
 * policies of it through the API. The quote is made APPROVED directly: underwriting is the quotes' tests.
 */
export async function insuranceSetup(env: SignedInTenant, code: string): Promise<InsuranceSetup> {
  const { call } = env;
  const { productId } = await activeHomeProduct(checkedPost(call), { name: code, code, iconName: 'Home' });
  return {
    productId,
    async person(firstName, lastName) {
      const data = { person: { firstName, lastName, personalCode: `${code}-${firstName}-${Date.now()}` } };
      const party = (await call('POST', '/api/parties', { partyType: 'PRIVATE', data })).body as Party;
      return {
        id: party.id,
        name: party.name,
        partyType: party.partyType,
        ...(party.code ? { code: party.code } : {}),
      };
    },
    async issuedPolicy(holder) {
      const draft = (
        (await call('POST', `/api/products/${productId}/init-quote`)).body as { quote: QuoteDraft }
      ).quote;
      const saved = await call('POST', '/api/quotes/save', {
        quote: {
          ...draft,
          data: {
            quote: { ...TERM, sumInsured: { amount: 20000, currency: 'EUR' } },
            pricing: { premium: { amount: 1200, currency: 'EUR' } },
            holder: { customer: holder },
          },
          paymentSchedule: premiumSchedule({ premium: 1200, currency: 'EUR', ...TERM, instalments: 1 }),
        },
        product: { id: productId },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const quote = (saved.body as QuoteContext).quote;
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query(`update quote set status = 'APPROVED' where id = $1`, [quote.id]),
      );
      const issued = await call('POST', `/api/quotes/${quote.id}/issue`, {
        quote: { id: quote.id, version: quote.version },
      });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const policyId = (issued.body as QuoteContext).quote.targetPolicyId as string;
      return (await call('GET', `/api/policies/${policyId}`)).body as Policy;
    },
    async claim(policy, applicant, { amount, description }) {
      const saved = await call('POST', '/api/claims/save', {
        claim: {
          data: {
            claim: {
              applicant,
              eventDateTime: '2026-03-10T14:30:00',
              applicationDate: '2026-03-12',
              lossAmount: { amount, currency: 'EUR' },
              description,
            },
          },
        },
        policy: { id: policy.id },
        product: { id: policy.product.id },
        applicant: { id: applicant.id },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return (saved.body as { claim: { id: string; claimNr: string } }).claim;
    },
  };
}
