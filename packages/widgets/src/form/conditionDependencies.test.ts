import {
  compileForm,
  type FieldDefinition,
  type ObjectDefinition,
  type RuleGroup,
  type UiCondition,
} from '@coverline/engine';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { conditionDependencies, conditionFieldPath } from './conditionDependencies.js';
import { testContext } from '../../../engine/test-support/formBuilders.js';

const field = (key: string, attributes: FieldDefinition['attributes']): FieldDefinition => ({
  key,
  name: key,
  attributes,
});

function compile(objects: ObjectDefinition[]) {
  const form = compileForm(objects, testContext());
  return { schema: form.schema as RJSFSchema, uiSchema: form.uiSchema as UiSchema };
}

const conditionOf = (ui: unknown) =>
  (ui as { 'ui:options': { condition: UiCondition } })['ui:options'].condition;

describe('conditionFieldPath', () => {
  const group: RuleGroup = { combinator: 'and', rules: [] };
  it('reads root paths as they are and item paths below the holder', () => {
    expect(conditionFieldPath('a.b', { scope: 'root', group }, 'drivers.0')).toBe('a.b');
    expect(conditionFieldPath('age', { scope: 'item', group }, 'drivers.0')).toBe('drivers.0.age');
    expect(conditionFieldPath('$root.policy.type', { scope: 'item', group }, 'drivers.0')).toBe(
      'policy.type',
    );
  });
});

describe('conditionDependencies', () => {
  it('follows the conditions of the fields a condition reads', () => {
    const root = compile([
      {
        key: 'risk',
        name: 'Risk',
        objectType: 'CUSTOM',
        attributes: { controlType: 'SINGLE_OBJECT' },
        fields: [
          field('hasPool', { fieldType: 'Boolean' }),
          field('poolType', { fieldType: 'String', displayCondition: 'risk.hasPool == true' }),
          field('poolCover', { fieldType: 'String', displayCondition: 'risk.poolType == "INDOOR"' }),
        ],
      },
    ]);
    const risk = root.uiSchema.risk as UiSchema;
    expect(conditionDependencies(conditionOf(risk.poolCover), 'risk.poolCover', root).sort()).toEqual([
      'risk.hasPool',
      'risk.poolType',
    ]);
  });

  it('places item-scoped dependencies in the item', () => {
    const root = compile([
      {
        key: 'drivers',
        name: 'Drivers',
        objectType: 'CUSTOM',
        attributes: { controlType: 'MULTIPLE_OBJECTS' },
        fields: [
          field('young', { fieldType: 'Boolean' }),
          field('mentor', { fieldType: 'String', displayCondition: 'drivers.young == true' }),
        ],
      },
    ]);
    const items = (root.uiSchema.drivers as UiSchema).items as UiSchema;
    expect(conditionDependencies(conditionOf(items.mentor), 'drivers.3.mentor', root)).toEqual([
      'drivers.3.young',
    ]);
  });
});
