/**
 * A language's parser, loaded on demand: the formula and condition languages weigh tens of kilobytes that a
 * form without formulas or conditions never needs, so a browser loads them only for a form that has some.
 * `load` is memoised (a failed load may be tried again); `get` answers the loaded module and throws when it
 * is not loaded — compiling without awaiting `load` first is a programming error, not a user's.
 */
export interface LazyLanguage<T> {
  load(): Promise<void>;
  loaded(): boolean;
  get(): T;
}

export function lazyLanguage<T>(
  name: string,
  loaderName: string,
  importer: () => Promise<T>,
): LazyLanguage<T> {
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
        throw new Error(`The ${name} language is not loaded: await ${loaderName}() before using it`);
      }
      return module;
    },
  };
}
