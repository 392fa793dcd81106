import { isPlainDate } from '../dates/plainDate.js';
import type { ValueTest } from './comparison.js';
import { ConditionError } from './conditionError.js';
import { foldCondition } from './fold.js';
import type { ConditionScalar, RuleGroup } from './types.js';

/**
 * SQL type of a whitelisted field's expression: `string` text, `number` numeric, `boolean`, `date` (SQL date),
 * `stringArray` (text[]).
 */
export type SqlFieldType = 'string' | 'number' | 'boolean' | 'date' | 'stringArray';

/** Whitelisted dotted paths → trusted SQL expression of the given type, e.g. `{ sql: "p.data->>'name'", type: 'string' }`. */
export type SqlFieldMap = Readonly<Record<string, { sql: string; type: SqlFieldType }>>;

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const TEXT_SHAPES = { contains: ['%', '%'], beginsWith: ['', '%'], endsWith: ['%', ''] } as const;

/**
 * A PostgreSQL boolean expression with `$n` placeholders (from `firstParam`, default 1, so callers can append
 * it to their own parameters). Field expressions come only from `fieldMap`; an unknown field or operator
 * throws a `ConditionError`; every value travels as a parameter. Each comparison is null-safe (`… IS TRUE`),
 * so negations keep the evaluator's meaning on missing values. A value whose type cannot match the field's
 * type makes its comparison FALSE, as the evaluator finds for data of the declared types.
 */
export function conditionToSql(
  group: RuleGroup,
  fieldMap: SqlFieldMap,
  { firstParam = 1 }: { firstParam?: number } = {},
): SqlCondition {
  if (!Number.isInteger(firstParam) || firstParam < 1) throw new RangeError(`firstParam: ${firstParam}`);
  const params: unknown[] = [];
  const param = (value: unknown): string => `$${firstParam + params.push(value) - 1}`;
  const sql = foldCondition<string>(group, {
    comparison: (comparison) => {
      const field = Object.hasOwn(fieldMap, comparison.field) ? fieldMap[comparison.field] : undefined;
      if (!field) throw new ConditionError('unknownField', comparison.field);
      const positive = testSql(comparison.test, field.sql, field.type, param);
      return comparison.negated ? `NOT (${positive})` : positive;
    },
    all: (items) => `(${items.join(' AND ')})`,
    any: (items) => `(${items.join(' OR ')})`,
    not: (item) => `NOT (${item})`,
    none: 'TRUE',
  });
  return { sql, params };
}

function testSql(test: ValueTest, expression: string, type: SqlFieldType, param: (value: unknown) => string) {
  switch (test.kind) {
    case 'null':
      return `${expression} IS NULL`;
    case 'oneOf': {
      const values = test.values.filter((value) => fitsType(value, type));
      if (values.length === 0) return 'FALSE';
      if (values.length === 1) return `(${expression} = ${param(values[0])}) IS TRUE`;
      return `(${expression} IN (${values.map(param).join(', ')})) IS TRUE`;
    }
    case 'numberOrder':
      return type === 'number' ? `(${expression} ${test.operator} ${param(test.bound)}) IS TRUE` : 'FALSE';
    case 'dateOrder':
      if (type === 'date') return `(${expression} ${test.operator} ${param(test.bound)}) IS TRUE`;
      if (type !== 'string') return 'FALSE';
      // text of the YYYY-MM-DD shape orders like dates under the byte-wise "C" collation; a date-time
      // (the day, then T) by its day
      return `(${expression} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T|$)' AND left(${expression}, 10) COLLATE "C" ${test.operator} ${param(test.bound)}) IS TRUE`;
    case 'text': {
      if (type === 'stringArray')
        return test.match === 'contains' ? `(${param(test.text)} = ANY(${expression})) IS TRUE` : 'FALSE';
      const text =
        type === 'string' ? expression : type === 'date' ? `to_char(${expression}, 'YYYY-MM-DD')` : undefined;
      if (!text) return 'FALSE';
      const [before, after] = TEXT_SHAPES[test.match];
      return `(${text} ILIKE ${param(`${before}${escapeLike(test.text)}${after}`)} ESCAPE '\\') IS TRUE`;
    }
  }
}

function fitsType(value: ConditionScalar, type: SqlFieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return isPlainDate(value);
    case 'stringArray':
      return false;
  }
}

/** LIKE treats `%`, `_` and the escape character `\` specially; escaped, the text matches only itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
