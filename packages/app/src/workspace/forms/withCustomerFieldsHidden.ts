import type { CompiledForm, UiSchema } from '@coverline/engine';

const isNode = (value: unknown): value is UiSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hideCustomers(node: UiSchema): UiSchema {
  if (node['ui:widget'] === 'customer')
    return { ...node, 'ui:options': { ...node['ui:options'], hidden: true } };
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [
      key,
      !key.startsWith('ui:') && isNode(child) ? hideCustomers(child) : child,
    ]),
  ) as UiSchema;
}

/**
 * The form with every Customer field hidden, for users who may not read parties. Hidden fields keep their value, are still validated and are submitted (`ui:options.hidden`),
 * so saving does not drop the quote's parties.
 */
export function withCustomerFieldsHidden(form: CompiledForm): CompiledForm {
  return { ...form, uiSchema: hideCustomers(form.uiSchema) };
}
