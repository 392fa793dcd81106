import { DATE_OPERATION_BOUNDS, dateOperationErrors, decimalPlaces, isPlainDate } from '@coverline/engine';
import type { DateOperation } from '@coverline/engine';
import { isDefinitionKey } from '../../common/definitionKey.js';
import { DECIMAL_PLACES_BOUNDS } from '../../common/definitionSchemaRules.js';
import type { ValidationMessage } from '../useValidationText.js';
import { fieldDefinitionOf, type FieldForm } from './fieldForm.js';
import { formulaProblem, type FormulaContext } from './formulaProblem.js';
import { fieldTypeAttributes } from './fieldTypeAttributes.js';
import { parseDecimal, parseLines } from './numberText.js';

/** A problem with one input of the dialog: a message key of `frontend-validations:fieldDefinition`. */
export type FieldFormMessage = ValidationMessage;

/** Problems by input (`key`, `allowedValues`, `dateOperations.0.value`), the first one of each. */
export type FieldFormErrors = Record<string, FieldFormMessage>;

export interface FieldFormContext {
  /** Keys of the other fields of the same object. */
  otherKeys: readonly string[];
  /** The objects a formula may read and the key the field had; without them formulas are not checked. */
  formulas?: FormulaContext & { previousKey: string | undefined };
}

const KEY_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const DIGITS = /^[0-9]+$/;
const LOCAL_MINUTES = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

function isRegularExpression(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The typed number's problem for an input that wants a number (a whole one when `integer`), if any. */
function numberProblem(text: string, integer: boolean): FieldFormMessage | undefined {
  const value = parseDecimal(text);
  if (value === undefined) return { code: 'notANumber' };
  return integer && !Number.isInteger(value) ? { code: 'notAnInteger' } : undefined;
}

/** The engine's date-operation rules (see the engine's `dateOperationErrors`); a value out of bounds names the bound. */
function dateOperationProblems(form: FieldForm, errors: FieldFormErrors): void {
  const operations: DateOperation[] = form.dateOperations.map((operation) => ({
    ...operation,
    value: parseDecimal(operation.value) ?? Number.NaN,
  }));
  const found = dateOperationErrors(operations, form.fieldType === 'Date' ? 'Date' : 'DateTime');
  for (const [path, [code]] of Object.entries(found)) {
    if (code === undefined) continue;
    const operation = operations[Number(path.split('.')[1])];
    const bounds = operation === undefined ? undefined : boundsOf(operation);
    let values: Record<string, number> | undefined;
    if (code === 'belowMinimum' && bounds !== undefined) values = { min: bounds.min };
    if (code === 'aboveMaximum' && bounds !== undefined) values = { max: bounds.max };
    errors[path.replace(/^operations/, 'dateOperations')] =
      values === undefined ? { code } : { code, values };
  }
}

function boundsOf({ type, unit }: DateOperation): { min: number; max: number } | undefined {
  if (!(type in DATE_OPERATION_BOUNDS) || !(unit in DATE_OPERATION_BOUNDS.SET)) return undefined;
  return type === 'SET' ? DATE_OPERATION_BOUNDS.SET[unit] : DATE_OPERATION_BOUNDS[type];
}

function defaultValueProblem(form: FieldForm): FieldFormMessage | undefined {
  const typed = form.defaultValue.trim();
  if (typed === '') return undefined;
  switch (form.fieldType) {
    case 'Integer':
      return numberProblem(typed, true);
    case 'Numeric': {
      const places = parseDecimal(form.decimalPlaces);
      const value = parseDecimal(typed);
      if (value !== undefined && places !== undefined && decimalsOf(value) > places)
        return { code: 'tooManyDecimals', values: { places } };
      return numberProblem(typed, false);
    }
    case 'Money': {
      const problem = numberProblem(typed, false);
      if (problem !== undefined) return problem;
      if (form.defaultCurrency === '') return { code: 'currencyRequired' };
      const places = decimalPlaces(form.defaultCurrency);
      return decimalsOf(parseDecimal(typed) as number) > places
        ? { code: 'tooManyDecimals', values: { places } }
        : undefined;
    }
    case 'Phone':
      return DIGITS.test(typed) ? undefined : { code: 'phoneDigits' };
    case 'IntegerArray':
      return parseLines(typed)
        .map((line) => numberProblem(line, true))
        .find((problem) => problem !== undefined);
    default:
      return undefined;
  }
}

function numericProblems(form: FieldForm, errors: FieldFormErrors): void {
  const integer = form.fieldType !== 'Numeric';
  if (form.attributeType === 'SPECIFIC') {
    if (form.allowedValues.length === 0) errors.allowedValues = { code: 'allowedValuesRequired' };
    const seen = new Set<number>();
    for (const text of form.allowedValues) {
      const problem = numberProblem(text, integer);
      const value = parseDecimal(text);
      if (problem !== undefined) errors.allowedValues ??= problem;
      else if (value === undefined) continue;
      else if (seen.has(value)) errors.allowedValues ??= { code: 'duplicateValue', values: { value: text } };
      else seen.add(value);
    }
  }
  if (form.attributeType === 'RANGE') {
    const [min, max] = [form.rangeMin.trim(), form.rangeMax.trim()];
    if (min === '' && max === '') errors.rangeMin = { code: 'rangeRequired' };
    const minProblem = min === '' ? undefined : numberProblem(min, integer);
    const maxProblem = max === '' ? undefined : numberProblem(max, integer);
    if (minProblem !== undefined) errors.rangeMin = minProblem;
    if (maxProblem !== undefined) errors.rangeMax = maxProblem;
    const [minValue, maxValue] = [parseDecimal(min), parseDecimal(max)];
    if (minValue !== undefined && maxValue !== undefined && minValue > maxValue)
      errors.rangeMax ??= { code: 'rangeOrder' };
  }
}

/**
 * What is wrong with the dialog's values: key, name and icon required, the key a unique
 * identifier, the type's own requirements (referenced object, lookup, party types), a valid match pattern, allowed
 * values without duplicates, a range with its bounds in order, decimal places 0–10, a default of the field's shape,
 * a static date, the engine's date-operation bounds and its formula check. Only the attributes the field type has are checked.
 */
export function fieldFormErrors(form: FieldForm, context: FieldFormContext): FieldFormErrors {
  const errors: FieldFormErrors = {};
  const applies = fieldTypeAttributes(form.fieldType);
  const key = form.key.trim();
  if (key === '') errors.key = { code: 'keyRequired' };
  else if (!isDefinitionKey(key)) errors.key = { code: 'keyPattern' };
  else if (context.otherKeys.includes(key)) errors.key = { code: 'keyNotUnique' };
  if (form.name.name.trim() === '') errors.name = { code: 'nameRequired' };
  if (form.iconName === undefined) errors.iconName = { code: 'iconRequired' };
  if (form.mirrorKey.trim() !== '' && !KEY_PATH.test(form.mirrorKey.trim()))
    errors.mirrorKey = { code: 'mirrorKeyPattern' };
  if (applies.reference && form.referenceId === '') errors.referenceId = { code: 'referenceRequired' };
  if (applies.lookup && form.lookupId === '') errors.lookupId = { code: 'lookupRequired' };
  if (applies.partyTypes && form.partyTypes.length === 0) errors.partyTypes = { code: 'partyTypeRequired' };
  if (applies.matchPattern && form.matchPattern !== '' && !isRegularExpression(form.matchPattern))
    errors.matchPattern = { code: 'invalidPattern' };
  if (applies.decimalPlaces && form.decimalPlaces.trim() !== '') {
    const places = parseDecimal(form.decimalPlaces);
    const { min, max } = DECIMAL_PLACES_BOUNDS;
    if (places === undefined || !Number.isInteger(places) || places < min || places > max)
      errors.decimalPlaces = { code: 'decimalPlacesRange', values: { min, max } };
  }
  if (applies.attributeTypes.includes(form.attributeType)) numericProblems(form, errors);
  if (applies.defaultValue) {
    const problem = defaultValueProblem(form);
    if (problem !== undefined) errors.defaultValue = problem;
  }
  if (applies.dates && form.dateDefaultType === 'STATIC') {
    const value = form.dateDefaultValue;
    const valid =
      form.fieldType === 'Date' ? isPlainDate(value) : isPlainDate(LOCAL_MINUTES.exec(value)?.[1] ?? '');
    if (value === '') errors.dateDefaultValue = { code: 'dateRequired' };
    else if (!valid) errors.dateDefaultValue = { code: 'invalidDate' };
  }
  if (applies.dates && form.dateDefaultType === 'DYNAMIC') dateOperationProblems(form, errors);
  if (applies.formula && form.formula.trim() !== '' && context.formulas && errors.key === undefined) {
    const problem = formulaProblem(fieldDefinitionOf(form), context.formulas.previousKey, context.formulas);
    if (problem !== undefined) errors.formula = problem;
  }
  return errors;
}
