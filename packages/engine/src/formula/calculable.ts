import type { FieldType } from '../definitions/types.js';

/**
 * Field types a formula can calculate, and the CEL types of the values that fit them (the definition schema
 * allows `formula` on the same types).
 */
export const CALCULABLE: Partial<Record<FieldType, readonly string[]>> = {
  Integer: ['decimal', 'int'],
  Numeric: ['decimal', 'int'],
  Money: ['decimal', 'int'],
  Boolean: ['bool'],
  String: ['string'],
  Text: ['string'],
};

/** The field types a formula can calculate. */
export const CALCULABLE_FIELD_TYPES = Object.keys(CALCULABLE) as FieldType[];
