import type { ObjectDefinition, ProductVersion } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { productVersions } from '../productVersions/service.js';
import type { Actor } from '../shared/actor.js';
import { defineResource, type Resource } from '../shared/resource.js';

/** The tenant's library of object definitions; product versions embed copies of them. Keys are unique. */
export const objectDefinitions = defineResource<ObjectDefinition>({
  table: 'object_definition',
  columns: { key: 'key', objectType: 'object_type', name: 'name', seq: 'seq' },
  orderBy: 'seq, lower(name), id',
  uniqueIndexes: { object_definition_key_unique: { key: ['notUnique'] } },
  nameColumn: 'name',
  displayName: (definition) => definition.name,
});

/**
 * How a library change reaches the product versions that embed a copy of the definition (same `id`):
 * `plain` leaves them alone; `propagate` brings the definition's own properties and its new fields into
 * them, keeping each version's own fields as they are; `overwrite` replaces their copies entirely.
 * Locked versions are never changed.
 */
export type SaveMode = 'plain' | 'propagate' | 'overwrite';

/** Object definitions with delete protection and the propagate and overwrite saves. */
export const objectDefinitionService: Resource<ObjectDefinition> = {
  ...objectDefinitions,
  async remove(tx: Tx, actor: Actor, id: string) {
    await objectDefinitions.lock(tx, id);
    if (await isInUse(tx, id)) throw httpError(409, 'objectDefinitionInUse');
    await objectDefinitions.remove(tx, actor, id);
  },
};

/** Saves a library definition and applies it to the product versions embedding it, as `mode` says. */
export async function saveObjectDefinition(
  tx: Tx,
  actor: Actor,
  definition: ObjectDefinition,
  mode: SaveMode,
): Promise<ObjectDefinition> {
  const saved = await objectDefinitions.update(tx, actor, definition);
  if (mode === 'plain') return saved;
  for (const version of await productVersions.findAll(tx, { equals: { locked: false } })) {
    const embedded = version.definition.objectDefinitions;
    if (!embedded.some((each) => each.id === saved.id)) continue;
    const objectDefinitionsOfVersion = embedded.map((each) =>
      each.id === saved.id ? applyTo(each, saved, mode) : each,
    );
    await productVersions.update(tx, actor, {
      ...version,
      definition: { ...version.definition, objectDefinitions: objectDefinitionsOfVersion },
    } as ProductVersion);
  }
  return saved;
}

function applyTo(copy: ObjectDefinition, library: ObjectDefinition, mode: SaveMode): ObjectDefinition {
  const { version: _version, ...definition } = library;
  if (mode === 'overwrite') return { ...definition, seq: copy.seq };
  const ownKeys = new Set(copy.fields.map((field) => field.key));
  return {
    ...definition,
    seq: copy.seq,
    fields: [...copy.fields, ...library.fields.filter((field) => !ownKeys.has(field.key))],
  };
}

/** Embedded in a product version, or the target of another definition's Object field. */
async function isInUse(tx: Tx, id: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from product_version
      where document->'definition'->'objectDefinitions' @> jsonb_build_array(jsonb_build_object('id', $1::text))
     union all
     select 1 from object_definition
      where document->'fields' @> jsonb_build_array(
              jsonb_build_object('attributes', jsonb_build_object('referenceId', $1::text)))
     limit 1`,
    [id],
  );
  return rows.length > 0;
}
