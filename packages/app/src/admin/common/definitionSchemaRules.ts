import common from '../../../../../schemas/common.schema.json' with { type: 'json' };
import fieldDefinition from '../../../../../schemas/field-definition.schema.json' with { type: 'json' };
import objectDefinition from '../../../../../schemas/object-definition.schema.json' with { type: 'json' };

/*
 * Rules of the definition formats that the admin forms check before sending, read from `schemas/` (the
 * contract the server enforces) rather than written again here.
 */

/** A definition key: a property name in data and in dotted condition paths (`vehicle.make`). */
export const DEFINITION_KEY_PATTERN = new RegExp(common.$defs.key.pattern);

/** Decimal places of a Numeric field. */
export const DECIMAL_PLACES_BOUNDS = boundsOf(fieldDefinition.$defs.attributes.properties.decimalPlaces);

/** Columns of an object's layout. */
export const COLUMN_BOUNDS = boundsOf(objectDefinition.$defs.attributes.properties.columns);

function boundsOf({ minimum, maximum }: { minimum: number; maximum: number }): { min: number; max: number } {
  return { min: minimum, max: maximum };
}
