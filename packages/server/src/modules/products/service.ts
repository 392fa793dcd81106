import type { Actor } from '../shared/actor.js';
import type { Tx } from '../../db/database.js';
import type { Product } from '@coverline/engine';
import { placeInTree, productTreeSpec } from '../productGroups/service.js';
import { removeVersionsOfProduct } from '../productVersions/service.js';
import { defineResource, type Resource } from '../shared/resource.js';

const products = defineResource<Product>(productTreeSpec<Product>(false, { productType: 'product_type' }));

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
    await removeVersionsOfProduct(tx, actor, id);
    await products.remove(tx, actor, id);
  },
};
