import type { ObjectDefinition, PartyType } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import { partyCopiesOf } from '../quotes/partyCopies.js';
import { productOf } from '../quotes/service.js';

/** A person the credit bureau is asked about, as the quote copied them or as they are stored. */
export interface CreditSubject {
  partyId: string;
  name: string;
  /** The personal code: what the bureau knows people by. */
  idNumber: string;
  dateOfBirth?: string;
}

/** What enriching a quote asks about: the people and the enrichment definition they are asked under. */
export interface QuoteEnrichmentSubjects {
  quoteNr: string;
  enrichmentDefinitionId: string | null;
  subjects: CreditSubject[];
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first `dateOfBirth` of the party's objects (the predefined person's field), when it holds a date. */
function dateOfBirthOf(data: Record<string, unknown>): string | undefined {
  for (const value of Object.values(data)) {
    const date = (value as { dateOfBirth?: unknown } | null)?.dateOfBirth;
    if (typeof date === 'string' && PLAIN_DATE.test(date)) return date;
  }
  return undefined;
}

/**
 * A party as the credit bureau is asked about them, when it can be: a private person with a personal code
 * (not a company, nor a person without a code).
 */
export function creditSubjectOf(party: {
  id: string;
  partyType: PartyType;
  name: string;
  code?: string | null;
  data: Record<string, unknown>;
}): CreditSubject | undefined {
  if (party.partyType !== 'PRIVATE' || !party.code) return undefined;
  const dateOfBirth = dateOfBirthOf(party.data);
  return {
    partyId: party.id,
    name: party.name,
    idNumber: party.code,
    ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
  };
}

/** The subjects the bureau can be asked about; 409 `noCreditReportSubject` when there is none. */
export function requireSubjects(subjects: readonly (CreditSubject | undefined)[]): CreditSubject[] {
  const found = subjects.filter((subject) => subject !== undefined);
  if (found.length === 0) throw httpError(409, 'noCreditReportSubject');
  return found;
}

/** `requireSubjects` of one party. */
export const requireSubject = (party: Parameters<typeof creditSubjectOf>[0]): CreditSubject =>
  requireSubjects([creditSubjectOf(party)])[0] as CreditSubject;

/** The object definition of type ENRICHMENT with this id; 400 on `enrichmentDefinitionId` for none. */
async function enrichmentDefinitionOf(tx: Tx, id: string): Promise<ObjectDefinition> {
  const definition = await objectDefinitionService.get(tx, id).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404) return undefined;
    throw error;
  });
  if (definition?.objectType !== 'ENRICHMENT') {
    throw httpError(400, 'validationFailed', { enrichmentDefinitionId: ['notFound'] });
  }
  return definition;
}

/**
 * Whom enriching the quote asks about. Under an enrichment definition: the people named in the Customer
 * fields of the quote's objects whose definition names that enrichment (a loan application's borrower, each
 * of a motor quote's drivers) — 400 when no object of its product version names it. Without one: the quote's
 * contractee. Only private persons with a personal code are asked about; 409 `noCreditReportSubject` when
 * that leaves nobody.
 */
export async function quoteEnrichmentSubjects(
  tx: Tx,
  quote: { id: string; quoteNr: string; productId: string; productVersionId: string },
  enrichmentDefinitionId: string | undefined,
): Promise<QuoteEnrichmentSubjects> {
  const parties = await partyCopiesOf(tx, quote.id);
  let named: typeof parties;
  if (enrichmentDefinitionId === undefined) {
    named = parties.filter((party) => party.roles.includes('PH') || party.roles.includes('BO'));
  } else {
    const { key } = await enrichmentDefinitionOf(tx, enrichmentDefinitionId);
    const { definitions } = await productOf(tx, quote.productId, quote.productVersionId);
    const enriched = definitions.filter((definition) => definition.attributes.enrichment === key);
    if (enriched.length === 0) {
      throw httpError(400, 'validationFailed', { enrichmentDefinitionId: ['enrichmentNotInProduct'] });
    }
    named = parties.filter((party) =>
      party.paths.some((path) => enriched.some((definition) => path.startsWith(`${definition.key}.`))),
    );
  }
  return {
    quoteNr: quote.quoteNr,
    enrichmentDefinitionId: enrichmentDefinitionId ?? null,
    subjects: requireSubjects(named.map(creditSubjectOf)),
  };
}
