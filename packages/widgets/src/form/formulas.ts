import { applyFormulas, visibleData, type CompiledForm } from '@coverline/engine';
import type { FormStore } from '../store/formStore.js';
import type { FormValues } from '../store/paths.js';

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the form's calculated fields at their formulas' values: after every change the engine's
 * `applyFormulas` evaluates them over the visible data — the very function the server recomputes them with
 * on save — and each value that differs is written to the store (absent when an input is missing).
 * Writing a value that is already there changes nothing, so the store's notification ends the round.
 * Returns the unsubscribe function; does nothing for a form without formulas.
 */
export function keepFormulasApplied(
  store: FormStore,
  form: Pick<CompiledForm, 'uiSchema' | 'formulas'>,
): () => void {
  const program = form.formulas;
  if (!program) return () => undefined;
  const apply = () => {
    const data = store.getData();
    const calculated = applyFormulas(program, visibleData(data, form) as FormValues);
    for (const { objectKey, fieldKey } of program.formulas) {
      const path = `${objectKey}.${fieldKey}`;
      const value = (calculated[objectKey] as FormValues | undefined)?.[fieldKey];
      if (!same(store.getValue(path), value)) store.setValue(path, value);
    }
  };
  apply();
  return store.subscribeData(apply);
}
