import type { Actor } from '../shared/actor.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { placeInTree, productTreeSpec, type ProductNode } from '../productGroups/service.js';
import { productVersions } from '../productVersions/service.js';
import { defineResource, type Resource } from '../shared/resource.js';

/** A product (administration.md §3): a node of the product tree with a type and its settings. */
export interface Product extends ProductNode {
  productType: 'INSURANCE' | 'LENDING';
  reinsurance?: boolean;
  renew?: boolean;
  settings?: {
    invoiceSettings?: {
      sendAutomatically?: boolean;
      sendDaysInAdvance?: number;
      emailTemplateId?: string | null;
    };
    calculatorId?: string;
  };
}

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
