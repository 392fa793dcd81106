/**
 * Builders for the compiler's tests: small definitions and a fixed context, so each test states only
 * what it is about.
 */
import type {
  FieldAttributes,
  FieldDefinition,
  ObjectAttributes,
  ObjectDefinition,
} from '../src/definitions/types.js';
import { createValidator } from '../src/validate/createValidator.js';
import { compileForm } from '../src/compile/compileForm.js';
import type { CompileContext, CompiledForm } from '../src/compile/types.js';

export const NOW = '2026-05-01T10:30:00';

export function testContext(overrides: Partial<CompileContext> = {}): CompileContext {
  return {
    locale: 'en-GB',
    now: NOW,
    lookups: [],
    objectDefinitions: [],
    currencies: ['EUR', 'USD', 'JPY', 'KWD'],
    mode: 'edit',
    ...overrides,
  };
}

export function field(
  key: string,
  attributes: FieldAttributes,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  return { key, name: key, attributes, ...extra };
}

export function objectDefinition(
  key: string,
  fields: FieldDefinition[],
  attributes: Partial<ObjectAttributes> = {},
  extra: Partial<ObjectDefinition> = {},
): ObjectDefinition {
  return {
    key,
    name: key,
    objectType: 'CUSTOM',
    fields,
    attributes: { controlType: 'SINGLE_OBJECT', ...attributes },
    ...extra,
  };
}

/** The form of one object `o` holding one field `f`. */
export function singleFieldForm(
  attributes: FieldAttributes,
  context: Partial<CompileContext> = {},
): CompiledForm {
  return compileForm([objectDefinition('o', [field('f', attributes)])], testContext(context));
}

/**
 * Validates values of the field `f` of `singleFieldForm` (undefined: the field left empty) and returns the
 * errors with paths relative to the field ('' for the field itself, `amount` inside a Money); {} when valid.
 */
export function fieldErrors(
  attributes: FieldAttributes,
  context: Partial<CompileContext> = {},
): (value: unknown) => Record<string, string[]> {
  const validate = createValidator(singleFieldForm(attributes, context).schema);
  return (value) => {
    const { errors } = validate({ o: value === undefined ? {} : { f: value } });
    return Object.fromEntries(
      Object.entries(errors).map(([path, messages]) => [
        path === 'o.f' ? '' : path.replace(/^o\.f\./, ''),
        messages,
      ]),
    );
  };
}
