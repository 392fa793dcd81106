import { formLanguagesLoaded, loadFormLanguages, type DataDefinition } from '@coverline/engine';
import { useEffect, useState } from 'react';

/*
 * The formula language loads only for the forms that use it (the engine's `loadFormLanguages`): a page compiles
 * its form once `useFormLanguages` says it is there, and the start-up code loads it for a record read ahead
 * through this module, imported lazily (see App).
 */
export { loadFormLanguages };

/**
 * Whether `definition`'s form can be compiled now; loads its languages when they are not there yet (the page
 * shows its busy notice meanwhile). A failed load is thrown to the error boundary, as a page's code would be.
 */
export function useFormLanguages(definition: DataDefinition | undefined): boolean {
  const ready = definition !== undefined && formLanguagesLoaded(definition);
  const [, setLoaded] = useState<DataDefinition>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (definition === undefined || formLanguagesLoaded(definition)) return;
    let current = true;
    loadFormLanguages(definition).then(
      () => current && setLoaded(definition),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [definition]);
  if (failure !== undefined) throw failure.error;
  return ready;
}
