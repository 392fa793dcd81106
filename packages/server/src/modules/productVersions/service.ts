import {
  copyVersionName,
  quoteCoreFieldErrors,
  type ObjectDefinition,
  type ProductVersion,
  type ProductVersionContext,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import type { Actor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';
import { defineResource, type Page, type Resource } from '../shared/resource.js';

/**
 * Versions of a product's data definition: NEW until activated, at most one ACTIVE
 * per product, LOCKED once a quote uses it (then read-only). `locked`, `used` and `createdAt` are the
 * server's to set.
 */
const productVersions = defineResource<ProductVersion>({
  table: 'product_version',
  columns: { name: 'name', productId: 'product_id', active: 'active' },
  readOnlyColumns: { locked: 'locked', used: 'used', createdAt: 'created_at' },
  orderBy: 'created_at, id',
  uniqueIndexes: { product_version_name_unique: { name: ['notUnique'] } },
  nameColumn: 'name',
  displayName: (version) => version.name,
});

const PRODUCT_VERSION_LOCKED = 'productVersionLocked';
const PRODUCT_VERSION_ACTIVE = 'productVersionActive';

async function requireProduct(tx: Tx, productId: string | undefined): Promise<string> {
  if (productId === undefined) throw httpError(400, 'validationFailed', { productId: ['required'] });
  const { rows } = await tx.query('select 1 from product where id = $1 and not is_group', [productId]);
  if (rows.length === 0) throw httpError(400, 'validationFailed', { productId: ['notFound'] });
  return productId;
}

/** The core fields a version names must be fields of its single objects, of their types: 400 otherwise. */
function requireCoreFields(version: ProductVersion): void {
  const errors = quoteCoreFieldErrors(version.definition);
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
}

/** Versions of one product, oldest first. */
async function versionsOf(tx: Tx, productId: string): Promise<ProductVersion[]> {
  return productVersions.findAll(tx, { equals: { productId } });
}

/** Makes room for a newly active version: the product's other active version becomes inactive. */
async function deactivateOthers(tx: Tx, actor: Actor, productId: string, exceptId?: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    'select id from product_version where product_id = $1 and active and id is distinct from $2',
    [productId, exceptId ?? null],
  );
  for (const { id } of rows) {
    const other = await productVersions.lock(tx, id);
    await productVersions.update(tx, actor, { ...other, active: false });
  }
}

export const productVersionService: Resource<ProductVersion> = {
  ...productVersions,

  async create(tx, actor, version) {
    const productId = await requireProduct(tx, version.productId);
    requireCoreFields(version);
    if (version.active) await deactivateOthers(tx, actor, productId);
    return productVersions.create(tx, actor, { ...version, productId });
  },

  async update(tx, actor, version) {
    const before = await productVersions.lock(tx, version.id as string);
    if (before.version !== version.version) throw httpError(409, STALE_VERSION_MESSAGE);
    if (before.locked) throw httpError(409, PRODUCT_VERSION_LOCKED);
    requireCoreFields(version);
    const productId = before.productId as string;
    if (version.active && !before.active) await deactivateOthers(tx, actor, productId, before.id);
    return productVersions.update(tx, actor, { ...version, productId });
  },

  async remove(tx, actor, id) {
    const before = await productVersions.lock(tx, id);
    if (before.active) throw httpError(409, PRODUCT_VERSION_ACTIVE);
    if (before.locked) throw httpError(409, PRODUCT_VERSION_LOCKED);
    await productVersions.remove(tx, actor, id);
  },
};

/** Makes a version the product's active one (also a locked one: activation changes no definition). */
export async function activateProductVersion(tx: Tx, actor: Actor, id: string): Promise<ProductVersion> {
  const before = await productVersions.lock(tx, id);
  if (before.active) return before;
  await deactivateOthers(tx, actor, before.productId as string, id);
  return productVersions.update(tx, actor, { ...before, active: true });
}

/**
 * A quote uses the version from now on: it becomes used and locked for good, so the forms of its quotes
 * never change under them. Waits for (and then wins against) a concurrent edit of the version.
 */
export async function markProductVersionUsed(tx: Tx, actor: Actor, id: string): Promise<ProductVersion> {
  const before = await productVersions.lock(tx, id);
  if (before.used && before.locked) return before;
  await tx.query(
    'update product_version set used = true, locked = true, version = version + 1, updated_at = now() where id = $1',
    [id],
  );
  const after = await productVersions.get(tx, id);
  await recordChange(tx, actor, {
    objectTable: 'product_version',
    objectId: id,
    eventType: 'LOCK',
    objectDisplayName: after.name,
    previousState: before,
    newState: after,
  });
  return after;
}

/** A new inactive version with the same definition, named by the engine's copy rule. */
export async function copyProductVersion(tx: Tx, actor: Actor, id: string): Promise<ProductVersion> {
  const source = await productVersions.get(tx, id);
  const names = (await versionsOf(tx, source.productId as string)).map((version) => version.name);
  return productVersions.create(tx, actor, {
    name: copyVersionName(source.name, names),
    productId: source.productId as string,
    active: false,
    definition: source.definition,
  });
}

/**
 * An unsaved draft of the product's next version: the definition of its active (else newest) version
 * and the next name, or an empty "Version 1" for a product without versions.
 */
export async function initProductVersion(tx: Tx, productId: string): Promise<ProductVersion> {
  await requireProduct(tx, productId);
  const versions = await versionsOf(tx, productId);
  const base = versions.find((version) => version.active) ?? versions.at(-1);
  return {
    name: base
      ? copyVersionName(
          base.name,
          versions.map((version) => version.name),
        )
      : 'Version 1',
    productId,
    active: false,
    locked: false,
    used: false,
    definition: base?.definition ?? { objectDefinitions: [] },
  };
}

/** What the version editor needs: the version, its siblings' names and the object definition library. */
export async function productVersionContext(tx: Tx, id: string): Promise<ProductVersionContext> {
  const productVersion = await productVersions.get(tx, id);
  const siblings = await versionsOf(tx, productVersion.productId as string);
  return {
    productVersion,
    productVersionNames: siblings.map(({ id: siblingId, name }) => ({ id: siblingId as string, name })),
    objectDefinitions: await objectDefinitionService.list(tx),
  };
}

/** One page of a product's versions (`{count, items}`). */
export async function findProductVersions(
  tx: Tx,
  productId: string,
  page: number,
  limit: number,
): Promise<Page<ProductVersion>> {
  return productVersions.find(tx, page, limit, { productId });
}

/**
 * How a library change reaches the product versions that embed a copy of the definition (same `id`):
 * `plain` leaves them alone; `propagate` brings the definition's own properties and its new fields into
 * them, keeping each version's own fields as they are; `overwrite` replaces their copies entirely.
 * Locked versions are never changed.
 */
export type SaveMode = 'plain' | 'propagate' | 'overwrite';

/** Saves a library definition and applies it to the product versions embedding it, as `mode` says. */
export async function saveObjectDefinition(
  tx: Tx,
  actor: Actor,
  definition: ObjectDefinition,
  mode: SaveMode,
): Promise<ObjectDefinition> {
  const saved = await objectDefinitionService.update(tx, actor, definition);
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
    });
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

/**
 * Deletes all versions of a product that is being deleted, the active one included; refused with 409 while
 * any of them is locked (a quote uses it).
 */
export async function removeVersionsOfProduct(tx: Tx, actor: Actor, productId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string; locked: boolean }>(
    'select id, locked from product_version where product_id = $1 for update',
    [productId],
  );
  if (rows.some((version) => version.locked)) throw httpError(409, PRODUCT_VERSION_LOCKED);
  for (const version of rows) await productVersions.remove(tx, actor, version.id);
}
