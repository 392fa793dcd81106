import {
  CLAIM_OBJECT_DEFINITIONS,
  fieldDescriptions,
  type FieldDescriptions,
  type ObjectDefinition,
  type PanelObjectType,
  type PartyType,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { compileForRequest, loadDataDefinition, type FormMoment } from '../shared/dataDefinition.js';
import { definitionsOf } from '../parties/service.js';
import { productVersionService } from '../productVersions/service.js';

type DefinitionsOfObject = (tx: Tx, id: string) => Promise<ObjectDefinition[]>;

async function versionDefinitions(tx: Tx, tables: readonly ('quote' | 'policy' | 'loan')[], id: string) {
  // The tables are constants of the code.
  const { rows } = await tx.query<{ product_version_id: string }>(
    tables.map((table) => `select product_version_id from ${table} where id = $1`).join(' union all '),
    [id],
  );
  if (rows[0] === undefined) return [];
  return (await productVersionService.get(tx, rows[0].product_version_id)).definition.objectDefinitions;
}

/** The definitions of the form each kind of object is edited with: whose labels its history shows. */
const DEFINITIONS: Readonly<Record<PanelObjectType, DefinitionsOfObject>> = {
  party: async (tx, id) => {
    const { rows } = await tx.query<{ party_type: PartyType }>('select party_type from party where id = $1', [
      id,
    ]);
    return rows[0] === undefined ? [] : definitionsOf(tx, rows[0].party_type);
  },
  quote: (tx, id) => versionDefinitions(tx, ['quote'], id),
  contract: (tx, id) => versionDefinitions(tx, ['policy', 'loan'], id),
  'contract-action': async () => [],
  claim: async () => [...CLAIM_OBJECT_DEFINITIONS],
};

/**
 * The labels and value names of an object's form fields in the caller's language, under `data` where every
 * record keeps its form's values; none when the form cannot be compiled any more (a deleted definition), so
 * the history still shows, with the keys spelled out.
 */
export async function objectDescriptions(
  tx: Tx,
  type: PanelObjectType,
  id: string,
  moment: FormMoment,
): Promise<FieldDescriptions> {
  return descriptionsOf(tx, await DEFINITIONS[type](tx, id), moment);
}

/** `objectDescriptions` of a form made of `definitions`. */
export async function descriptionsOf(
  tx: Tx,
  definitions: ObjectDefinition[],
  moment: FormMoment,
): Promise<FieldDescriptions> {
  if (definitions.length === 0) return new Map();
  const dataDefinition = await loadDataDefinition(tx, definitions);
  try {
    const compiled = compileForRequest(dataDefinition, moment);
    return fieldDescriptions(compiled.schema, compiled.uiSchema, 'data');
  } catch (error) {
    if (error instanceof HttpError) return new Map();
    throw error;
  }
}
