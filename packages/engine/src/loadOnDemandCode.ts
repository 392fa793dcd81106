import { loadFormLanguages } from './compile/formLanguages.js';
import { loadValidator } from './validate/createValidator.js';

/**
 * Loads every part of the engine that a browser loads on demand — the formula language and the validator —
 * for code that uses them synchronously from the start: a server, a script, a test setup.
 */
export async function loadOnDemandCode(): Promise<void> {
  await Promise.all([loadFormLanguages(), loadValidator()]);
}
