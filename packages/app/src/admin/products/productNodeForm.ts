import type { ProductType, ProrationMethod } from '@coverline/engine';
import type { TranslatableName } from '../common/translatableName.js';
import { DEFAULT_CALCULATOR } from './calculatorOptions.js';
import type { Product, ProductNode } from '@coverline/engine';
import { ROOT_PARENT, type ProductNodeKind } from './productNode.js';

/** What the product and product group editor edits; the product parts are ignored for a group. */
export interface ProductNodeForm {
  name: TranslatableName;
  iconName: string | undefined;
  code: string;
  parentId: string;
  productType: ProductType;
  reinsurance: boolean;
  renew: boolean;
  calculatorId: string;
  /** How an insurance product's premium is split at a change or cancellation. */
  prorationMethod: ProrationMethod;
  /** The short-rate holdback of a cancellation refund, in percent, as typed; empty: none. */
  holdbackPercent: string;
}

/** The form of a stored node, or of a new one placed under `parentId` with the first supported type. */
export function productNodeForm(
  node: Partial<Product> | undefined,
  defaults: { parentId?: string | null; productType: ProductType },
): ProductNodeForm {
  return {
    name: { name: node?.name ?? '', translations: node?.translations ?? {} },
    iconName: node?.iconName,
    code: node?.code ?? '',
    parentId: node?.parentId ?? defaults.parentId ?? ROOT_PARENT,
    productType: node?.productType ?? defaults.productType,
    reinsurance: node?.reinsurance ?? false,
    renew: node?.renew ?? false,
    calculatorId: node?.settings?.calculatorId ?? DEFAULT_CALCULATOR,
    prorationMethod: node?.settings?.prorationMethod ?? 'DAYS',
    holdbackPercent: String(node?.settings?.cancellationHoldbackPercent ?? ''),
  };
}

/**
 * The payload to save: the stored node with the form's values laid over it (its id, version, seq and other
 * settings kept), the derived display name left out, and only the switches and settings that apply to the product
 * type: the calculator of a lending product, the proration method and cancellation holdback of an insurance one.
 */
export function productNodePayload(
  kind: ProductNodeKind,
  stored: Partial<Product> | undefined,
  form: ProductNodeForm,
): ProductNode | Product {
  const { displayName: _derived, ...kept } = stored ?? {};
  const node: ProductNode = {
    ...kept,
    name: form.name.name.trim(),
    translations: form.name.translations,
    code: form.code.trim(),
    parentId: form.parentId,
    ...(form.iconName === undefined ? {} : { iconName: form.iconName }),
  };
  if (kind === 'product-groups') return node;
  const { reinsurance: _reinsurance, renew: _renew, settings, ...rest } = node as Partial<Product>;
  const product: Product = { ...rest, name: node.name, code: node.code, productType: form.productType };
  if (form.productType === 'INSURANCE') {
    product.reinsurance = form.reinsurance;
    product.renew = form.renew;
  }
  const {
    calculatorId: _calculator,
    prorationMethod: _method,
    cancellationHoldbackPercent: _holdback,
    ...otherSettings
  } = settings ?? {};
  const holdback = form.holdbackPercent.trim();
  const nextSettings =
    form.productType === 'LENDING'
      ? { ...otherSettings, calculatorId: form.calculatorId }
      : {
          ...otherSettings,
          prorationMethod: form.prorationMethod,
          // A number the server checks (0–100); typed text it cannot read is sent as is, to be refused.
          ...(holdback === '' ? {} : { cancellationHoldbackPercent: Number(holdback) }),
        };
  if (Object.keys(nextSettings).length > 0) product.settings = nextSettings;
  return product;
}
