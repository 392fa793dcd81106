import type { ProductType, ProrationMethod } from '@coverline/engine';
import type { TranslatableName } from '../common/translatableName.js';
import { DEFAULT_CALCULATOR } from './calculatorOptions.js';
import type { InvoiceSettings, Product, ProductNode } from '@coverline/engine';
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
  /** The invoice e-mails of a stored product: sent by the daily job or not, how many days early, the template. */
  invoiceSendAutomatically: boolean;
  /** As typed; empty: not said (the day it falls due). */
  invoiceDaysInAdvance: string;
  /** A contract message template's id; empty: none. */
  invoiceTemplateId: string;
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
    invoiceSendAutomatically: node?.settings?.invoiceSettings?.sendAutomatically ?? false,
    invoiceDaysInAdvance: String(node?.settings?.invoiceSettings?.sendDaysInAdvance ?? ''),
    invoiceTemplateId: node?.settings?.invoiceSettings?.emailTemplateId ?? '',
  };
}

/** The invoice settings as typed: only what is said (a number the server checks, typed text sent to be refused). */
function invoiceSettingsOf(form: ProductNodeForm): InvoiceSettings {
  const days = form.invoiceDaysInAdvance.trim();
  return {
    sendAutomatically: form.invoiceSendAutomatically,
    ...(days === '' ? {} : { sendDaysInAdvance: Number(days) }),
    ...(form.invoiceTemplateId === '' ? {} : { emailTemplateId: form.invoiceTemplateId }),
  };
}

/**
 * The payload to save: the stored node with the form's values laid over it (its id, version, seq and other
 * settings kept), the derived display name left out, and only the switches and settings that apply to the product
 * type: the calculator of a lending product, the proration method and cancellation holdback of an insurance one;
 * the invoice settings once the product is stored (the editor shows them then).
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
    invoiceSettings: storedInvoices,
    ...unchanged
  } = settings ?? {};
  const otherSettings =
    stored?.id === undefined
      ? { ...unchanged, ...(storedInvoices === undefined ? {} : { invoiceSettings: storedInvoices }) }
      : { ...unchanged, invoiceSettings: invoiceSettingsOf(form) };
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
