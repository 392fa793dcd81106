/**
 * The condition language: display conditions of objects and fields, saved-query conditions and decision
 * conditions, stored as CEL text as react-querybuilder's `parseCEL` read it and its `formatQuery` writes it
 * (`property.area > 50 && property.type == "FLAT"`), edited as its rule-group tree, and enforced three ways
 * that agree: `evaluateCondition` (the browser, jobs), `conditionToJsonSchema` (form validation, browser and server) and
 * `conditionToSql` (saved queries).
 *
 * Meaning. A field is a dotted path from the data root; its value is found by walking own properties of
 * objects, and is *missing* when a step is absent or not an object. For a value v at the path:
 * - `x == null` holds when x is missing or null; `x != null` is its negation.
 * - `x == c` holds when x is present and equal to c with the same JSON type (strings, numbers, booleans;
 *   `1 == 1.0`, `"1" != 1`). `x in [c1, c2]` holds when `x == ci` for some i.
 * - `x < c`, `<=`, `>`, `>=`: for a number c, x must be a number; for a date c (`"YYYY-MM-DD"`), x must be a
 *   string of the `YYYY-MM-DD` shape and is compared as a date (a date-time is not). Any other x (missing,
 *   null, another type) makes the comparison false. Other string bounds are not supported.
 * - `x.contains(s)`, `x.startsWith(s)`, `x.endsWith(s)`: on a string x, case-insensitive (each character
 *   matches its single-character lower/upper forms); `x.contains(s)` on a list x holds when an element equals s
 *   exactly. Otherwise false.
 * - `!=`, `!(x in …)`, `!x.contains(…)` and the like are exactly the negation of their positive form, so they
 *   hold for missing values; `!(group)` negates a group. Note: `!(x > 5)` reads as `x <= 5` (as `parseCEL` read it);
 *   `formatCondition` writes a negated single comparison as `!((x > 5))`, which keeps the negation.
 * - An empty group, or one whose rules are all muted, means "no condition": alone it holds; inside another group
 *   it is left out, as `formatQuery` leaves it out of the text.
 * SQL agrees for data of each field's declared type; its ILIKE follows the database's case rules, which match
 * ours for ASCII letters.
 *
 * CEL subset: `&&`, `||`, `!`, parentheses, `==`, `!=`, `<`, `<=`, `>`, `>=`, `in [list]`,
 * `.contains(…)`, `.startsWith(…)`, `.endsWith(…)`, string/number/boolean/null literals. String literals have no
 * escape sequences (react-querybuilder read them raw). Text outside the subset is refused by
 * `tryParseCondition` (undefined) and read as the empty group by `parseCondition`. The engine's own parser
 * (`celParser.ts`) reads every text as `parseCEL` with its guard read it (tested against it), except that it
 * refuses parentheses nested over a hundred deep, where `parseCEL` overflowed the stack.
 */
export { ConditionError, type ConditionErrorCode } from './conditionError.js';
export { evaluateCondition } from './evaluate.js';
export { conditionFields } from './fields.js';
export { formatCondition } from './format.js';
export { parseCondition, tryParseCondition } from './parse.js';
export { conditionToJsonSchema } from './toJsonSchema.js';
export { conditionToSql, type SqlCondition, type SqlFieldMap, type SqlFieldType } from './toSql.js';
export {
  CONDITION_OPERATORS,
  type ConditionOperator,
  type ConditionRule,
  type ConditionScalar,
  type ConditionValue,
  isRuleGroup,
  type JsonSchema,
  type RuleGroup,
} from './types.js';
