/** The CEL type a field is read as in formulas (Money fields read as their amount). */
export type FormulaValueType = 'decimal' | 'string' | 'bool' | 'list<string>' | 'list<decimal>';

/** The readable fields of the objects a formula may name: object key → field key → type. */
export type FormulaVariables = Record<string, Record<string, FormulaValueType>>;

/** What a formula's value becomes in its field. */
export type FormulaResult =
  /** Integer (places 0) and Numeric: a number rounded to `places` decimals. */
  | { type: 'number'; places: number }
  /**
   * Money: `{ amount, currency }`, the amount rounded to the currency's subunit. The currency is the one
   * the Money fields in `moneyReads` share (none present: the first Currency field of `currencyReads`
   * present); without one, or when they disagree, the value is absent.
   */
  | { type: 'money'; moneyReads: string[]; currencyReads: string[] }
  | { type: 'bool' }
  | { type: 'string' };

export interface FieldFormula {
  objectKey: string;
  fieldKey: string;
  /** The formula as written. */
  expression: string;
  result: FormulaResult;
  /** Dotted paths (`vehicle.value`) of the fields it reads, each once. */
  reads: string[];
}

/**
 * The formulas of a form, as plain data (the compiled form carries it): what they may read and the
 * formulas in evaluation order, each after every formula whose field it reads.
 */
export interface FormulaProgram {
  variables: FormulaVariables;
  formulas: FieldFormula[];
}

export const FORMULA_ERROR_CODES = [
  /** Not CEL, or beyond the maximum length. */
  'formulaSyntax',
  /** Names an object or field that the formula cannot read (`values.field`). */
  'formulaUnknownField',
  /** Types do not fit: operands of an operator, a function's arguments, or the result for the field. */
  'formulaWrongType',
  /** The formula reads itself, through other formulas or directly (`values.cycle`). */
  'formulaCycle',
  /** A field of this type, or in a repeated object, cannot be calculated. */
  'formulaNotAllowed',
  /** A Money formula that reads no Money or Currency field, so it has no currency. */
  'formulaNoCurrency',
] as const;
export type FormulaErrorCode = (typeof FORMULA_ERROR_CODES)[number];

/** One refused formula: the field (`vehicle.premium`) and the message key with its values. */
export interface FormulaIssue {
  objectKey: string;
  fieldKey: string;
  path: string;
  code: FormulaErrorCode;
  values?: Record<string, string>;
}

/** Formulas longer than this are refused (the schema's maxLength). */
export const FORMULA_MAX_LENGTH = 2000;
