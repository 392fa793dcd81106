/// <reference types="vite/client" />
/**
 * The example tenant content as an integrator would hold it: a product version, the lookups and objects it
 * references, sample data. Loaded from the JSON files of `examples/`.
 */
import type { Lookup, ObjectDefinition, ProductVersion } from '@coverline/engine';
import type { PartyReference, PartySearch } from '@coverline/widgets';

const json = <T>(modules: Record<string, unknown>): T[] => Object.values(modules) as T[];

export const lookups = json<Lookup>(
  import.meta.glob('../lookups/*.json', { eager: true, import: 'default' }),
);
export const objects = json<ObjectDefinition>(
  import.meta.glob('../objects/*.json', { eager: true, import: 'default' }),
);
export const products = import.meta.glob<ProductVersion>('../products/*.json', {
  eager: true,
  import: 'default',
});
export const sampleData = import.meta.glob<Record<string, unknown>>('../data/*.json', {
  eager: true,
  import: 'default',
});

/** The integrator's party directory; a real page would call its own API here. */
const PARTIES: PartyReference[] = [
  {
    id: '9b2d7c1e-4f3a-4c59-8e21-0d6a5b7f3c10',
    name: 'Anna Bērziņa',
    code: '120385-12345',
    partyType: 'PRIVATE',
  },
  { id: '5e8a1f02-7b6c-4d3e-9f10-2a4b6c8d0e12', name: 'Pēteris Bērziņš', partyType: 'PRIVATE' },
  {
    id: '6a0d2e4f-8b1c-4d7e-9a3f-5c2b1e0d9f87',
    name: 'SIA Ozols un Partneri',
    code: '40103987654',
    partyType: 'LEGAL',
  },
  ...Array.from({ length: 30 }, (_, index) => ({
    id: `demo-${index}`,
    name: `Demo Person ${String(index + 1).padStart(2, '0')}`,
    partyType: 'PRIVATE' as const,
  })),
];

export async function searchParties({ search, partyTypes, page, limit }: PartySearch) {
  const found = PARTIES.filter(
    (party) =>
      party.name.toLowerCase().includes(search.toLowerCase()) &&
      (!party.partyType || partyTypes.includes(party.partyType)),
  );
  return { items: found.slice(page * limit, (page + 1) * limit), count: found.length };
}
