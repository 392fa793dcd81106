/**
 * The definition model: what product managers edit and the engine compiles.
 * These types mirror the JSON Schemas in `schemas/` (a test keeps the two in step).
 */

/** Language code of a translation key, e.g. `en`, `de`, `lv`. */
export type Translations = Partial<Record<string, string>>;

export const FIELD_TYPES = [
  'String',
  'Text',
  'StringArray',
  'Integer',
  'IntegerArray',
  'Numeric',
  'Phone',
  'Boolean',
  'Date',
  'DateTime',
  'Money',
  'Customer',
  'Currency',
  'Lookup',
  'Object',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const CONTROL_TYPES = ['INLINE_FIELDS', 'SINGLE_OBJECT', 'MULTIPLE_OBJECTS'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

export const OBJECT_TYPES = [
  'PRIVATE',
  'LEGAL',
  'CLIENT',
  'USER',
  'PRODUCT_GROUP_DEFINITION',
  'PRODUCT_DEFINITION',
  'PRODUCT',
  'QUOTE',
  'POLICY',
  'ACTION',
  'CUSTOM',
  'INTERMEDIARY',
  'LOAN',
  'ENRICHMENT',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export const PARTY_TYPES = ['PRIVATE', 'LEGAL'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** How a numeric field's value is constrained: any value, one of `allowedValues`, or within `range`. */
export const ATTRIBUTE_TYPES = ['ANY', 'SPECIFIC', 'RANGE'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const UNIT_OF_MEASURE_SIDES = ['LEFT', 'RIGHT'] as const;
export type UnitOfMeasureSide = (typeof UNIT_OF_MEASURE_SIDES)[number];

/** Where a Date/DateTime field's default comes from. */
export const DATE_DEFAULT_TYPES = ['NONE', 'STATIC', 'DYNAMIC', 'CURRENT'] as const;
export type DateDefaultType = (typeof DATE_DEFAULT_TYPES)[number];

/** `set` puts a unit to a value; `plus`/`minus` move it. Date fields allow years, months, days only. */
export const DATE_OPERATION_TYPES = ['SET', 'PLUS', 'MINUS'] as const;
export type DateOperationType = (typeof DATE_OPERATION_TYPES)[number];
export const DATE_UNITS = ['YEARS', 'MONTHS', 'DAYS', 'HOURS', 'MINUTES', 'SECONDS'] as const;
export type DateUnit = (typeof DATE_UNITS)[number];

export interface DateOperation {
  type: DateOperationType;
  unit: DateUnit;
  value: number;
}

export interface DateDefault {
  type: DateDefaultType;
  /** STATIC: `YYYY-MM-DD` for Date, ISO 8601 for DateTime. */
  value?: string;
  /** DYNAMIC: applied in order to `now`; at least one. */
  operations?: DateOperation[];
}

export interface NumericRange {
  minValue?: number;
  maxValue?: number;
}

export interface FieldAttributes {
  fieldType: FieldType;
  mandatory?: boolean;
  /** `false` removes the field from forms, views and validation. Default true. */
  used?: boolean;
  /** Not rendered, still validated. */
  hidden?: boolean;
  /** Belongs to a predefined object type and cannot be deleted. */
  predefined?: boolean;
  /** Customer: which party types may be chosen (at least one). */
  partyTypes?: PartyType[];
  /** Lookup: id of the lookup whose values are allowed. */
  lookupId?: string;
  /** Object: id of the referenced object definition. */
  referenceId?: string;
  /** Default value in the field's data shape (Date defaults use `dateDefault`). */
  defaultValue?: unknown;
  /** Key of a field elsewhere whose value this field mirrors. */
  mirrorKey?: string;
  /** CEL text; the field is shown (and validated) only while it holds. */
  displayCondition?: string;
  /**
   * CEL expression over other fields (`vehicle.value * 0.05`): the field is calculated, read-only in forms,
   * and recomputed by the server on every save (see `docs/formulas.md`).
   */
  formula?: string;
  /** String, Text: regular expression the value must match. */
  matchPattern?: string;
  unitOfMeasure?: string;
  unitOfMeasureSide?: UnitOfMeasureSide;
  /** Numeric: digits after the decimal point. */
  decimalPlaces?: number;
  attributeType?: AttributeType;
  allowedValues?: number[];
  range?: NumericRange;
  dateDefault?: DateDefault;
  /** Date, DateTime: default false, i.e. no value after `now`. */
  allowFutureDate?: boolean;
  yesHighlighted?: boolean;
  noHighlighted?: boolean;
  showAsSummary?: boolean;
  summaryTemplate?: string;
  printoutValue?: string;
}

export interface FieldDefinition {
  key: string;
  name: string;
  iconName?: string;
  seq?: number;
  translations?: Translations;
  attributes: FieldAttributes;
}

export interface ObjectAttributes {
  controlType: ControlType;
  /** 1–10 columns of the object's layout. */
  columns?: number;
  summaryTemplate?: string;
  /** Keys of fields whose combined value must be unique (predefined object types only). */
  uniqueFieldsConstraint?: string[];
  used?: boolean;
  hidden?: boolean;
  displayCondition?: string;
  enrichment?: string;
  /** MULTIPLE_OBJECTS bounds. */
  minElements?: number;
  maxElements?: number;
}

export interface ObjectDefinition {
  id?: string;
  /** Optimistic-lock counter assigned by the server. */
  version?: number;
  key: string;
  objectType: ObjectType;
  seq?: number;
  name: string;
  iconName?: string;
  translations?: Translations;
  fields: FieldDefinition[];
  attributes: ObjectAttributes;
}

export interface LookupValue {
  key: string;
  name: string;
  translations?: Translations;
}

export interface Lookup {
  id?: string;
  /** Optimistic-lock counter assigned by the server. */
  version?: number;
  key: string;
  name: string;
  iconName?: string;
  seq?: number;
  translations?: Translations;
  values: LookupValue[];
}

/**
 * Which fields of a quote's data are its core fields, each `objectKey.fieldKey` of a single object: premium
 * and sumInsured Money fields; policyHolder, beneficiary, borrower and guarantor Customer fields. A loan
 * application's contractee is its borrower (else the policy holder named); its guarantor is the loan's GTR
 * party. Unnamed: the sum insured is the `sumInsured` field of the object of type QUOTE and the contractee the
 * first Customer field; no premium, beneficiary or guarantor.
 */
export interface QuoteCoreFieldPaths {
  premium?: string;
  sumInsured?: string;
  policyHolder?: string;
  beneficiary?: string;
  borrower?: string;
  guarantor?: string;
}

export interface ProductVersionDefinition {
  summaryTemplate?: string;
  coreFields?: QuoteCoreFieldPaths;
  objectDefinitions: ObjectDefinition[];
}

export interface ProductVersion {
  id?: string;
  name: string;
  active?: boolean;
  locked?: boolean;
  used?: boolean;
  createdAt?: string;
  version?: number;
  productId?: string;
  definition: ProductVersionDefinition;
}
