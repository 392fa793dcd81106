import type { ObjectDefinition } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { requireValidFormulas } from '../shared/formulas.js';
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
  async create(tx: Tx, actor: Actor, definition: ObjectDefinition) {
    await requireValidLibraryFormulas(tx, definition);
    return objectDefinitions.create(tx, actor, definition);
  },
  async update(tx: Tx, actor: Actor, definition: ObjectDefinition) {
    await requireValidLibraryFormulas(tx, definition);
    return objectDefinitions.update(tx, actor, definition);
  },
  async remove(tx: Tx, actor: Actor, id: string) {
    await objectDefinitions.lock(tx, id);
    if (await isInUse(tx, id)) throw httpError(409, 'objectDefinitionInUse');
    await objectDefinitions.remove(tx, actor, id);
  },
};

/**
 * A library definition's formulas may read its own fields and those of the library's other definitions (the
 * forms it joins are made of them); the product versions embedding it are checked when they are saved.
 */
async function requireValidLibraryFormulas(tx: Tx, definition: ObjectDefinition): Promise<void> {
  if (!definition.fields.some((field) => field.attributes.formula?.trim())) return;
  const others = (await objectDefinitions.list(tx)).filter((other) => other.id !== definition.id);
  requireValidFormulas([definition], others, (_object, field) => `fields.${field}`);
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
