import type { ObjectDefinition } from '@coverline/engine';
import { isDefinitionKey } from '../../common/definitionKey.js';
import { COLUMN_BOUNDS } from '../../common/definitionSchemaRules.js';
import type { ValidationMessage } from '../useValidationText.js';

/** Problems by input (`key`, `columns`, `maxElements`), each a key of `frontend-validations:objectDefinition`. */
export type ObjectErrors = Record<string, ValidationMessage>;

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * What is wrong with an object definition's own attributes: key and name required, the key
 * an identifier unique among `otherKeys` (the other objects of the version or library), columns 1–10, and for
 * repeated objects element bounds that are whole numbers from 0, the maximum not below the minimum.
 */
export function objectDefinitionErrors(object: ObjectDefinition, otherKeys: readonly string[]): ObjectErrors {
  const errors: ObjectErrors = {};
  const key = object.key.trim();
  if (key === '') errors.key = { code: 'keyRequired' };
  else if (!isDefinitionKey(key)) errors.key = { code: 'keyPattern' };
  else if (otherKeys.includes(key)) errors.key = { code: 'keyNotUnique' };
  if (object.name.trim() === '') errors.name = { code: 'nameRequired' };
  const { columns, controlType, minElements, maxElements } = object.attributes;
  if (
    columns !== undefined &&
    !(Number.isInteger(columns) && columns >= COLUMN_BOUNDS.min && columns <= COLUMN_BOUNDS.max)
  )
    errors.columns = { code: 'columnsRange', values: { ...COLUMN_BOUNDS } };
  if (controlType === 'MULTIPLE_OBJECTS') {
    if (minElements !== undefined && !isCount(minElements)) errors.minElements = { code: 'elementsMinimum' };
    if (maxElements !== undefined && !isCount(maxElements)) errors.maxElements = { code: 'elementsMinimum' };
    else if (minElements !== undefined && maxElements !== undefined && maxElements < minElements)
      errors.maxElements = { code: 'elementsOrder' };
  }
  return errors;
}
