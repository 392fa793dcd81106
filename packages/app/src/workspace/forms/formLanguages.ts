import { formLanguagesLoaded, loadFormLanguages, type DataDefinition } from '@coverline/engine';
import { whenDrawn } from '@coverline/widgets';
import { useEffect, useState } from 'react';
import type { FormMode } from './dataDefinition.js';

/**
 * Whether `definition`'s form, compiled now, comes with its formulas (it has none, or their language is
 * there). A form never waits for them: an editable one is shown with the stored values of its calculated
 * fields (the server calculated them on the last save), asks for the formula language once it has been drawn,
 * so that the first screen neither waits for it nor shares the network, and gets its formulas when it arrives
 * (`compiledFormOf`). A form for reading never calculates, nor loads it. A failed load is thrown to the error
 * boundary, as a page's code would be.
 */
export function useFormLanguages(definition: DataDefinition | undefined, mode: FormMode): boolean {
  const loaded = definition === undefined || formLanguagesLoaded(definition);
  const wanted = !loaded && mode === 'edit';
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const cancel = whenDrawn(
      () =>
        void loadFormLanguages(definition).then(
          () => current && setArrivals((count) => count + 1),
          (error: unknown) => current && setFailure({ error }),
        ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [definition, wanted]);
  if (failure !== undefined) throw failure.error;
  return loaded;
}
