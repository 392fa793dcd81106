import { checkFormulas, type FieldDefinition, type ObjectDefinition } from '@coverline/engine';
import { putField } from '../objectDefinitions/objectFieldChanges.js';
import type { ValidationMessage } from '../useValidationText.js';

/** What a field's formula may read: the form's objects, the edited field's object among them by key. */
export interface FormulaContext {
  objects: readonly ObjectDefinition[];
  objectKey: string;
}

/**
 * The engine's complaint about `field`'s formula (unknown field, wrong type, cycle…) once the field is
 * in its object in place of the field that had `previousKey`: the very check the server saves with. A
 * message key of `frontend-validations:fieldDefinition`, the same codes as the server's.
 */
export function formulaProblem(
  field: FieldDefinition,
  previousKey: string | undefined,
  { objects, objectKey }: FormulaContext,
): ValidationMessage | undefined {
  if (!field.attributes.formula) return undefined;
  const withField = objects.map((object) =>
    object.key === objectKey ? putField(object, field, previousKey) : object,
  );
  if (!withField.some((object) => object.key === objectKey)) return undefined;
  const issue = checkFormulas(withField).find(
    (each) => each.objectKey === objectKey && each.fieldKey === field.key,
  );
  return issue && { code: issue.code, ...(issue.values ? { values: issue.values } : {}) };
}
