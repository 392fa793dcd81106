import type { JsonSchema } from '../condition/types.js';
import { lazyModule } from '../languages/lazyModule.js';

export interface ValidationResult {
  valid: boolean;
  /** Dotted data path (`vehicle.make`, `drivers.0.name`; '' for the root) → messages, most relevant first. */
  errors: Record<string, string[]>;
}

export type Validator = (data: unknown) => ValidationResult;

/**
 * The validator's code loads on demand: a record shown for reading never validates, and an edit needs it
 * only once a field is left or the form submitted. A server loads it at start.
 */
const validatorCode = lazyModule('The validator', 'loadValidator', () => import('./validatorCode.js'));

/** Loads the validator; `createValidator` can be called once it resolves. A failed load may be tried again. */
export const loadValidator = (): Promise<void> => validatorCode.load();

/** Whether `createValidator` can be called now. */
export const validatorLoaded = (): boolean => validatorCode.loaded();

/**
 * A validator for data against a compiled schema, answering in `options.locale` (fallback en-GB).
 * The browser and the server validate with this very same function. It interprets the schema (no code is
 * generated, so pages need no `'unsafe-eval'`) and decides exactly as ajv would; a schema using a keyword
 * outside our vocabulary is refused here. Throws until `loadValidator` has resolved.
 */
export function createValidator(schema: JsonSchema, options: { locale?: string } = {}): Validator {
  return validatorCode.get().createValidator(schema, options);
}
