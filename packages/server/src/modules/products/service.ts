import type { Actor } from '../shared/actor.js';
import type { Tx } from '../../db/database.js';
import type { Product } from '@coverline/engine';
import { placeInTree, productTreeSpec } from '../productGroups/service.js';
import { removeVersionsOfProduct } from '../productVersions/service.js';
import { defineResource, type Resource } from '../shared/resource.js';
import { httpError } from '../../http/errors.js';

const products = defineResource<Product>(productTreeSpec<Product>(false, { productType: 'product_type' }));

const INVOICE_TEMPLATE = 'settings.invoiceSettings.emailTemplateId';

/**
 * 400 unless the invoice e-mails' template is a contract message template of the product (a new product has
 * none yet), and unless there is one when invoices are sent automatically.
 */
async function requireInvoiceTemplate(
  tx: Tx,
  productId: string | undefined,
  product: Product,
): Promise<void> {
  const invoices = product.settings?.invoiceSettings;
  const templateId = invoices?.emailTemplateId ?? '';
  if (templateId === '') {
    if (invoices?.sendAutomatically === true)
      throw httpError(400, 'validationFailed', { [INVOICE_TEMPLATE]: ['required'] });
    return;
  }
  const { rows } = await tx.query(
    `select 1 from message_template where id::text = $1 and product_id = $2 and kind = 'contracts'`,
    [templateId, productId ?? null],
  );
  if (rows.length === 0) throw httpError(400, 'validationFailed', { [INVOICE_TEMPLATE]: ['notFound'] });
}

/**
 * Products with the tree rules and their invoice template checked; deleting one deletes its versions, unless a
 * quote already uses one.
 */
export const productService: Resource<Product> = {
  ...products,
  async create(tx, actor, product) {
    await requireInvoiceTemplate(tx, undefined, product);
    return products.create(tx, actor, await placeInTree(tx, product));
  },
  async update(tx, actor, product) {
    await products.lock(tx, product.id as string);
    await requireInvoiceTemplate(tx, product.id, product);
    return products.update(tx, actor, await placeInTree(tx, product, product.id));
  },
  async remove(tx: Tx, actor: Actor, id: string) {
    await products.lock(tx, id);
    await removeVersionsOfProduct(tx, actor, id);
    await products.remove(tx, actor, id);
  },
};
