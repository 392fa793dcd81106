import type { JsonSchema } from '../condition/types.js';
import type { ObjectDefinition } from '../definitions/types.js';
import { formulaLanguageLoaded } from '../formula/formulaLanguage.js';
import { compileFormulas } from '../formula/formulas.js';
import type { FormulaProgram } from '../formula/types.js';
import { bySeq } from './bySeq.js';
import type { CompileState } from './compileFields.js';
import { compileRootObject } from './compileRootObject.js';
import { ConditionalKeys } from './conditionalKeys.js';
import { conditionalRequirement } from './conditionalRequirement.js';
import { compileDisplayCondition } from './displayCondition.js';
import { type CompileContext, type CompiledForm, CompileError, type UiSchema } from './types.js';

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * Compiles object definitions into the JSON Schema that validates their data, the UI schema that renders
 * it, and the initial data. The data is an object keyed by object-definition key; every used object is
 * required while it is shown. The formulas of calculated fields come with it (`formulas`) once their language
 * is loaded: before that (a browser showing a form first) they are left out and not checked, and join the form
 * later through `formulaProgram`. Pure and deterministic otherwise: the same definitions and context give
 * deep-equal output, so the result can be cached per product version.
 */
export function compileForm(objectDefinitions: ObjectDefinition[], context: CompileContext): CompiledForm {
  const state: CompileState = { context, rootConditionals: [] };
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditionallyRequired = new ConditionalKeys();
  const objects: UiSchema = {};
  const order: string[] = [];
  const defaults: Record<string, unknown> = {};
  for (const definition of bySeq(objectDefinitions)) {
    const { key, attributes } = definition;
    if (attributes.used === false) continue;
    if (Object.hasOwn(properties, key)) throw new CompileError(key, 'duplicate object key');
    const condition = compileDisplayCondition(attributes.displayCondition, {
      scopeKey: undefined,
      operation: context.operation,
    });
    if (condition === false) continue;
    const compiled = compileRootObject(definition, state, condition === true ? undefined : condition);
    properties[key] = compiled.schema;
    objects[key] = compiled.ui;
    order.push(key);
    defaults[key] = compiled.defaultValue;
    if (condition === true) required.push(key);
    else conditionallyRequired.add(condition, key);
  }
  for (const { condition, keys } of conditionallyRequired.groups()) {
    state.rootConditionals.push(...conditionalRequirement(condition, [], { required: keys }).atRoot);
  }
  const schema: JsonSchema = {
    $schema: JSON_SCHEMA_DIALECT,
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(state.rootConditionals.length > 0 ? { allOf: state.rootConditionals } : {}),
  };
  const uiSchema: UiSchema = {
    'ui:order': order,
    ...(context.mode === 'view' ? { 'ui:readonly': true } : {}),
    ...objects,
  };
  const formulas = formulaLanguageLoaded() ? formulaProgram(objectDefinitions) : undefined;
  return { schema, uiSchema, defaults, ...(formulas ? { formulas } : {}) };
}

/**
 * The formulas of the definitions `compileForm` compiled a form of, as that form carries them (`formulas`):
 * undefined when they have none. Throws `CompileError` for a refused formula, and until `loadFormulaLanguage`
 * has resolved. For a form compiled before the language arrived: `{ ...form, formulas }` keeps its schemas.
 */
export function formulaProgram(objectDefinitions: ObjectDefinition[]): FormulaProgram | undefined {
  const { program, issues } = compileFormulas(objectDefinitions);
  const [issue] = issues;
  if (issue) throw new CompileError(issue.path, `formula refused: ${issue.code}`);
  return program.formulas.length > 0 ? program : undefined;
}
