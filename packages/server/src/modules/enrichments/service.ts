import type { CreditBureauReport, EnrichmentObject, EnrichmentType, Page } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { rowPage } from '../shared/rowPage.js';

interface EnrichmentRow {
  id: string;
  enrichment_definition_id: string | null;
  enrichment_type: EnrichmentType;
  party_id: string;
  party_name: string;
  requested_by_name: string;
  updated_at: Date;
  object: CreditBureauReport;
}

const SELECT = `select e.id, e.enrichment_definition_id, e.enrichment_type, e.party_id, p.name as party_name,
                       e.requested_by_name, e.created_at, e.updated_at, e.object
                  from enrichment_object e join party p on p.id = e.party_id`;

function present(row: EnrichmentRow): EnrichmentObject {
  return {
    id: row.id,
    enrichmentDefinitionId: row.enrichment_definition_id,
    enrichmentType: row.enrichment_type,
    party: { id: row.party_id, name: row.party_name },
    requestedBy: row.requested_by_name,
    updatedAt: row.updated_at.toISOString(),
    object: row.object,
  };
}

/** What an inquiry answered, to keep: for a quote (its enrichment) or for the person alone (`quoteId` null). */
export interface KeptEnrichment {
  tenantId: string;
  quoteId: string | null;
  partyId: string;
  enrichmentDefinitionId: string | null;
  enrichmentType: EnrichmentType;
  integrationId: string;
  object: CreditBureauReport;
  requestedBy: { id: string; name: string };
}

/**
 * Keeps what the bureau answered; answers its id. A quote's enrichment of the same type, definition and person
 * is replaced (its id stays, `updatedAt` moves); a person's own report is always a new one.
 */
export async function keepEnrichment(tx: Tx, kept: KeptEnrichment, at: Date): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into enrichment_object (tenant_id, quote_id, party_id, enrichment_definition_id, enrichment_type,
                                    integration_id, object, requested_by, requested_by_name, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     on conflict (tenant_id, quote_id, enrichment_type,
                  coalesce(enrichment_definition_id, '00000000-0000-0000-0000-000000000000'::uuid), party_id)
       where quote_id is not null
     do update set integration_id = excluded.integration_id, object = excluded.object,
                   requested_by = excluded.requested_by, requested_by_name = excluded.requested_by_name,
                   updated_at = excluded.updated_at
     returning id`,
    [
      kept.tenantId,
      kept.quoteId,
      kept.partyId,
      kept.enrichmentDefinitionId,
      kept.enrichmentType,
      kept.integrationId,
      JSON.stringify(kept.object),
      kept.requestedBy.id,
      kept.requestedBy.name,
      at,
    ],
  );
  return (rows[0] as { id: string }).id;
}

/** The enrichment objects of a quote, newest first. */
export async function quoteEnrichments(tx: Tx, quoteId: string): Promise<EnrichmentObject[]> {
  const { rows } = await tx.query<EnrichmentRow>(
    `${SELECT} where e.quote_id = $1 order by e.updated_at desc, e.id`,
    [quoteId],
  );
  return rows.map(present);
}

/** `GET /api/parties/{id}/credit-reports`: the reports run on the person, newest first. */
export function partyCreditReports(
  tx: Tx,
  partyId: string,
  paging: { page: number; limit: number },
): Promise<Page<EnrichmentObject>> {
  const sql = `${SELECT} where e.party_id = $1 and e.quote_id is null`;
  return rowPage(tx, { sql, params: [partyId], orderBy: 'created_at desc, id' }, paging, present);
}

/** A report run on the person; 404 for another person's or a quote's. */
export async function partyCreditReport(
  tx: Tx,
  partyId: string,
  reportId: string,
): Promise<EnrichmentObject> {
  const { rows } = await tx.query<EnrichmentRow>(
    `${SELECT} where e.id = $1 and e.party_id = $2 and e.quote_id is null`,
    [reportId, partyId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return present(rows[0]);
}
