/**
 * Dotted paths ("drivers.0.name") address values inside form data. They are the stable ids of fields:
 * the store, errors, server `validationErrors` and conditions all speak them.
 */

/** Data as forms hold it: JSON objects, arrays and scalars. */
export type FormValues = Record<string, unknown>;

/** The root path is the empty string; `joinPath('', 'a')` is `a`. */
export function joinPath(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}

export function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

/** The path of the object or array that holds `path` (`a.b.c` → `a.b`, `a` → ''). */
export function parentPath(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(0, dot);
}

/** True when `path` is `ancestor` itself or lies under it. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}.`);
}

function child(container: unknown, key: string): unknown {
  return container !== null && typeof container === 'object'
    ? (container as Record<string, unknown>)[key]
    : undefined;
}

export function getAt(data: unknown, path: string): unknown {
  return splitPath(path).reduce(child, data);
}

function withChild(container: unknown, key: string, value: unknown): unknown {
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[Number(key)] = value;
    return copy;
  }
  const base = container !== null && typeof container === 'object' ? container : {};
  if (value === undefined) {
    const { [key]: _removed, ...rest } = base as Record<string, unknown>;
    return rest;
  }
  return { ...base, [key]: value };
}

/**
 * A copy of `data` with `value` at `path`, sharing every untouched branch with the original (structural
 * sharing), so consumers can tell what changed by reference. `undefined` removes an object key; missing
 * containers on the way are created as objects.
 */
export function setAt<T>(data: T, path: string, value: unknown): T {
  const keys = splitPath(path);
  const assign = (container: unknown, depth: number): unknown => {
    const key = keys[depth];
    if (key === undefined) return value;
    const current = child(container, key);
    const next = assign(current, depth + 1);
    return next === current ? container : withChild(container, key, next);
  };
  return assign(data, 0) as T;
}
