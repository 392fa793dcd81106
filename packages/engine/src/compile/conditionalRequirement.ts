import { conditionToJsonSchema } from '../condition/toJsonSchema.js';
import type { ConditionRule, JsonSchema, RuleGroup } from '../condition/types.js';
import { rootRules, unscopedRule } from './scopeCondition.js';
import { simplifyCondition } from './simplifyCondition.js';
import type { UiCondition } from './types.js';

/** A step from the data root towards a nested object: a property name, or into every array element. */
export type SchemaStep = string | { items: true };
export const INTO_ITEMS: SchemaStep = { items: true };

/** `schema` applied at `location` (absent objects and arrays require nothing). */
function nestedAt(location: readonly SchemaStep[], schema: JsonSchema): JsonSchema {
  return location.reduceRight<JsonSchema>(
    (inner, step) => (typeof step === 'string' ? { properties: { [step]: inner } } : { items: inner }),
    schema,
  );
}

function negated(rule: ConditionRule): RuleGroup {
  return { combinator: 'and', not: true, rules: [rule] };
}

/** Every way the root rules can come out: for n rules, 2ⁿ rows of booleans. */
function truthTable(count: number): boolean[][] {
  return Array.from({ length: 2 ** count }, (_, row) =>
    Array.from({ length: count }, (_, i) => Boolean(row & (1 << i))),
  );
}

export interface ConditionalRequirement {
  /** Subschemas for the `allOf` of the data root. */
  atRoot: JsonSchema[];
  /** Subschemas for the `allOf` of the object at `location`. */
  atHolder: JsonSchema[];
}

/**
 * `requirement` (e.g. `{ required: ['make'] }`) on the object at `location` while `condition` holds, as
 * `if`/`then`. A root-scoped condition is checked at the root, its `then` reaching into the location
 * (through `items` for arrays, so it applies to every item); an item-scoped one in the holder's own schema.
 * An item-scoped condition that also reads the root is split over the outcomes of its root rules: at the
 * root, one `if` per outcome selects the item condition left over, checked in every item.
 */
export function conditionalRequirement(
  condition: UiCondition,
  location: readonly SchemaStep[],
  requirement: JsonSchema,
): ConditionalRequirement {
  const { scope, group } = condition;
  if (scope === 'root') {
    return {
      atRoot: [{ if: conditionToJsonSchema(group), then: nestedAt(location, requirement) }],
      atHolder: [],
    };
  }
  const rules = rootRules(group);
  if (rules.length === 0)
    return { atRoot: [], atHolder: [{ if: conditionToJsonSchema(group), then: requirement }] };
  const atRoot = truthTable(rules.length).flatMap((outcomes) => {
    const itemCondition = simplifyCondition(group, (rule) => {
      const index = rules.indexOf(rule);
      return index < 0 ? undefined : outcomes[index];
    });
    if (itemCondition === false) return [];
    const rootCondition: RuleGroup = {
      combinator: 'and',
      rules: rules.map((rule, index) => (outcomes[index] ? unscopedRule(rule) : negated(unscopedRule(rule)))),
    };
    const inItem =
      itemCondition === true ? requirement : { if: conditionToJsonSchema(itemCondition), then: requirement };
    return [{ if: conditionToJsonSchema(rootCondition), then: nestedAt(location, inItem) }];
  });
  return { atRoot, atHolder: [] };
}
