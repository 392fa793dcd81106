import type {
  PartyFieldChange,
  PartyReference,
  PartyRole,
  PartyType,
  QuoteParty,
  QuotePartyChange,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { FoundReference } from '../../kit/partyReferences.js';
import type { FormData } from '../shared/formData.js';

/**
 * The copies a quote keeps of the parties it names (table `quote_party`): taken when a party first appears
 * in the quote's data, renewed only by sync, dropped when the data no longer names the party. Where the data
 * names each party (`paths`) and its roles follow the data on every save.
 */

interface CopyRow {
  party_id: string;
  party_type: PartyType;
  name: string;
  code: string | null;
  version: number;
  data: FormData;
  paths: string[];
  roles: PartyRole[];
}

/**
 * After a quote's write: a copy of each party that `references` name and the quote has no copy of yet (the
 * party as it is now), new paths and roles for the others, and no copy of parties no longer named.
 */
export async function keepPartyCopies(
  tx: Tx,
  tenantId: string,
  quoteId: string,
  references: readonly FoundReference[],
  roles: ReadonlyMap<string, readonly PartyRole[]>,
): Promise<void> {
  const named = new Map<string, string[]>();
  for (const { path, reference } of references) {
    const id = reference.id.toLowerCase();
    named.set(id, [...(named.get(id) ?? []), path.join('.')]);
  }
  const parties = [...named].map(([id, paths]) => ({ id, paths, roles: roles.get(id) ?? [] }));
  await tx.query('delete from quote_party where quote_id = $1 and not (party_id = any($2::uuid[]))', [
    quoteId,
    parties.map((party) => party.id),
  ]);
  if (parties.length === 0) return;
  await tx.query(
    `insert into quote_party (tenant_id, quote_id, party_id, party_type, name, code, version, data, paths, roles)
     select $1, $2, p.id, p.party_type, p.name, p.code, p.version, p.data, named.paths, named.roles
       from jsonb_to_recordset($3::jsonb) as named(id uuid, paths text[], roles text[])
       join party p on p.id = named.id
     on conflict (tenant_id, quote_id, party_id)
       do update set paths = excluded.paths, roles = excluded.roles`,
    [tenantId, quoteId, JSON.stringify(parties)],
  );
}

function presentCopy(row: CopyRow): QuoteParty {
  return {
    id: row.party_id,
    partyType: row.party_type,
    name: row.name,
    ...(row.code === null ? {} : { code: row.code }),
    version: row.version,
    data: row.data,
    paths: row.paths,
    roles: row.roles,
  };
}

/** A quote's copies of its parties, in the order of their first path in the data. */
export async function partyCopiesOf(tx: Tx, quoteId: string): Promise<QuoteParty[]> {
  const { rows } = await tx.query<CopyRow>(
    `select party_id, party_type, name, code, version, data, paths, roles
       from quote_party where quote_id = $1 order by paths[1] nulls last, party_id`,
    [quoteId],
  );
  return rows.map(presentCopy);
}

/** A quote's copy of one party; undefined when the quote names no such party. */
export async function partyCopyOf(tx: Tx, quoteId: string, partyId: string): Promise<QuoteParty | undefined> {
  const { rows } = await tx.query<CopyRow>(
    `select party_id, party_type, name, code, version, data, paths, roles
       from quote_party where quote_id = $1 and party_id = $2`,
    [quoteId, partyId],
  );
  return rows[0] === undefined ? undefined : presentCopy(rows[0]);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a value by dotted path (objects and lists walked; an empty object or list is a leaf). */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  if (entries.length === 0) {
    if (value !== undefined) into.set(path, value);
    return into;
  }
  for (const [key, item] of entries) leaves(item, path === '' ? key : `${path}.${key}`, into);
  return into;
}

/** The differences between a copy and the party now, field by field: name, code, then the data's paths. */
export function partyChanges(
  copy: { name: string; code: string | null; data: FormData },
  current: { name: string; code: string | null; data: FormData },
): PartyFieldChange[] {
  const changes: PartyFieldChange[] = [];
  const change = (path: string, before: unknown, after: unknown) => {
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    changes.push({
      path,
      ...(before === undefined || before === null ? {} : { copy: before }),
      ...(after === undefined || after === null ? {} : { current: after }),
    });
  };
  change('name', copy.name, current.name);
  change('code', copy.code, current.code);
  const before = leaves(copy.data, '', new Map());
  const after = leaves(current.data, '', new Map());
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const path of paths) change(path, before.get(path), after.get(path));
  return changes;
}

/**
 * The parties of a quote that changed since it copied them: a newer version with at least one field that
 * differs from the copy (a save that changed nothing is no change).
 */
export async function partiesChangedOf(tx: Tx, quoteId: string): Promise<QuotePartyChange[]> {
  const { rows } = await tx.query<
    CopyRow & {
      current_name: string;
      current_code: string | null;
      current_version: number;
      current_data: FormData;
    }
  >(
    `select c.party_id, c.party_type, c.name, c.code, c.version, c.data, c.paths, c.roles,
            p.name as current_name, p.code as current_code, p.version as current_version, p.data as current_data
       from quote_party c join party p on p.id = c.party_id
      where c.quote_id = $1 and p.version <> c.version
      order by c.paths[1] nulls last, c.party_id`,
    [quoteId],
  );
  return rows.flatMap((row) => {
    const changes = partyChanges(row, {
      name: row.current_name,
      code: row.current_code,
      data: row.current_data,
    });
    if (changes.length === 0) return [];
    return [
      {
        id: row.party_id,
        partyType: row.party_type,
        name: row.current_name,
        version: row.version,
        latestVersion: row.current_version,
        changes,
      },
    ];
  });
}

/**
 * Renews a quote's copy of a party from the party as it is now, and gives the references in `data` (at the
 * copy's paths) the party's current name and code. Returns the new data.
 */
export async function renewPartyCopy(
  tx: Tx,
  quoteId: string,
  copy: QuoteParty,
  data: FormData,
): Promise<FormData> {
  const { rows } = await tx.query<{ party_type: PartyType; name: string; code: string | null }>(
    `update quote_party c set party_type = p.party_type, name = p.name, code = p.code, version = p.version,
            data = p.data
       from party p
      where c.quote_id = $1 and c.party_id = $2 and p.id = c.party_id
      returning p.party_type, p.name, p.code`,
    [quoteId, copy.id],
  );
  const party = rows[0];
  if (party === undefined) return data;
  const reference: PartyReference = {
    id: copy.id,
    name: party.name,
    ...(party.code === null ? {} : { code: party.code }),
    partyType: party.party_type,
  };
  const renewed = structuredClone(data);
  for (const path of copy.paths) {
    const keys = path.split('.');
    const last = keys.pop();
    let at: unknown = renewed;
    for (const key of keys)
      at = isPlainObject(at) || Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
    if (last !== undefined && (isPlainObject(at) || Array.isArray(at))) {
      (at as Record<string, unknown>)[last] = reference;
    }
  }
  return renewed;
}
