/**
 * Code loaded on demand: the formula language with its runtime, or the validator, weighs kilobytes that a
 * screen which never uses it should not download. `load` is memoised (a failed load may be tried again); `get` answers the
 * loaded module and throws when it is not loaded — using it without awaiting `load` first is a programming
 * error, not a user's.
 */
export interface LazyModule<T> {
  load(): Promise<void>;
  loaded(): boolean;
  get(): T;
}

/** `what` names the code in the error thrown by `get` before `load` ("The formula language"). */
export function lazyModule<T>(what: string, loaderName: string, importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let loading: Promise<void> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (loaded) => {
          module = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module !== undefined,
    get() {
      if (module === undefined) {
        throw new Error(`${what} is not loaded: await ${loaderName}() before using it`);
      }
      return module;
    },
  };
}
