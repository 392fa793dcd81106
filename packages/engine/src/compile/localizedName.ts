import type { Translations } from '../definitions/types.js';

/**
 * The name of a definition entity in `locale`: the translation for the full locale (`de-DE`), else for its
 * language (`de`), else the entity's own `name`. Empty translations count as missing.
 */
export function localizedName(entity: { name: string; translations?: Translations }, locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  return entity.translations?.[locale] || entity.translations?.[language] || entity.name;
}
