import type { ParseResult } from '@marcbachmann/cel-js';
import { decimalPlaces, isCurrencyCode } from '../money/currencies.js';
import { formulaEnvironment, type FormulaEnvironment } from './celEnvironment.js';
import { Decimal } from './decimal.js';
import type { FieldFormula, FormulaProgram, FormulaResult, FormulaValueType } from './types.js';

type Data = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored value as its formula type, or undefined when it is missing or not of the field's shape. */
function readValue(value: unknown, type: FormulaValueType): unknown {
  switch (type) {
    case 'decimal': {
      const amount = isPlainObject(value) ? value.amount : value;
      return isNumber(amount) ? Decimal.fromNumber(amount) : undefined;
    }
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'bool':
      return typeof value === 'boolean' ? value : undefined;
    case 'list<string>':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
    case 'list<decimal>':
      return Array.isArray(value) && value.every(isNumber) ? value.map(Decimal.fromNumber) : undefined;
  }
}

/** Parsed formulas by environment and text; parsing is the slow part and forms come back. Bounded. */
const parsed = new Map<string, ParseResult>();
const PARSED_LIMIT = 2000;

function parsedFormula(environment: FormulaEnvironment, variablesKey: string, cel: string): ParseResult {
  const cacheKey = `${variablesKey}\n${cel}`;
  let result = parsed.get(cacheKey);
  if (!result) {
    result = environment.env.parse(cel);
    if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(cacheKey, result);
  }
  return result;
}

const valueAt = (data: Data, path: string): unknown => {
  const [objectKey = '', fieldKey = ''] = path.split('.');
  const object = data[objectKey];
  return isPlainObject(object) && Object.hasOwn(object, fieldKey) ? object[fieldKey] : undefined;
};

/** The currency of a Money formula's value in `data` (see `FormulaResult`), or undefined. */
function currencyOf(result: Extract<FormulaResult, { type: 'money' }>, data: Data): string | undefined {
  const fromMoney = new Set(
    result.moneyReads.flatMap((path) => {
      const value = valueAt(data, path);
      return isPlainObject(value) && typeof value.currency === 'string' ? [value.currency] : [];
    }),
  );
  const currency =
    fromMoney.size > 0
      ? fromMoney.size === 1
        ? [...fromMoney][0]
        : undefined
      : result.currencyReads.map((path) => valueAt(data, path)).find((value) => typeof value === 'string');
  return typeof currency === 'string' && isCurrencyCode(currency) ? currency : undefined;
}

/** A formula's CEL value as the field stores it, or undefined when it does not make one. */
function fieldValue(value: unknown, result: FormulaResult, data: Data): unknown {
  if (result.type === 'bool') return typeof value === 'boolean' ? value : undefined;
  if (result.type === 'string') return typeof value === 'string' ? value : undefined;
  const number =
    value instanceof Decimal ? value : typeof value === 'bigint' ? Decimal.fromBigInt(value) : undefined;
  if (number === undefined) return undefined;
  if (result.type === 'number') {
    const stored = number.round(result.places).toNumber();
    return result.places === 0 && !Number.isSafeInteger(stored) ? undefined : stored;
  }
  const currency = currencyOf(result, data);
  if (currency === undefined) return undefined;
  return { amount: number.round(decimalPlaces(currency)).toNumber(), currency };
}

/**
 * `data` with every calculated field set to its formula's value, in dependency order, so a formula reading
 * another calculated field sees its new value. A formula that cannot be evaluated — an input is missing, a
 * division by zero, no currency — leaves its field absent; it never throws. Values sent for calculated
 * fields are replaced (or removed). Inputs are read from `data` as given: pass the visible data
 * (`visibleData`) for fields hidden by a condition to count as missing. Does not change `data`.
 */
export function applyFormulas<T extends Data>(program: FormulaProgram | undefined, data: T): T {
  if (!program || program.formulas.length === 0 || !isPlainObject(data)) return data;
  const environment = formulaEnvironment(program.variables);
  const variablesKey = JSON.stringify(program.variables);
  const result: Data = { ...data };
  const copied = new Set<string>();
  const instances = new Map<string, unknown>();

  const instance = (objectKey: string) => {
    if (!instances.has(objectKey)) {
      const object = result[objectKey];
      const values: Data = {};
      for (const [fieldKey, type] of Object.entries(program.variables[objectKey] ?? {})) {
        const value = isPlainObject(object) ? readValue(object[fieldKey], type) : undefined;
        if (value !== undefined) values[fieldKey] = value;
      }
      instances.set(objectKey, environment.instance(objectKey, values));
    }
    return instances.get(objectKey);
  };

  const write = ({ objectKey, fieldKey }: FieldFormula, value: unknown) => {
    const before = result[objectKey];
    if (!copied.has(objectKey)) {
      if (value === undefined && !isPlainObject(before)) return;
      result[objectKey] = isPlainObject(before) ? { ...before } : {};
      copied.add(objectKey);
    }
    const object = result[objectKey] as Data;
    if (value === undefined) delete object[fieldKey];
    else object[fieldKey] = value;
    instances.delete(objectKey);
  };

  for (const formula of program.formulas) {
    let value: unknown;
    try {
      const context: Data = {};
      for (const objectKey of Object.keys(program.variables)) context[objectKey] = instance(objectKey);
      value = fieldValue(
        parsedFormula(environment, variablesKey, formula.expression)(context),
        formula.result,
        result,
      );
    } catch {
      value = undefined; // a missing input, a division by zero: no value
    }
    write(formula, value);
  }
  return result as T;
}
