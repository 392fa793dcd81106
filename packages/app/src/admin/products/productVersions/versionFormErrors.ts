import type { ObjectDefinition } from '@coverline/engine';
import { objectDefinitionErrors, type ObjectErrors } from '../objectDefinitions/objectDefinitionErrors.js';
import type { ValidationMessage } from '../useValidationText.js';

export interface VersionFormErrors {
  /** A key of `frontend-validations:productVersion`. */
  name?: ValidationMessage;
  /** Each object's problems, by its position; objects without any are left out. */
  objects: Record<number, ObjectErrors>;
}

/** What keeps a version from being saved: a missing name, or an object with problems (keys unique in the version). */
export function versionFormErrors(name: string, objects: readonly ObjectDefinition[]): VersionFormErrors {
  const errors: VersionFormErrors = { objects: {} };
  if (name.trim() === '') errors.name = { code: 'nameRequired' };
  objects.forEach((object, index) => {
    const otherKeys = objects.filter((_, at) => at !== index).map((other) => other.key.trim());
    const found = objectDefinitionErrors(object, otherKeys);
    if (Object.keys(found).length > 0) errors.objects[index] = found;
  });
  return errors;
}

/** Whether the errors leave anything to fix. */
export function hasVersionErrors(errors: VersionFormErrors): boolean {
  return errors.name !== undefined || Object.keys(errors.objects).length > 0;
}
