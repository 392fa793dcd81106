/**
 * What `compileForm` takes and gives. The UI-schema vocabulary is documented in `docs/ui-schema.md`;
 * renderers implement exactly that.
 */
import type { JsonSchema, RuleGroup } from '../condition/types.js';
import type { FormulaProgram } from '../formula/types.js';
import type {
  ControlType,
  Lookup,
  ObjectDefinition,
  PartyType,
  UnitOfMeasureSide,
} from '../definitions/types.js';

export interface CompileContext {
  /** BCP 47 locale such as `de-DE`; titles use its language with fallback to `name`. */
  locale: string;
  /** The tenant's local wall clock, `YYYY-MM-DDTHH:mm:ss`: the only source of "today". */
  now: string;
  lookups: Lookup[];
  /** Definitions that Object fields reference through `referenceId` = `id`. */
  objectDefinitions: ObjectDefinition[];
  /** Supported ISO 4217 codes, in the order offered. */
  currencies: string[];
  mode: 'edit' | 'view';
  /** Party types the tenant supports; narrows every Customer field's `partyTypes`. */
  partyTypes?: PartyType[];
  /** Value of the `operation` path segment in display conditions (e.g. the quote operation). */
  operation?: string;
}

/** Names of the widgets of our renderer set (`packages/widgets`). */
export const WIDGET_NAMES = [
  'text',
  'textarea',
  'stringArray',
  'integer',
  'integerArray',
  'numeric',
  'phone',
  'yesNo',
  'date',
  'dateTime',
  'money',
  'customer',
  'currency',
  'lookup',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/**
 * A display condition as the renderer evaluates it (see `conditionHolds`). `root`: the group's paths start
 * at the data root. `item`: they start at the object holding the field (a MULTIPLE_OBJECTS item or the value
 * of an Object field); paths to the data root then start with `$root.`.
 */
export interface UiCondition {
  scope: 'root' | 'item';
  group: RuleGroup;
}

/** Everything our renderers read from `ui:options`; each entry appears only where it applies. */
export interface UiOptions {
  /** Stable dotted definition path (`vehicle.make`; item fields without an index: `drivers.name`). */
  id?: string;
  condition?: UiCondition;
  /** Not rendered, still validated. */
  hidden?: boolean;
  iconName?: string;
  showAsSummary?: boolean;
  summaryTemplate?: string;
  printoutValue?: string;
  controlType?: ControlType;
  /** 1–10 columns for the fields of an object (or of each item). */
  columns?: number;
  minElements?: number;
  maxElements?: number;
  orderable?: boolean;
  addable?: boolean;
  removable?: boolean;
  unitOfMeasure?: string;
  unitOfMeasureSide?: UnitOfMeasureSide;
  decimalPlaces?: number;
  /** A Money field whose currency is kept: shown beside the amount, not chosen. */
  currencyLocked?: boolean;
  yesHighlighted?: boolean;
  noHighlighted?: boolean;
  allowFutureDate?: boolean;
  /** Latest value a date picker offers (`YYYY-MM-DD` or local date-time) when future dates are not allowed. */
  maxDate?: string;
  partyTypes?: PartyType[];
  /** Translated titles aligned with the schema's `enum` (Lookup). */
  enumNames?: string[];
}

/** An RJSF-compatible UI schema: `ui:` keys for this node, child nodes under field keys or `items`. */
export interface UiSchema {
  'ui:order'?: string[];
  'ui:widget'?: WidgetName;
  'ui:readonly'?: boolean;
  'ui:options'?: UiOptions;
  [childKey: string]: unknown;
}

export interface CompiledForm {
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** Initial data in the data contract's shape. */
  defaults: Record<string, unknown>;
  /** The form's formulas, when it has any: evaluate them with `applyFormulas`. */
  formulas?: FormulaProgram;
}

/**
 * Annotation on an object's schema: keys of fields whose combined value must be unique across records.
 * Validation ignores it; the server enforces it.
 */
export const UNIQUE_FIELDS_KEYWORD = 'x-uniqueFieldsConstraint';

/** A definition the compiler cannot turn into a form (missing lookup, reference cycle, bad pattern). */
export class CompileError extends Error {
  /** Dotted definition path of the offending field or object. */
  readonly path: string;

  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'CompileError';
    this.path = path;
  }
}
