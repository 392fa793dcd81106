import { getAt, isWithin, joinPath, parentPath, setAt, splitPath, type FormValues } from './paths.js';

export type Listener = () => void;
/** Messages per dotted path. */
export type ErrorMap = Readonly<Record<string, readonly string[]>>;

/**
 * The state of one form, addressed by dotted path. Each field subscribes to its own path, so a keystroke
 * notifies that field, its ancestors and its descendants, never the rest of the form. Data is immutable with
 * structural sharing, so a subscriber tells what changed by reference.
 */
export interface FormStore<T extends FormValues = FormValues> {
  getData(): T;
  getValue(path: string): unknown;
  setValue(path: string, value: unknown): void;
  /** Listens to value, error and touched changes at, above or below `path`. */
  subscribe(path: string, listener: Listener): () => void;
  /** Listens to every data change (for `onChange`). */
  subscribeData(listener: Listener): () => void;
  /** Listens to every change of client or server errors (for the summary of errors off screen). */
  subscribeErrors(listener: Listener): () => void;

  /** Client validation messages of `path`; a stable array until they change. */
  getErrors(path: string): readonly string[] | undefined;
  /** Replaces the client errors at and under `scope` ('' = the whole form). */
  setErrors(errors: ErrorMap, scope?: string): void;
  /** The server's message for `path`, until the user edits that field. */
  getServerError(path: string): string | undefined;
  setServerErrors(errors: Readonly<Record<string, string>>): void;
  /** Every path with a client or server message, server messages first. */
  errorPaths(): string[];

  isTouched(path: string): boolean;
  touch(path: string): void;
  /** Touches every path with an error, so that all of them show (after a submit). */
  touchErrors(): void;

  /** Stable React keys of an array's items, kept through inserts, removals and moves. */
  getItemKeys(path: string): readonly string[];
  insertItem(path: string, index: number, value: unknown): void;
  removeItem(path: string, index: number): void;
  moveItem(path: string, from: number, to: number): void;
}

/** Moves `from` to `to` in a copy of `items`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = items.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * Rewrites the keys under `arrayPath.<index>` with `renumber(index)`, dropping keys it maps to undefined: errors
 * and touched flags follow their item when items are inserted, removed or moved.
 */
function renumbered<V>(
  entries: Map<string, V>,
  arrayPath: string,
  renumber: (index: number) => number | undefined,
) {
  const depth = splitPath(arrayPath).length;
  const result = new Map<string, V>();
  for (const [path, value] of entries) {
    const segments = splitPath(path);
    if (!isWithin(path, arrayPath) || segments.length <= depth) {
      result.set(path, value);
      continue;
    }
    const index = renumber(Number(segments[depth]));
    if (index === undefined) continue;
    segments[depth] = String(index);
    result.set(segments.join('.'), value);
  }
  return result;
}

export function createFormStore<T extends FormValues>(initialData: T): FormStore<T> {
  let data = initialData;
  let errors = new Map<string, readonly string[]>();
  let serverErrors = new Map<string, string>();
  let touched = new Map<string, true>();
  let itemKeys = new Map<string, readonly string[]>();
  const listeners = new Map<string, Set<Listener>>();
  const dataListeners = new Set<Listener>();
  const errorListeners = new Set<Listener>();
  let nextKey = 0;

  const newKey = () => `item-${nextKey++}`;

  /** Notifies the listeners of `path`, of its ancestors and (when `withDescendants`) of the paths under it. */
  const notify = (path: string, withDescendants: boolean) => {
    const reached = new Set<Listener>();
    for (let ancestor = path; ; ancestor = parentPath(ancestor)) {
      listeners.get(ancestor)?.forEach((listener) => reached.add(listener));
      if (ancestor === '') break;
    }
    if (withDescendants) {
      for (const [listened, set] of listeners) {
        if (isWithin(listened, path)) set.forEach((listener) => reached.add(listener));
      }
    }
    reached.forEach((listener) => listener());
  };

  const errorsChanged = () => errorListeners.forEach((listener) => listener());

  const changeData = (next: T, path: string, withDescendants: boolean) => {
    if (next === data) return;
    data = next;
    notify(path, withDescendants);
    dataListeners.forEach((listener) => listener());
  };

  const clearServerErrorsWithin = (path: string) => {
    for (const errorPath of serverErrors.keys()) {
      if (isWithin(errorPath, path)) serverErrors.delete(errorPath);
    }
  };

  const restructure = (
    path: string,
    next: unknown[],
    keys: string[],
    renumber: (index: number) => number | undefined,
  ) => {
    errors = renumbered(errors, path, renumber);
    serverErrors = renumbered(serverErrors, path, renumber);
    touched = renumbered(touched, path, renumber);
    itemKeys = renumbered(itemKeys, path, renumber).set(path, keys);
    changeData(setAt(data, path, next), path, true);
    errorsChanged();
  };

  const currentItems = (path: string): unknown[] => {
    const value = getAt(data, path);
    return Array.isArray(value) ? value : [];
  };

  const store: FormStore<T> = {
    getData: () => data,
    getValue: (path) => getAt(data, path),
    setValue(path, value) {
      const hadServerError = serverErrors.delete(path);
      changeData(setAt(data, path, value), path, value !== null && typeof value === 'object');
      if (hadServerError) errorsChanged();
    },
    subscribe(path, listener) {
      const set = listeners.get(path) ?? new Set();
      listeners.set(path, set.add(listener));
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(path);
      };
    },
    subscribeData(listener) {
      dataListeners.add(listener);
      return () => dataListeners.delete(listener);
    },
    subscribeErrors(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },

    getErrors: (path) => errors.get(path),
    setErrors(next, scope = '') {
      const changed = new Set<string>();
      for (const [path, messages] of errors) {
        if (isWithin(path, scope) && next[path]?.join('\n') !== messages.join('\n')) changed.add(path);
      }
      for (const [path, messages] of Object.entries(next)) {
        if (isWithin(path, scope) && errors.get(path)?.join('\n') !== messages.join('\n')) changed.add(path);
      }
      for (const path of changed) {
        const messages = next[path];
        if (messages?.length) errors.set(path, messages);
        else errors.delete(path);
      }
      changed.forEach((path) => notify(path, false));
      if (changed.size > 0) errorsChanged();
    },
    getServerError: (path) => serverErrors.get(path),
    setServerErrors(next) {
      const previous = serverErrors;
      serverErrors = new Map(Object.entries(next));
      new Set([...previous.keys(), ...serverErrors.keys()]).forEach((path) => notify(path, false));
      errorsChanged();
    },
    errorPaths: () => [...new Set([...serverErrors.keys(), ...errors.keys()])],

    isTouched: (path) => touched.has(path),
    touch(path) {
      if (touched.has(path)) return;
      touched.set(path, true);
      notify(path, false);
    },
    touchErrors() {
      store.errorPaths().forEach(store.touch);
    },

    getItemKeys(path) {
      const length = currentItems(path).length;
      let keys = itemKeys.get(path);
      if (!keys || keys.length !== length) {
        keys = Array.from({ length }, (_, index) => keys?.[index] ?? newKey());
        itemKeys.set(path, keys);
      }
      return keys;
    },
    insertItem(path, index, value) {
      const items = currentItems(path);
      const keys = [...store.getItemKeys(path)];
      keys.splice(index, 0, newKey());
      const next = items.slice();
      next.splice(index, 0, value);
      restructure(path, next, keys, (i) => (i >= index ? i + 1 : i));
    },
    removeItem(path, index) {
      clearServerErrorsWithin(joinPath(path, index));
      const keys = store.getItemKeys(path).filter((_, i) => i !== index);
      const next = currentItems(path).filter((_, i) => i !== index);
      restructure(path, next, keys, (i) => (i === index ? undefined : i > index ? i - 1 : i));
    },
    moveItem(path, from, to) {
      const order = moved(
        currentItems(path).map((_, i) => i),
        from,
        to,
      );
      const newIndex = new Map(order.map((oldIndex, i) => [oldIndex, i]));
      restructure(path, moved(currentItems(path), from, to), moved(store.getItemKeys(path), from, to), (i) =>
        newIndex.get(i),
      );
    },
  };
  return store;
}
