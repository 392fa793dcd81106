import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../condition/evaluate.js';
import { createValidator } from '../validate/createValidator.js';
import { compileForm } from './compileForm.js';
import { field, objectDefinition, testContext } from '../../test-support/formBuilders.js';
import { visibleData } from './visibleData.js';

/** CEL conditions over `${object}.a` (integer), `${object}.b` (string) and `policy.c` (boolean). */
function conditionText(object: string): fc.Arbitrary<string> {
  const small = fc.integer({ min: -3, max: 3 });
  const leaf = fc.oneof(
    fc
      .tuple(fc.constantFrom('>', '>=', '<', '<=', '==', '!='), small)
      .map(([op, n]) => `${object}.a ${op} ${n}`),
    fc.tuple(small, small).map(([m, n]) => `${object}.a in [${m}, ${n}]`),
    fc.constantFrom(`${object}.a == null`, `${object}.b != null`, `${object}.b == "x"`),
    fc.constantFrom('startsWith', 'endsWith', 'contains').map((method) => `${object}.b.${method}("X")`),
    fc.constantFrom('policy.c == true', 'policy.c != false', 'policy.c == null'),
  );
  return fc.letrec<{ condition: string }>((tie) => ({
    condition: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(tie('condition'), fc.constantFrom('&&', '||'), tie('condition'))
        .map(([l, op, r]) => `(${l} ${op} ${r})`),
      tie('condition').map((inner) => `!(${inner})`),
    ),
  })).condition;
}

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const values = fc.record(
  { a: maybe(fc.integer({ min: -4, max: 4 })), b: maybe(fc.constantFrom('x', 'y', 'Xylophone', 'box', '')) },
  { requiredKeys: [] },
);
const policyValues = fc.record({ c: maybe(fc.boolean()) }, { requiredKeys: [] });
/** Drops the keys whose value is undefined: a missing value is an absent key. */
const present = <T extends object>(record: T) => JSON.parse(JSON.stringify(record)) as T;

const policy = objectDefinition('policy', [field('c', { fieldType: 'Boolean' })]);

// Hundreds of generated forms compiled and validated: on a busy machine that takes longer than the default
// 5 seconds, and speed is for the benchmarks, not for this rule.
const PROPERTY_TIMEOUT = 60_000;

describe('the JSON-Schema if/then agrees with the display condition', () => {
  it(
    'a conditional mandatory field is required exactly when its condition holds',
    () => {
      fc.assert(
        fc.property(
          conditionText('o'),
          fc.array(fc.tuple(values, policyValues), { minLength: 1, maxLength: 8 }),
          (text, samples) => {
            const o = objectDefinition('o', [
              field('a', { fieldType: 'Integer' }),
              field('b', { fieldType: 'String' }),
              field('t', { fieldType: 'String', mandatory: true, displayCondition: text }),
            ]);
            const form = compileForm([policy, o], testContext());
            const validate = createValidator(form.schema);
            for (const [oValues, policyValue] of samples) {
              const data = { policy: present(policyValue), o: present(oValues) };
              const { errors } = validate(visibleData(data, form));
              expect(errors, text).toEqual(
                evaluateCondition(text, data) ? { 'o.t': ['This field is required'] } : {},
              );
              expect(validate(visibleData({ ...data, o: { ...data.o, t: 'v' } }, form)).valid).toBe(true);
            }
          },
        ),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'in MULTIPLE_OBJECTS, per item, for conditions on the item, the root or both',
    () => {
      fc.assert(
        fc.property(
          conditionText('drivers'),
          fc.array(values, { maxLength: 4 }),
          policyValues,
          (text, items, policyValue) => {
            const drivers = objectDefinition(
              'drivers',
              [
                field('a', { fieldType: 'Integer' }),
                field('b', { fieldType: 'String' }),
                field('t', { fieldType: 'String', mandatory: true, displayCondition: text }),
              ],
              { controlType: 'MULTIPLE_OBJECTS' },
            );
            const form = compileForm([policy, drivers], testContext());
            const data = { policy: present(policyValue), drivers: items.map(present) };
            const { errors } = createValidator(form.schema)(visibleData(data, form));
            const expected = Object.fromEntries(
              data.drivers.flatMap((item, index) =>
                evaluateCondition(text, { ...data, drivers: item })
                  ? [[`drivers.${index}.t`, ['This field is required']]]
                  : [],
              ),
            );
            expect(errors, text).toEqual(expected);
          },
        ),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
