import { lazyModule, type LazyModule } from './lazyModule.js';

/**
 * A language's parser, loaded on demand: the formula and condition languages weigh tens of kilobytes that a
 * form without formulas or conditions never needs, so a browser loads them only for a form that has some.
 */
export type LazyLanguage<T> = LazyModule<T>;

export function lazyLanguage<T>(
  name: string,
  loaderName: string,
  importer: () => Promise<T>,
): LazyLanguage<T> {
  return lazyModule(`The ${name} language`, loaderName, importer);
}
