import type { CompiledForm, LockedField, UiSchema } from '@coverline/engine';

const nodeAt = (uiSchema: UiSchema, key: string): UiSchema => {
  const node = uiSchema[key];
  return typeof node === 'object' && node !== null ? (node as UiSchema) : {};
};

/**
 * The form with the fields a quote keeps from its policy shown read-only, or for a Money field its currency
 * fixed (the amount stays editable). The server refuses a change of them anyway; this says so before typing.
 */
export function withLockedFields(form: CompiledForm, locked: readonly LockedField[]): CompiledForm {
  if (locked.length === 0) return form;
  let uiSchema = form.uiSchema;
  for (const { path, lock } of locked) {
    const [objectKey = '', fieldKey = ''] = path.split('.');
    const object = nodeAt(uiSchema, objectKey);
    const field = nodeAt(object, fieldKey);
    const kept: UiSchema =
      lock === 'value'
        ? { ...field, 'ui:readonly': true }
        : { ...field, 'ui:options': { ...field['ui:options'], currencyLocked: true } };
    uiSchema = { ...uiSchema, [objectKey]: { ...object, [fieldKey]: kept } };
  }
  return { ...form, uiSchema };
}
