import { CALCULABLE_FIELD_TYPES, type AttributeType, type FieldType } from '@coverline/engine';

/** Which of the field definition's type-dependent attributes a field type has. */
export interface FieldTypeAttributes {
  /** String, Text: a regular expression the value must match. */
  matchPattern: boolean;
  /** Integer, Numeric, IntegerArray: a unit of measure and its side. */
  unitOfMeasure: boolean;
  /** Numeric only. */
  decimalPlaces: boolean;
  /** The numeric attribute types offered; none for non-numeric types, no range for Numeric. */
  attributeTypes: readonly AttributeType[];
  /** Every type but Boolean can be mandatory. */
  mandatory: boolean;
  /** Boolean: highlight the yes or the no answer. */
  highlight: boolean;
  /** Date, DateTime: the date default and the future-date switch. */
  dates: boolean;
  /** A default in the field's data shape; Date and DateTime use the date default instead. */
  defaultValue: boolean;
  /** Lookup: the lookup (required). */
  lookup: boolean;
  /** Object: the referenced object definition (required). */
  reference: boolean;
  /** Customer: the party types (at least one). */
  partyTypes: boolean;
  /** A formula calculates the value: Integer, Numeric, Money, Boolean, String, Text. */
  formula: boolean;
}

const NUMERIC: readonly FieldType[] = ['Integer', 'Numeric', 'IntegerArray'];
const RANGED: readonly FieldType[] = ['Integer', 'IntegerArray'];
const WITHOUT_DEFAULT: readonly FieldType[] = ['Date', 'DateTime', 'Customer', 'Object'];

/** The attributes of a field type, as `schemas/field-definition.schema.json` allows them. */
export function fieldTypeAttributes(fieldType: FieldType): FieldTypeAttributes {
  const numeric = NUMERIC.includes(fieldType);
  return {
    matchPattern: fieldType === 'String' || fieldType === 'Text',
    unitOfMeasure: numeric,
    decimalPlaces: fieldType === 'Numeric',
    attributeTypes: !numeric
      ? []
      : RANGED.includes(fieldType)
        ? ['ANY', 'SPECIFIC', 'RANGE']
        : ['ANY', 'SPECIFIC'],
    mandatory: fieldType !== 'Boolean',
    highlight: fieldType === 'Boolean',
    dates: fieldType === 'Date' || fieldType === 'DateTime',
    defaultValue: !WITHOUT_DEFAULT.includes(fieldType),
    lookup: fieldType === 'Lookup',
    reference: fieldType === 'Object',
    partyTypes: fieldType === 'Customer',
    formula: CALCULABLE_FIELD_TYPES.includes(fieldType),
  };
}
