import {
  validationMessage,
  type CreateIntermediary,
  type Intermediary,
  type IntermediaryContext,
  type IntermediaryDraft,
  type IntermediaryGroup,
  type IntermediarySummary,
  type IntermediaryUser,
  type ObjectDefinition,
  type UpdateIntermediary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { listPage, type ListRequest, type Page } from '../../kit/listQuery.js';
import { defineRecordKind, type Derivation, type RecordRow } from '../../kit/recordKind.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import { partyIdentityOf } from '../parties/partyDerivation.js';
import type { Actor } from '../shared/actor.js';
import { loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { searchTextOf } from '../shared/searchText.js';
import { userNameSql } from '../shared/userName.js';

export interface IntermediaryRow extends RecordRow {
  name: string;
  code: string | null;
  active: boolean;
}

function summaryOf(row: Omit<IntermediaryRow, 'data'>): IntermediarySummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.code === null ? {} : { code: row.code }),
    active: row.active,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Intermediaries: their form is the tenant's INTERMEDIARY object definitions; name and code follow from the
 * data as a party's do (the summary template, the unique-fields constraint), and the code is unique.
 */
export const intermediaries = defineRecordKind<IntermediaryRow, Intermediary, IntermediarySummary>({
  table: 'intermediary',
  columns: 'id, name, code, active, data, version, created_at, updated_at',
  derive({ form, data }) {
    const { name, code } = partyIdentityOf(form.definitions, data);
    return { name, code: code ?? null, search_text: searchTextOf([name, code]) };
  },
  afterWrite: requireUniqueCode,
  present: async (_tx, row) => ({ ...summaryOf(row), data: row.data }),
  displayName: (intermediary) => intermediary.name,
  list: {
    table: 'intermediary',
    alias: 'i',
    select: {
      id: 'i.id',
      name: 'i.name',
      code: 'i.code',
      active: 'i.active',
      version: 'i.version',
      created_at: 'i.created_at',
      updated_at: 'i.updated_at',
    },
    sortable: { name: 'i.search_text', code: 'i.code', active: 'i.active', createdAt: 'i.created_at' },
    defaultSorting: [{ field: 'name', direction: 'ASC' }],
    searchColumn: 'i.search_text',
    item: (row) => summaryOf(row as unknown as IntermediaryRow),
  },
});

/**
 * Another intermediary with the same code (ignoring case) refuses the save: 400 `notUnique` on the fields of
 * the unique-fields constraint that make the code.
 */
async function requireUniqueCode(
  tx: Tx,
  _actor: Actor,
  row: IntermediaryRow,
  { form, locale }: Derivation,
): Promise<void> {
  if (row.code === null) return;
  const { rows } = await tx.query(
    'select 1 from intermediary where lower(code) = lower($1) and id <> $2 limit 1',
    [row.code, row.id],
  );
  if (rows.length === 0) return;
  const constrained = form.definitions.find(
    (definition) => (definition.attributes.uniqueFieldsConstraint ?? []).length > 0,
  );
  const paths = (constrained?.attributes.uniqueFieldsConstraint ?? []).map(
    (key) => `${constrained?.key ?? ''}.${key}`,
  );
  const message = validationMessage('notUnique', {}, locale);
  throw httpError(400, 'validationFailed', Object.fromEntries(paths.map((path) => [path, [message]])));
}

/** The tenant's INTERMEDIARY object definitions, in form order. */
function definitions(tx: Tx): Promise<ObjectDefinition[]> {
  return objectDefinitionService.findAll(tx, { equals: { objectType: 'INTERMEDIARY' } });
}

/** A new intermediary with its form's defaults and the form's data definition; nothing is stored. */
export async function initIntermediary(tx: Tx, moment: FormMoment): Promise<IntermediaryDraft> {
  const form = await intermediaries.form(tx, await definitions(tx), moment);
  return { intermediary: { data: form.compiled.defaults }, dataDefinition: form.dataDefinition };
}

/** An intermediary with its form's data definition: what its view and edit pages render. */
export async function intermediaryContext(tx: Tx, row: IntermediaryRow): Promise<IntermediaryContext> {
  const dataDefinition = await loadDataDefinition(tx, await definitions(tx));
  return { intermediary: await intermediaries.declaration.present(tx, row), dataDefinition };
}

export async function createIntermediary(
  tx: Tx,
  actor: Actor,
  payload: CreateIntermediary,
  moment: FormMoment,
): Promise<Intermediary> {
  const form = await intermediaries.form(tx, await definitions(tx), moment);
  const saved = await intermediaries.save(tx, actor, {
    before: null,
    form,
    data: payload.data,
    moment,
    set: { active: payload.active ?? true },
  });
  return saved.record;
}

/** Saves new data of an intermediary read at `payload.version` (409 if it changed since). */
export async function updateIntermediary(
  tx: Tx,
  actor: Actor,
  payload: UpdateIntermediary,
  moment: FormMoment,
): Promise<Intermediary> {
  const before = await intermediaries.read(tx, payload.id, true);
  const form = await intermediaries.form(tx, await definitions(tx), moment);
  const saved = await intermediaries.save(tx, actor, {
    before,
    version: payload.version,
    form,
    data: payload.data,
    moment,
    ...(payload.active === undefined ? {} : { set: { active: payload.active } }),
  });
  // The users working for it name it by its name.
  await tx.query(
    `update user_account set affiliation = jsonb_build_object('id', $1::text, 'name', $2::text)
      where affiliation ->> 'id' = $1 and affiliation ->> 'name' is distinct from $2`,
    [saved.row.id, saved.row.name],
  );
  return saved.record;
}

/** The users who work for the intermediary (their affiliation), by name. */
export function intermediaryUsers(
  tx: Tx,
  intermediaryId: string,
  request: Pick<ListRequest, 'page' | 'limit'>,
): Promise<Page<IntermediaryUser>> {
  return listPage(
    tx,
    {
      table: 'user_account',
      alias: 'u',
      select: { id: 'u.id', name: userNameSql('u'), email: 'u.email', active: 'u.active' },
      sortable: { name: `lower(${userNameSql('u')})` },
      defaultSorting: [{ field: 'name', direction: 'ASC' }],
      item: (row) => row as unknown as IntermediaryUser,
    },
    {
      ...request,
      where: [(n) => ({ sql: `u.affiliation ->> 'id' = $${n}`, params: [intermediaryId] })],
    },
  );
}

/** The permission groups that some user of the intermediary is a member of, by name. */
export function intermediaryGroups(
  tx: Tx,
  intermediaryId: string,
  request: Pick<ListRequest, 'page' | 'limit'>,
): Promise<Page<IntermediaryGroup>> {
  return listPage(
    tx,
    {
      table: 'permission_group',
      alias: 'g',
      select: { id: 'g.id', name: 'g.name', active: 'g.active' },
      sortable: { name: 'lower(g.name)' },
      defaultSorting: [{ field: 'name', direction: 'ASC' }],
      item: (row) => row as unknown as IntermediaryGroup,
    },
    {
      ...request,
      // The list is read outside row-level security: the subquery keeps to the group's tenant itself.
      where: [
        (n) => ({
          sql: `exists (select 1 from user_permission_group m
                        join user_account u on u.tenant_id = m.tenant_id and u.id = m.user_id
                       where m.tenant_id = g.tenant_id and m.permission_group_id = g.id
                         and u.affiliation ->> 'id' = $${n})`,
          params: [intermediaryId],
        }),
      ],
    },
  );
}
