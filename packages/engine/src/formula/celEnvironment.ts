import { Environment } from '@marcbachmann/cel-js';
import { decimalPlaces, isCurrencyCode } from '../money/currencies.js';
import { Decimal } from './decimal.js';
import type { FormulaVariables } from './types.js';

/**
 * The CEL environment of formulas over some objects' fields: each object key is a variable of its own
 * type whose fields are the object's readable fields, and numbers are `decimal`s with exact operators.
 * Number literals are rewritten into `decimal("…")` calls before parsing (see `decimalLiterals`), so CEL's
 * binary `double` never takes part in the arithmetic.
 */

const ARITHMETIC = {
  '+': (a: Decimal, b: Decimal) => a.add(b),
  '-': (a: Decimal, b: Decimal) => a.subtract(b),
  '*': (a: Decimal, b: Decimal) => a.multiply(b),
  '/': (a: Decimal, b: Decimal) => a.divide(b),
  '%': (a: Decimal, b: Decimal) => a.remainder(b),
} as const;

const COMPARISON = {
  '<': (order: number) => order < 0,
  '<=': (order: number) => order <= 0,
  '>': (order: number) => order > 0,
  '>=': (order: number) => order >= 0,
  // registering `==` gives `!=` as its negation
  '==': (order: number) => order === 0,
} as const;

/** `int` operands (from `size()`, say) meet decimals as the integers they are. */
const asDecimal = (value: Decimal | bigint) =>
  typeof value === 'bigint' ? Decimal.fromBigInt(value) : value;

/** A whole number of decimal places, 0 to 20. */
function places(value: Decimal): number {
  const count = value.round(0);
  if (count.compare(value) !== 0 || count.units < 0n || count.units > 20n) {
    throw new RangeError('Decimal places must be a whole number from 0 to 20');
  }
  return Number(count.units);
}

function registerNumbers(env: Environment): void {
  env.registerType('decimal', Decimal);
  env.registerFunction('decimal(string): decimal', (text: string) => Decimal.parse(text));
  const pairs = [
    ['decimal', 'decimal'],
    ['decimal', 'int'],
    ['int', 'decimal'],
  ] as const;
  for (const [left, right] of pairs) {
    for (const [operator, apply] of Object.entries(ARITHMETIC)) {
      env.registerOperator(`${left} ${operator} ${right}`, (a: Decimal | bigint, b: Decimal | bigint) =>
        apply(asDecimal(a), asDecimal(b)),
      );
    }
    for (const [operator, holds] of Object.entries(COMPARISON)) {
      // `decimal == int` serves `int == decimal` too
      if (operator === '==' && left === 'int') continue;
      env.registerOperator(`${left} ${operator} ${right}`, (a: Decimal | bigint, b: Decimal | bigint) =>
        holds(asDecimal(a).compare(asDecimal(b))),
      );
    }
  }
  env.registerOperator('-decimal', (a: Decimal) => a.negate());
  env.registerFunction('min(decimal, decimal): decimal', (a: Decimal, b: Decimal) =>
    a.compare(b) <= 0 ? a : b,
  );
  env.registerFunction('max(decimal, decimal): decimal', (a: Decimal, b: Decimal) =>
    a.compare(b) >= 0 ? a : b,
  );
  env.registerFunction('abs(decimal): decimal', (a: Decimal) => a.abs());
  env.registerFunction('round(decimal): decimal', (a: Decimal) => a.round(0));
  env.registerFunction('round(decimal, decimal): decimal', (a: Decimal, digits: Decimal) =>
    a.round(places(digits)),
  );
  env.registerFunction('round(decimal, string): decimal', (a: Decimal, currency: string) => {
    if (!isCurrencyCode(currency)) throw new RangeError(`Unknown currency: ${currency}`);
    return a.round(decimalPlaces(currency));
  });
}

/** The type name of an object's variable; `$` cannot appear in a key, so it never meets a user's name. */
const typeName = (objectKey: string) => `object_${objectKey}`;

/** An environment and how to hand it an object's values. */
export interface FormulaEnvironment {
  env: Environment;
  /** The object's values as an instance of its type's class, so that `has(vehicle.value)` works. */
  instance(objectKey: string, values: Record<string, unknown>): unknown;
}

function createEnvironment(variables: FormulaVariables): FormulaEnvironment {
  const env = new Environment();
  registerNumbers(env);
  const classes = new Map<string, new (values: Record<string, unknown>) => unknown>();
  for (const [objectKey, fields] of Object.entries(variables)) {
    const ctor = class {
      constructor(values: Record<string, unknown>) {
        Object.assign(this, values);
      }
    };
    Object.defineProperty(ctor, 'name', { value: typeName(objectKey) });
    env.registerType(typeName(objectKey), { ctor, fields: { ...fields } });
    env.registerVariable(objectKey, typeName(objectKey));
    classes.set(objectKey, ctor);
  }
  return {
    env,
    instance(objectKey, values) {
      const ctor = classes.get(objectKey);
      return ctor ? new ctor(values) : undefined;
    },
  };
}

/** Environments by their variables: building one costs far more than evaluating a formula. Bounded. */
const environments = new Map<string, FormulaEnvironment>();
const ENVIRONMENT_LIMIT = 200;

export function formulaEnvironment(variables: FormulaVariables): FormulaEnvironment {
  const cacheKey = JSON.stringify(variables);
  let environment = environments.get(cacheKey);
  if (!environment) {
    environment = createEnvironment(variables);
    if (environments.size >= ENVIRONMENT_LIMIT) environments.delete(environments.keys().next().value!);
    environments.set(cacheKey, environment);
  }
  return environment;
}
