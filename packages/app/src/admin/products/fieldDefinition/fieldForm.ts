import type {
  AttributeType,
  DateDefault,
  DateDefaultType,
  DateOperationType,
  DateUnit,
  FieldAttributes,
  FieldDefinition,
  FieldType,
  PartyType,
  UnitOfMeasureSide,
} from '@coverline/engine';
import type { TranslatableName } from '../../common/translatableName.js';
import { fieldTypeAttributes } from './fieldTypeAttributes.js';
import { parseDecimal, parseLines } from './numberText.js';

export interface DateOperationForm {
  type: DateOperationType;
  unit: DateUnit;
  /** As typed. */
  value: string;
}

/**
 * What the field definition dialog edits: every attribute of a field definition, numbers as typed. Attributes
 * that do not apply to the chosen field type are kept while the dialog is open (switching back restores them)
 * and left out of the saved definition.
 */
export interface FieldForm {
  key: string;
  name: TranslatableName;
  iconName: string | undefined;
  fieldType: FieldType;
  mirrorKey: string;
  /** CEL text. */
  displayCondition: string;
  /** CEL text that calculates the value; blank for an entered field. */
  formula: string;
  summaryTemplate: string;
  printoutValue: string;
  /**
   * The default as typed: text, a number, `true`/`false`, a lookup value key, a currency code, or for the
   * array types one item a line. Money keeps its currency in `defaultCurrency`.
   */
  defaultValue: string;
  defaultCurrency: string;
  matchPattern: string;
  referenceId: string;
  lookupId: string;
  partyTypes: PartyType[];
  dateDefaultType: DateDefaultType;
  /** STATIC: `YYYY-MM-DD` for Date, `YYYY-MM-DDTHH:mm` (the tenant's clock) for DateTime. */
  dateDefaultValue: string;
  dateOperations: DateOperationForm[];
  attributeType: AttributeType;
  allowedValues: string[];
  rangeMin: string;
  rangeMax: string;
  unitOfMeasure: string;
  unitOfMeasureSide: UnitOfMeasureSide;
  decimalPlaces: string;
  used: boolean;
  hidden: boolean;
  mandatory: boolean;
  yesHighlighted: boolean;
  noHighlighted: boolean;
  allowFutureDate: boolean;
  showAsSummary: boolean;
  /** A field of a predefined object type: it keeps its key and cannot be deleted. */
  predefined: boolean;
  seq: number | undefined;
}

/** The field type of a new field. */
export const DEFAULT_FIELD_TYPE: FieldType = 'String';

/** The operation a dynamic date default starts with: it has at least one. */
export const FIRST_DATE_OPERATION: DateOperationForm = { type: 'PLUS', unit: 'DAYS', value: '1' };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The typed default of a stored definition, as the dialog shows it. */
function defaultText(attributes: FieldAttributes): { defaultValue: string; defaultCurrency: string } {
  const value = attributes.defaultValue;
  if (Array.isArray(value)) return { defaultValue: value.map(text).join('\n'), defaultCurrency: '' };
  if (typeof value === 'object' && value !== null) {
    const money = value as { amount?: unknown; currency?: unknown };
    return { defaultValue: text(money.amount), defaultCurrency: text(money.currency) };
  }
  return { defaultValue: text(value), defaultCurrency: '' };
}

/** A stored DateTime default (`2026-01-31T09:30:00Z`) as the minutes of a `datetime-local` input. */
const localMinutes = (value: string) => value.slice(0, 16);

/** The form of a stored field, or of a new String field. */
export function fieldForm(definition?: FieldDefinition): FieldForm {
  const attributes: FieldAttributes = definition?.attributes ?? { fieldType: DEFAULT_FIELD_TYPE };
  const dateDefault = attributes.dateDefault;
  return {
    key: definition?.key ?? '',
    name: { name: definition?.name ?? '', translations: definition?.translations ?? {} },
    iconName: definition?.iconName,
    fieldType: attributes.fieldType,
    mirrorKey: attributes.mirrorKey ?? '',
    displayCondition: attributes.displayCondition ?? '',
    formula: attributes.formula ?? '',
    summaryTemplate: attributes.summaryTemplate ?? '',
    printoutValue: attributes.printoutValue ?? '',
    ...defaultText(attributes),
    matchPattern: attributes.matchPattern ?? '',
    referenceId: attributes.referenceId ?? '',
    lookupId: attributes.lookupId ?? '',
    partyTypes: attributes.partyTypes ?? [],
    dateDefaultType: dateDefault?.type ?? 'NONE',
    dateDefaultValue:
      attributes.fieldType === 'DateTime'
        ? localMinutes(dateDefault?.value ?? '')
        : (dateDefault?.value ?? ''),
    dateOperations: (dateDefault?.operations ?? []).map((operation) => ({
      ...operation,
      value: text(operation.value),
    })),
    attributeType: attributes.attributeType ?? 'ANY',
    allowedValues: (attributes.allowedValues ?? []).map(text),
    rangeMin: text(attributes.range?.minValue),
    rangeMax: text(attributes.range?.maxValue),
    unitOfMeasure: attributes.unitOfMeasure ?? '',
    unitOfMeasureSide: attributes.unitOfMeasureSide ?? 'RIGHT',
    decimalPlaces: text(attributes.decimalPlaces),
    used: attributes.used ?? true,
    hidden: attributes.hidden ?? false,
    mandatory: attributes.mandatory ?? false,
    yesHighlighted: attributes.yesHighlighted ?? false,
    noHighlighted: attributes.noHighlighted ?? false,
    allowFutureDate: attributes.allowFutureDate ?? false,
    showAsSummary: attributes.showAsSummary ?? false,
    predefined: attributes.predefined ?? false,
    seq: definition?.seq,
  };
}

/** The default value in the data shape of the field type; undefined when none is typed. */
export function typedDefaultValue(form: FieldForm): unknown {
  const typed = form.defaultValue.trim();
  if (typed === '') return undefined;
  switch (form.fieldType) {
    case 'Integer':
    case 'Numeric':
      return parseDecimal(typed);
    case 'Boolean':
      return typed === 'true';
    case 'Money':
      return { amount: parseDecimal(typed), currency: form.defaultCurrency };
    case 'StringArray':
      return parseLines(typed);
    case 'IntegerArray':
      return parseLines(typed).map(parseDecimal);
    default:
      return typed;
  }
}

function dateDefaultOf(form: FieldForm): DateDefault | undefined {
  switch (form.dateDefaultType) {
    case 'NONE':
      return undefined;
    case 'STATIC':
      return {
        type: 'STATIC',
        // The definition format wants a zone on a date-time; the form's value is the tenant's clock reading.
        value: form.fieldType === 'DateTime' ? `${form.dateDefaultValue}:00Z` : form.dateDefaultValue,
      };
    case 'DYNAMIC':
      return {
        type: 'DYNAMIC',
        operations: form.dateOperations.map((operation) => ({
          ...operation,
          value: Number(operation.value),
        })),
      };
    case 'CURRENT':
      return { type: 'CURRENT' };
  }
}

/**
 * The definition to save: the attributes of the form that apply to its field type (as the definition schema
 * allows them), blank texts left out. Call it on a form without errors.
 */
export function fieldDefinitionOf(form: FieldForm): FieldDefinition {
  const applies = fieldTypeAttributes(form.fieldType);
  const attributes: FieldAttributes = { fieldType: form.fieldType, used: form.used, hidden: form.hidden };
  const set = <K extends keyof FieldAttributes>(name: K, value: FieldAttributes[K] | undefined) => {
    if (value !== undefined && value !== '') attributes[name] = value;
  };
  if (applies.mandatory) attributes.mandatory = form.mandatory;
  if (form.predefined) attributes.predefined = true;
  if (applies.partyTypes) attributes.partyTypes = form.partyTypes;
  if (applies.lookup) set('lookupId', form.lookupId);
  if (applies.reference) set('referenceId', form.referenceId);
  if (applies.defaultValue) set('defaultValue', typedDefaultValue(form));
  set('mirrorKey', form.mirrorKey.trim());
  set('displayCondition', form.displayCondition.trim());
  if (applies.formula) set('formula', form.formula.trim());
  if (applies.matchPattern) set('matchPattern', form.matchPattern);
  if (applies.unitOfMeasure && form.unitOfMeasure.trim() !== '') {
    attributes.unitOfMeasure = form.unitOfMeasure.trim();
    attributes.unitOfMeasureSide = form.unitOfMeasureSide;
  }
  if (applies.decimalPlaces) set('decimalPlaces', parseDecimal(form.decimalPlaces));
  if (applies.attributeTypes.includes(form.attributeType)) {
    attributes.attributeType = form.attributeType;
    if (form.attributeType === 'SPECIFIC')
      attributes.allowedValues = form.allowedValues.map((value) => Number(value));
    if (form.attributeType === 'RANGE') {
      const [minValue, maxValue] = [parseDecimal(form.rangeMin), parseDecimal(form.rangeMax)];
      attributes.range = {
        ...(minValue === undefined ? {} : { minValue }),
        ...(maxValue === undefined ? {} : { maxValue }),
      };
    }
  }
  if (applies.dates) {
    attributes.allowFutureDate = form.allowFutureDate;
    set('dateDefault', dateDefaultOf(form));
  }
  if (applies.highlight) {
    attributes.yesHighlighted = form.yesHighlighted;
    attributes.noHighlighted = form.noHighlighted;
  }
  attributes.showAsSummary = form.showAsSummary;
  set('summaryTemplate', form.summaryTemplate.trim());
  set('printoutValue', form.printoutValue.trim());
  return {
    key: form.key.trim(),
    name: form.name.name.trim(),
    ...(form.iconName === undefined ? {} : { iconName: form.iconName }),
    ...(form.seq === undefined ? {} : { seq: form.seq }),
    translations: form.name.translations,
    attributes,
  };
}
