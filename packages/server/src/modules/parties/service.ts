import {
  PARTY_TYPES,
  type ObjectDefinition,
  type Party,
  type PartyContext,
  type PartyDraft,
  type PartyType,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import { objectDefinitions } from '../objectDefinitions/service.js';
import type { UserActor } from '../shared/actor.js';
import { compileForRequest, loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { validFormData, type FormData } from '../shared/formData.js';
import { recordChange } from '../shared/journal.js';
import type { Page } from '../shared/resource.js';
import { searchTextOf } from '../shared/searchText.js';
import { partyIdentityOf } from './partyDerivation.js';
import { partyReferencesIn, requireExistingParties, type PartyReference } from './partyReferences.js';
import { saveUniqueValues, uniqueValuesOf } from './uniqueValues.js';

/** A party in lists: everything but its data. */
export type PartySummary = Omit<Party, 'data'>;

/** What a client sends: the type and the data (to update, also `id` and `version`). */
export interface PartyPayload {
  id?: string;
  version?: number;
  partyType: string;
  data: FormData;
}

/** Filters of the party lists; each one given narrows the list. */
export interface PartyFilter {
  /** A LIKE pattern over the folded name, code and e-mail (see `containsPattern`). */
  pattern?: string;
  partyTypes?: PartyType[];
  ids?: string[];
}

interface PartyRow {
  id: string;
  party_type: PartyType;
  name: string;
  code: string | null;
  email: string | null;
  data?: FormData;
  version: number;
  created_at: Date;
  updated_at: Date;
}

function summaryOf(row: PartyRow): PartySummary {
  return {
    id: row.id,
    partyType: row.party_type,
    name: row.name,
    ...(row.code === null ? {} : { code: row.code }),
    ...(row.email === null ? {} : { email: row.email }),
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function partyOf(row: PartyRow): Party {
  return { ...summaryOf(row), data: row.data as FormData };
}

/** `private`, `Legal`… → the party type; anything else is refused (400 on `field`). */
export function partyTypeOf(text: string, field = 'partyType'): PartyType {
  const partyType = PARTY_TYPES.find((type) => type === text.toUpperCase());
  if (partyType === undefined) throw httpError(400, 'validationFailed', { [field]: ['notAllowed'] });
  return partyType;
}

/** The tenant's object definitions of a party type (objectType PRIVATE or LEGAL), in form order. */
function definitionsOf(tx: Tx, partyType: PartyType): Promise<ObjectDefinition[]> {
  return objectDefinitions.findAll(tx, { equals: { objectType: partyType } });
}

/** A new party of a type, with its form's defaults, and the form's data definition. */
export async function initParty(tx: Tx, partyTypeText: string, moment: FormMoment): Promise<PartyDraft> {
  const partyType = partyTypeOf(partyTypeText);
  const dataDefinition = await loadDataDefinition(tx, await definitionsOf(tx, partyType));
  const { defaults } = compileForRequest(dataDefinition, moment);
  return { party: { partyType, data: defaults }, dataDefinition };
}

/** The data as stored (what the form shows, validated) with everything derived from it. */
async function preparedParty(tx: Tx, partyType: PartyType, data: FormData, moment: FormMoment) {
  const definitions = await definitionsOf(tx, partyType);
  const compiled = compileForRequest(await loadDataDefinition(tx, definitions), moment);
  const shown = validFormData(compiled, data, moment.locale);
  await requireExistingParties(tx, partyReferencesIn(shown, compiled.uiSchema), moment.locale);
  const identity = partyIdentityOf(definitions, shown);
  return {
    data: shown,
    identity,
    searchText: searchTextOf([identity.name, identity.code, identity.email]),
    uniqueValues: uniqueValuesOf(definitions, shown),
  };
}

/** A party with its form's data definition: what the person view and edit pages render. */
export async function readPartyContext(tx: Tx, id: string): Promise<PartyContext> {
  const party = await readParty(tx, id);
  const dataDefinition = await loadDataDefinition(tx, await definitionsOf(tx, party.partyType));
  return { party, dataDefinition };
}

const PARTY_COLUMNS = 'id, party_type, name, code, email, data, version, created_at, updated_at';

export async function createParty(
  tx: Tx,
  actor: UserActor,
  payload: PartyPayload,
  moment: FormMoment,
): Promise<Party> {
  return saveParty(tx, actor, partyTypeOf(payload.partyType), payload.data, moment, null);
}

/** Saves new data of a party read at `payload.version` (409 if it changed since); its type stays. */
export async function updateParty(
  tx: Tx,
  actor: UserActor,
  payload: PartyPayload,
  moment: FormMoment,
): Promise<Party> {
  const before = await readParty(tx, payload.id as string, true);
  if (before.version !== payload.version) throw httpError(409, STALE_VERSION_MESSAGE);
  if (partyTypeOf(payload.partyType) !== before.partyType) {
    throw httpError(400, 'validationFailed', { partyType: ['notAllowed'] });
  }
  return saveParty(tx, actor, before.partyType, payload.data, moment, before);
}

/**
 * Inserts a party (`before` null) or updates `before` with prepared data and everything derived from it,
 * then keeps its unique values and journals the change: the one write path of creation and update.
 */
async function saveParty(
  tx: Tx,
  actor: UserActor,
  partyType: PartyType,
  data: FormData,
  moment: FormMoment,
  before: Party | null,
): Promise<Party> {
  const prepared = await preparedParty(tx, partyType, data, moment);
  const { identity } = prepared;
  // The columns both statements write, in their order: name, code, email, data, search_text.
  const derived = [
    identity.name,
    identity.code ?? null,
    identity.email ?? null,
    prepared.data,
    prepared.searchText,
  ];
  const { rows } =
    before === null
      ? await tx.query<PartyRow>(
          `insert into party (tenant_id, party_type, name, code, email, data, search_text)
           values ($1, $2, $3, $4, $5, $6, $7) returning ${PARTY_COLUMNS}`,
          [actor.tenantId, partyType, ...derived],
        )
      : await tx.query<PartyRow>(
          `update party set name = $2, code = $3, email = $4, data = $5, search_text = $6,
                            version = version + 1, updated_at = now()
            where id = $1 returning ${PARTY_COLUMNS}`,
          [before.id, ...derived],
        );
  const party = partyOf(rows[0] as PartyRow);
  await saveUniqueValues(
    tx,
    { tenantId: actor.tenantId, id: party.id },
    prepared.uniqueValues,
    moment.locale,
  );
  await journal(tx, actor, before === null ? 'CREATE' : 'UPDATE', before, party);
  return party;
}

/** One party of the tenant (404 otherwise, also for another tenant's id). */
export async function readParty(tx: Tx, id: string, forUpdate = false): Promise<Party> {
  const { rows } = await tx.query<PartyRow>(
    `select ${PARTY_COLUMNS} from party where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return partyOf(rows[0]);
}

/**
 * One page of the tenant's parties that pass the filter, in name order, with how many pass in all. Read
 * through the `party_page` and `party_count` functions, so that a search uses the trigram index (see
 * 0005_business.sql).
 */
export async function findParties(
  tx: Tx,
  filter: PartyFilter,
  page: number,
  limit: number,
): Promise<Page<PartySummary>> {
  const filters = [filter.pattern ?? null, filter.partyTypes ?? null, filter.ids ?? null];
  const count = await tx.query<{ count: number }>('select party_count($1, $2, $3) as count', filters);
  const { rows } = await tx.query<PartyRow>('select * from party_page($1, $2, $3, $4, $5)', [
    ...filters,
    limit,
    page * limit,
  ]);
  return { count: count.rows[0]?.count ?? 0, items: rows.map(summaryOf) };
}

/** A party as a Customer field holds it. */
export function referenceOf({ id, name, code, partyType }: PartySummary): PartyReference {
  return { id, name, ...(code === undefined ? {} : { code }), partyType };
}

function journal(tx: Tx, actor: UserActor, eventType: string, before: Party | null, after: Party) {
  return recordChange(tx, actor, {
    objectTable: 'party',
    objectId: after.id,
    eventType,
    objectDisplayName: after.name,
    previousState: before,
    newState: after,
  });
}
