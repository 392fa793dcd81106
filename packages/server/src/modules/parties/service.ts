import {
  PARTY_TYPES,
  type CreateParty,
  type DataDefinition,
  type ObjectDefinition,
  type Party,
  type PartyContext,
  type PartyDraft,
  type PartyReference,
  type PartySummary,
  type PartyType,
  type UpdateParty,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { ListRequest, Page, SqlCondition } from '../../kit/listQuery.js';
import { defineRecordKind, type RecordRow } from '../../kit/recordKind.js';
import { cachedByConfiguration } from '../../cache/cachedByConfiguration.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import type { UserActor } from '../shared/actor.js';
import { loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { searchTextOf } from '../shared/searchText.js';
import { partyIdentityOf } from './partyDerivation.js';
import { saveUniqueValues, uniqueValuesOf } from './uniqueValues.js';

export interface PartyRow extends RecordRow {
  party_type: PartyType;
  name: string;
  code: string | null;
  email: string | null;
}

/** Filters of the party look-ups; each one given narrows the list. */
export interface PartyFilter {
  partyTypes?: PartyType[];
  ids?: string[];
}

function summaryOf(row: Omit<PartyRow, 'data'>): PartySummary {
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

/**
 * Persons, private and legal: their form is the tenant's object definitions of their type, and their name,
 * code and e-mail follow from the data. No workflow: a party is created and updated.
 */
export const parties = defineRecordKind<PartyRow, Party, PartySummary>({
  table: 'party',
  columns: 'id, party_type, name, code, email, data, version, created_at, updated_at',
  derive({ form, data }) {
    const identity = partyIdentityOf(form.definitions, data);
    return {
      name: identity.name,
      code: identity.code ?? null,
      email: identity.email ?? null,
      search_text: searchTextOf([identity.name, identity.code, identity.email]),
    };
  },
  afterWrite: (tx, actor, row, { form, data, locale }) =>
    saveUniqueValues(
      tx,
      { tenantId: actor.tenantId, id: row.id },
      uniqueValuesOf(form.definitions, data),
      locale,
    ),
  present: async (_tx, row) => ({ ...summaryOf(row), data: row.data }),
  displayName: (party) => party.name,
  list: {
    table: 'party',
    alias: 'p',
    select: {
      id: 'p.id',
      party_type: 'p.party_type',
      name: 'p.name',
      code: 'p.code',
      email: 'p.email',
      version: 'p.version',
      created_at: 'p.created_at',
      updated_at: 'p.updated_at',
    },
    // Names sort by their folded form, which the search text starts with (and which an index orders).
    sortable: {
      name: 'p.search_text',
      partyType: 'p.party_type',
      code: 'p.code',
      email: 'p.email',
      createdAt: 'p.created_at',
      updatedAt: 'p.updated_at',
    },
    defaultSorting: [{ field: 'name', direction: 'ASC' }],
    searchColumn: 'p.search_text',
    item: (row) => summaryOf(row as unknown as PartyRow),
  },
});

/** `private`, `Legal`… → the party type; anything else is refused (400 on `field`). */
export function partyTypeOf(text: string, field = 'partyType'): PartyType {
  const partyType = PARTY_TYPES.find((type) => type === text.toUpperCase());
  if (partyType === undefined) throw httpError(400, 'validationFailed', { [field]: ['notAllowed'] });
  return partyType;
}

/** The tenant's object definitions of a party type (objectType PRIVATE or LEGAL), in form order. */
export function definitionsOf(tx: Tx, partyType: PartyType): Promise<ObjectDefinition[]> {
  return objectDefinitionService.findAll(tx, { equals: { objectType: partyType } });
}

/** The data definition of a party type's form: remembered while the tenant's configuration stays. */
function partyDataDefinition(tx: Tx, partyType: PartyType): Promise<DataDefinition> {
  return cachedByConfiguration(tx, `party data definition ${partyType}`, async () =>
    loadDataDefinition(tx, await definitionsOf(tx, partyType)),
  );
}

/** The form of a party type, compiled for the request's moment. */
async function partyForm(tx: Tx, partyType: PartyType, moment: FormMoment) {
  return parties.formOf(await partyDataDefinition(tx, partyType), moment);
}

/** A new party of a type, with its form's defaults, and the form's data definition; nothing is stored. */
export async function initParty(tx: Tx, partyTypeText: string, moment: FormMoment): Promise<PartyDraft> {
  const partyType = partyTypeOf(partyTypeText);
  const form = await partyForm(tx, partyType, moment);
  return { party: { partyType, data: form.compiled.defaults }, dataDefinition: form.dataDefinition };
}

/** A party with its form's data definition: what the person view and edit pages render. */
export async function partyContext(tx: Tx, row: PartyRow): Promise<PartyContext> {
  const dataDefinition = await partyDataDefinition(tx, row.party_type);
  return { party: await parties.declaration.present(tx, row), dataDefinition };
}

export async function createParty(
  tx: Tx,
  actor: UserActor,
  payload: CreateParty,
  moment: FormMoment,
): Promise<Party> {
  const partyType = partyTypeOf(payload.partyType);
  const form = await partyForm(tx, partyType, moment);
  const saved = await parties.save(tx, actor, {
    before: null,
    form,
    data: payload.data,
    moment,
    set: { party_type: partyType },
  });
  return saved.record;
}

/** Saves new data of a party read at `payload.version` (409 if it changed since); its type stays. */
export async function updateParty(
  tx: Tx,
  actor: UserActor,
  payload: UpdateParty,
  moment: FormMoment,
): Promise<Party> {
  const before = await parties.read(tx, payload.id, true);
  if (before.version === payload.version && partyTypeOf(payload.partyType) !== before.party_type) {
    throw httpError(400, 'validationFailed', { partyType: ['notAllowed'] });
  }
  const form = await partyForm(tx, before.party_type, moment);
  const saved = await parties.save(tx, actor, {
    before,
    version: payload.version,
    form,
    data: payload.data,
    moment,
  });
  return saved.record;
}

/** One page of the tenant's parties that pass the filter and match the search, with how many do in all. */
export function findParties(
  tx: Tx,
  filter: PartyFilter,
  request: Omit<ListRequest, 'where'>,
): Promise<Page<PartySummary>> {
  const where: ((firstParam: number) => SqlCondition)[] = [];
  const { partyTypes, ids } = filter;
  if (partyTypes !== undefined) {
    where.push((n) => ({ sql: `p.party_type = any($${n}::text[])`, params: [partyTypes] }));
  }
  if (ids !== undefined) where.push((n) => ({ sql: `p.id = any($${n}::uuid[])`, params: [ids] }));
  return parties.find(tx, { ...request, where });
}

/** A party as a Customer field holds it. */
export function referenceOf({ id, name, code, partyType }: PartySummary): PartyReference {
  return { id, name, ...(code === undefined ? {} : { code }), partyType };
}
