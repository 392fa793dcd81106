import type { FieldDefinition, ObjectAttributes, ObjectDefinition } from '@coverline/engine';
import { isPredefinedObjectType } from './objectTypes.js';

/** The fields a unique-fields constraint can name: every field but Object ones. */
export function uniqueConstraintCandidates(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.filter((field) => field.attributes.fieldType !== 'Object');
}

/** The attributes with the constraint set to `keys`; an empty constraint is left out (it has at least one). */
function withConstraint(attributes: ObjectAttributes, keys: readonly string[]): ObjectAttributes {
  const { uniqueFieldsConstraint: _old, ...rest } = attributes;
  return keys.length === 0 ? rest : { ...rest, uniqueFieldsConstraint: [...keys] };
}

/** The object with its constraint cut down to keys of fields that can still be in it. */
function consistent(object: ObjectDefinition): ObjectDefinition {
  const constraint = object.attributes.uniqueFieldsConstraint;
  if (constraint === undefined) return object;
  const allowed = isPredefinedObjectType(object.objectType)
    ? new Set(uniqueConstraintCandidates(object.fields).map((field) => field.key))
    : new Set<string>();
  return {
    ...object,
    attributes: withConstraint(
      object.attributes,
      constraint.filter((key) => allowed.has(key)),
    ),
  };
}

/** The object without the field `key`, which also leaves its unique-fields constraint. */
export function removeField(object: ObjectDefinition, key: string): ObjectDefinition {
  return consistent({ ...object, fields: object.fields.filter((field) => field.key !== key) });
}

/**
 * The object with `field` in place of the field that had `previousKey`, or added last when there is none. A
 * renamed key is renamed in the unique-fields constraint too; a field turned into an Object field leaves it.
 */
export function putField(
  object: ObjectDefinition,
  field: FieldDefinition,
  previousKey?: string,
): ObjectDefinition {
  const index = previousKey === undefined ? -1 : object.fields.findIndex((each) => each.key === previousKey);
  const fields =
    index < 0 ? [...object.fields, field] : object.fields.map((each, at) => (at === index ? field : each));
  const constraint = object.attributes.uniqueFieldsConstraint;
  const attributes =
    constraint === undefined || previousKey === undefined
      ? object.attributes
      : withConstraint(
          object.attributes,
          constraint.map((key) => (key === previousKey ? field.key : key)),
        );
  return consistent({ ...object, fields, attributes });
}

/** The object with its constraint set to `keys` (kept to the fields that can be in it). */
export function setUniqueFieldsConstraint(
  object: ObjectDefinition,
  keys: readonly string[],
): ObjectDefinition {
  return consistent({ ...object, attributes: withConstraint(object.attributes, keys) });
}
