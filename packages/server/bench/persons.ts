import type { Database } from '../src/db/database.js';
import { foldForSearch, searchTextOf } from '../src/modules/shared/searchText.js';

const BATCH = 5_000;

const FIRST_NAMES = [
  'Anna',
  'Jānis',
  'Līga',
  'Pēteris',
  'Ilze',
  'Kārlis',
  'Inese',
  'Andris',
  'Zane',
  'Māris',
];
const LAST_NAMES = [
  'Bērziņa',
  'Ozols',
  'Kalniņš',
  'Liepa',
  'Jansons',
  'Ivanova',
  'Petrovs',
  'Krūmiņa',
  'Āboliņš',
  'Vītola',
  'Zariņš',
  'Eglīte',
];

/** The n-th person: a name, a unique personal code and an e-mail address. */
export function person(n: number) {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length] as string;
  const lastName = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] as string;
  const personalCode = `120385-${String(n).padStart(5, '0')}`;
  const email = `${foldForSearch(`${firstName}.${lastName}`)}${n}@example.com`;
  return { firstName, lastName, personalCode, email };
}

/** Inserts `count` persons from the `first`-th on, as the service would store them, in batches, as the tenant. */
export async function insertPersons(db: Database, tenantId: string, count: number, first = 0): Promise<void> {
  for (let start = first; start < first + count; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, first + count - start) }, (_, index) =>
      person(start + index),
    );
    await db.withTenant(tenantId, (tx) =>
      tx.query(
        `insert into party (tenant_id, party_type, name, code, email, data, search_text)
         select $1, 'PRIVATE', name, code, email, data, search_text
           from unnest($2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[])
             as p(name, code, email, data, search_text)`,
        [
          tenantId,
          people.map((p) => `${p.firstName} ${p.lastName}`),
          people.map((p) => p.personalCode),
          people.map((p) => p.email),
          people.map((p) => JSON.stringify({ person: p })),
          people.map((p) => searchTextOf([`${p.firstName} ${p.lastName}`, p.personalCode, p.email])),
        ],
      ),
    );
  }
}
