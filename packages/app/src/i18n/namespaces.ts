/** The translation namespaces; each is one file per language under `/locales`. */
export const NAMESPACES = [
  'global',
  'lending',
  'classifiers',
  'UI-context',
  'frontend-validations',
  'backend-validations',
  'localization',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'global';
