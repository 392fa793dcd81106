import { checkFormulas, type ObjectDefinition } from '@coverline/engine';
import './onDemandCode.js';
import { httpError, type ValidationErrors } from '../../http/errors.js';

/**
 * Refuses definitions whose formulas the engine refuses (syntax, unknown field, type, cycle), with 400 and
 * the message key (`formulaCycle`…) on each such field's `formula` attribute. `checked` are the definitions
 * being saved; `context` the others their formulas may read. `pathOf` spells a field's place in the payload.
 */
export function requireValidFormulas(
  checked: readonly ObjectDefinition[],
  context: readonly ObjectDefinition[],
  pathOf: (objectIndex: number, fieldIndex: number) => string,
): void {
  const keys = new Set(checked.map((definition) => definition.key));
  const issues = checkFormulas([...checked, ...context.filter((definition) => !keys.has(definition.key))]);
  const errors: ValidationErrors = {};
  for (const issue of issues) {
    const objectIndex = checked.findIndex((definition) => definition.key === issue.objectKey);
    if (objectIndex < 0) continue; // a formula of the context is not this save's to answer for
    const fieldIndex = checked[objectIndex]!.fields.findIndex((field) => field.key === issue.fieldKey);
    errors[`${pathOf(objectIndex, fieldIndex)}.attributes.formula`] = [issue.code];
  }
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
}
