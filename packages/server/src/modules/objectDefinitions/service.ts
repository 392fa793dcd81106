import type { ObjectDefinition } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { defineResource, type Resource } from '../shared/resource.js';

/** The tenant's library of object definitions; product versions embed copies of them. Keys are unique. */
const objectDefinitions = defineResource<ObjectDefinition>({
  table: 'object_definition',
  columns: { key: 'key', objectType: 'object_type', name: 'name', seq: 'seq' },
  orderBy: 'seq, lower(name), id',
  uniqueIndexes: { object_definition_key_unique: { key: ['notUnique'] } },
  nameColumn: 'name',
  displayName: (definition) => definition.name,
});

/**
 * The object definition library, the only way other modules reach it: a definition still embedded in a
 * product version or referenced by another definition cannot be deleted. Bringing a change into the
 * versions that embed it is the versions' service's (`saveObjectDefinition`).
 */
export const objectDefinitionService: Resource<ObjectDefinition> = {
  ...objectDefinitions,
  async remove(tx: Tx, actor: Actor, id: string) {
    await objectDefinitions.lock(tx, id);
    if (await isInUse(tx, id)) throw httpError(409, 'objectDefinitionInUse');
    await objectDefinitions.remove(tx, actor, id);
  },
};

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
