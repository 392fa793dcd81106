import { conditionHolds, type UiCondition } from '@coverline/engine';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getAt, parentPath } from '../store/paths.js';
import { conditionDependencies } from './conditionDependencies.js';
import { useFormRuntime } from './FormRuntime.js';

/**
 * Whether the node at `path` is displayed under its display condition, kept live. It is decided as the
 * engine's `visibleData` decides (on the visible data, so a field shown only beside a hidden one is hidden
 * too), and re-evaluated only when one of its dependencies changes, so typing elsewhere never touches it.
 */
export function useCondition(path: string, condition: UiCondition | undefined): boolean {
  const { store, root, visibleData } = useFormRuntime();
  const dependencies = useMemo(
    () => (condition ? conditionDependencies(condition, path, root) : []),
    [condition, path, root],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = dependencies.map((dependency) => store.subscribe(dependency, listener));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    [store, dependencies],
  );
  const holds = () => {
    if (!condition) return true;
    const visible = visibleData();
    return conditionHolds(condition, visible, getAt(visible, parentPath(path)));
  };
  return useSyncExternalStore(subscribe, holds, holds);
}
