import { lazyLanguage } from '../languages/lazyLanguage.js';

/** react-querybuilder's CEL parser, which reads condition text: loaded by `loadConditionLanguage`. */
export const conditionLanguage = lazyLanguage(
  'condition',
  'loadConditionLanguage',
  () => import('@react-querybuilder/core/parseCEL'),
);

/** Loads the condition language; condition text can be parsed once it resolves. */
export const loadConditionLanguage = (): Promise<void> => conditionLanguage.load();
