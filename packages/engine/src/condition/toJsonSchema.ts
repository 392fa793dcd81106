import type { Comparison, OrderOperator, ValueTest } from './comparison.js';
import { dateOrderPattern } from './datePattern.js';
import { foldCondition } from './fold.js';
import { textPattern } from './textPattern.js';
import type { JsonSchema, RuleGroup } from './types.js';

const BOUND_KEYWORD: Record<OrderOperator, string> = {
  '<': 'exclusiveMaximum',
  '<=': 'maximum',
  '>': 'exclusiveMinimum',
  '>=': 'minimum',
};

/**
 * A JSON Schema (2020-12, standard keywords only) that a data root satisfies exactly when `evaluateCondition`
 * holds. The compiler puts it in the `if` of an `if`/`then`, so a field required under a condition is only
 * required while the condition holds.
 */
export function conditionToJsonSchema(group: RuleGroup): JsonSchema {
  return foldCondition<JsonSchema>(group, {
    comparison: (comparison) =>
      comparison.negated ? negation(testSchema(comparison)) : testSchema(comparison),
    all: (items) => ({ allOf: items }),
    any: (items) => ({ anyOf: items }),
    not: negation,
    none: {},
  });
}

function testSchema({ path, test }: Comparison): JsonSchema {
  // "missing or null" is the negation of "present with a non-null value"
  if (test.kind === 'null') return negation(present(path, { not: { type: 'null' } }));
  return present(path, valueSchema(test));
}

function valueSchema(test: Exclude<ValueTest, { kind: 'null' }>): JsonSchema {
  switch (test.kind) {
    case 'oneOf':
      return test.values.length === 1 ? { const: test.values[0] } : { enum: [...new Set(test.values)] };
    case 'numberOrder':
      return { type: 'number', [BOUND_KEYWORD[test.operator]]: test.bound };
    case 'dateOrder':
      return { type: 'string', pattern: dateOrderPattern(test.operator, test.bound) };
    case 'text': {
      const text: JsonSchema = { type: 'string', pattern: textPattern(test.match, test.text) };
      return test.match === 'contains'
        ? { anyOf: [text, { type: 'array', contains: { const: test.text } }] }
        : text;
    }
  }
}

/** The value at `path` exists (every step an object holding the next key) and satisfies `schema`. */
function present(path: readonly string[], schema: JsonSchema): JsonSchema {
  return path.reduceRight<JsonSchema>(
    (inner, key) => ({ type: 'object', required: [key], properties: { [key]: inner } }),
    schema,
  );
}

function negation(schema: JsonSchema): JsonSchema {
  const keys = Object.keys(schema);
  return keys.length === 1 && keys[0] === 'not' && schema.not ? schema.not : { not: schema };
}
