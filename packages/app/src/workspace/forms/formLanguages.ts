import {
  formLanguagesLoaded,
  formulasPending,
  loadFormLanguages,
  loadFormulaLanguage,
  type DataDefinition,
} from '@coverline/engine';
import { whenDrawn } from '@coverline/widgets';
import { useEffect, useState } from 'react';
import type { FormMode } from './dataDefinition.js';

/*
 * The languages of formulas and display conditions load only for the forms that use them (the engine's
 * `loadFormLanguages`): a page compiles its form once `useFormLanguages` says the first show's are there, and
 * the start-up code loads those of a record read ahead through this module, imported lazily (see App). An
 * editable form's formulas follow once it has been drawn: it shows the stored values of its calculated
 * fields meanwhile (the server calculated them on the last save) and gets its formulas then (`compiledFormOf`).
 */
export { loadFormLanguages };

export interface FormLanguages {
  /** `definition`'s form can be compiled now. */
  ready: boolean;
  /** It would be compiled with its formulas (it has none, or their language is there). */
  formulas: boolean;
}

/**
 * Whether `definition`'s form can be compiled now, and with its formulas; loads what is missing: the first
 * show's languages at once (the page shows its busy notice meanwhile), an editable form's formulas once it is
 * drawn, so that the first screen neither waits for them nor shares the network (a form for reading never
 * calculates). A failed load is thrown to the error boundary, as a page's code would be.
 */
export function useFormLanguages(definition: DataDefinition | undefined, mode: FormMode): FormLanguages {
  const ready = definition !== undefined && formLanguagesLoaded(definition);
  const formulas = definition === undefined || !formulasPending(definition);
  const formulasWanted = ready && !formulas && mode === 'edit';
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (definition === undefined || (ready && !formulasWanted)) return;
    let current = true;
    const arrived = () => current && setArrivals((count) => count + 1);
    const failed = (error: unknown) => current && setFailure({ error });
    let cancel = () => {};
    if (!ready) loadFormLanguages(definition).then(arrived, failed);
    else cancel = whenDrawn(() => void loadFormulaLanguage().then(arrived, failed));
    return () => {
      current = false;
      cancel();
    };
  }, [definition, ready, formulasWanted]);
  if (failure !== undefined) throw failure.error;
  return { ready, formulas };
}
