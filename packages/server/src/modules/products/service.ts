import type { Actor } from '../shared/actor.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Product } from '@coverline/engine';
import { placeInTree, productTreeSpec } from '../productGroups/service.js';
import { productVersions } from '../productVersions/service.js';
import { defineResource, type Resource } from '../shared/resource.js';

export const products = defineResource<Product>(
  productTreeSpec<Product>(false, { productType: 'product_type' }),
);

/** Products with the tree rules; deleting one deletes its versions, unless a quote already uses one. */
export const productService: Resource<Product> = {
  ...products,
  create: async (tx, actor, product) => products.create(tx, actor, await placeInTree(tx, product)),
  async update(tx, actor, product) {
    await products.lock(tx, product.id as string);
    return products.update(tx, actor, await placeInTree(tx, product, product.id));
  },
  async remove(tx: Tx, actor: Actor, id: string) {
    await products.lock(tx, id);
    const { rows } = await tx.query<{ id: string; locked: boolean }>(
      'select id, locked from product_version where product_id = $1 for update',
      [id],
    );
    if (rows.some((version) => version.locked)) throw httpError(409, 'productVersionLocked');
    for (const version of rows) await productVersions.remove(tx, actor, version.id);
    await products.remove(tx, actor, id);
  },
};
