import type { ProductGroup, ProductNode } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { defineResource, type Resource, type ResourceSpec } from '../shared/resource.js';

/** Storage shared by groups and products: one table, so names, codes and `seq` are unique across both. */
export function productTreeSpec<T extends ProductNode>(
  isGroup: boolean,
  extraColumns: Record<string, string> = {},
): ResourceSpec<T> {
  return {
    table: 'product',
    columns: { name: 'name', code: 'code', seq: 'seq', parentId: 'parent_id', ...extraColumns },
    scope: { column: 'is_group', value: isGroup },
    orderBy: 'seq, lower(name), id',
    uniqueIndexes: {
      product_code_unique: { code: ['notUnique'] },
      product_name_unique: { name: ['notUnique'] },
    },
    nameColumn: 'name',
    present: (node) => ({ ...node, parentId: node.parentId ?? 'none', displayName: node.name }),
    displayName: (node) => node.name,
  };
}

const productGroups = defineResource<ProductGroup>(productTreeSpec(true));

/**
 * A node as stored: root as null, the parent checked to be a group that is not the node itself or below
 * it, and a new node placed last (the maximum `seq` plus 1, or 0).
 */
export async function placeInTree<T extends ProductNode>(tx: Tx, node: T, selfId?: string): Promise<T> {
  const { displayName: _derived, ...stored } = node;
  const parentId = node.parentId === 'none' || node.parentId === undefined ? null : node.parentId;
  if (parentId !== null) {
    const { rows } = await tx.query<{ is_group: boolean }>('select is_group from product where id = $1', [
      parentId,
    ]);
    if (rows[0]?.is_group !== true) throw httpError(400, 'validationFailed', { parentId: ['notFound'] });
    if (selfId !== undefined && (await isInSubtree(tx, parentId, selfId))) {
      throw httpError(400, 'validationFailed', { parentId: ['cycle'] });
    }
  }
  const seq = node.seq ?? (selfId === undefined ? await nextSeq(tx) : undefined);
  return { ...stored, parentId, ...(seq === undefined ? {} : { seq }) } as T;
}

async function nextSeq(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ seq: number }>('select coalesce(max(seq) + 1, 0) as seq from product');
  return rows[0]?.seq ?? 0;
}

/** Whether `nodeId` is `rootId` or lies below it. */
async function isInSubtree(tx: Tx, nodeId: string, rootId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `with recursive ancestors (id, parent_id) as (
       select id, parent_id from product where id = $1
       union all
       select p.id, p.parent_id from product p join ancestors a on p.id = a.parent_id
     )
     select 1 from ancestors where id = $2`,
    [nodeId, rootId],
  );
  return rows.length > 0;
}

/** Groups with the tree rules; a group is deleted only once it is empty. */
export const productGroupService: Resource<ProductGroup> = {
  ...productGroups,
  create: async (tx, actor, group) => productGroups.create(tx, actor, await placeInTree(tx, group)),
  async update(tx, actor, group) {
    await productGroups.lock(tx, group.id as string);
    return productGroups.update(tx, actor, await placeInTree(tx, group, group.id));
  },
  async remove(tx: Tx, actor: Actor, id: string) {
    await productGroups.lock(tx, id);
    const { rows } = await tx.query('select 1 from product where parent_id = $1 limit 1', [id]);
    if (rows.length > 0) throw httpError(409, 'productGroupNotEmpty');
    await productGroups.remove(tx, actor, id);
  },
};
