import type { ObjectDefinition } from '@coverline/engine';
import { isPredefinedObjectType } from './objectTypes.js';

/**
 * An object definition as saved: placed at `seq`, its fields numbered in their order, key and name trimmed, and
 * only the attributes its type and control type have (element bounds for repeated objects, the unique-fields
 * constraint for predefined types), as the definition schema wants.
 */
export function objectDefinitionPayload(object: ObjectDefinition, seq: number): ObjectDefinition {
  const { minElements, maxElements, uniqueFieldsConstraint, ...attributes } = object.attributes;
  return {
    ...object,
    key: object.key.trim(),
    name: object.name.trim(),
    seq,
    fields: object.fields.map((field, index) => ({ ...field, seq: index })),
    attributes: {
      ...attributes,
      ...(attributes.controlType === 'MULTIPLE_OBJECTS' && minElements !== undefined ? { minElements } : {}),
      ...(attributes.controlType === 'MULTIPLE_OBJECTS' && maxElements !== undefined ? { maxElements } : {}),
      ...(isPredefinedObjectType(object.objectType) && uniqueFieldsConstraint !== undefined
        ? { uniqueFieldsConstraint }
        : {}),
    },
  };
}
