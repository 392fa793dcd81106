import type { DataDefinition } from '@coverline/engine';
import { displayName, type CatalogEnrichment } from '../../api/objectCatalog.js';

/** An enrichment a quote may be given: under an enrichment definition (its id), or of the contractee (none). */
export interface EnrichmentChoice {
  definitionId: string | undefined;
  name: string;
}

/**
 * The enrichments a quote's product version asks for: those its objects name (a loan application's borrower
 * names the credit bureau report), in form order; when none does, the credit bureau's report on the
 * contractee, called `fallback`.
 */
export function enrichmentChoices(
  definition: DataDefinition,
  enrichments: readonly CatalogEnrichment[],
  locale: string,
  fallback: string,
): EnrichmentChoice[] {
  const keys = [
    ...new Set(definition.objectDefinitions.flatMap((object) => object.attributes.enrichment ?? [])),
  ];
  const named = keys.flatMap((key) => enrichments.filter((enrichment) => enrichment.key === key));
  if (named.length === 0) return [{ definitionId: undefined, name: fallback }];
  return named.map((enrichment) => ({ definitionId: enrichment.id, name: displayName(enrichment, locale) }));
}

/** What an enrichment object is called: its definition's name, or `fallback` for the contractee's. */
export function enrichmentName(
  definitionId: string | null,
  enrichments: readonly CatalogEnrichment[],
  locale: string,
  fallback: string,
): string {
  const definition = enrichments.find((enrichment) => enrichment.id === definitionId);
  return definition === undefined ? fallback : displayName(definition, locale);
}
