import type { Translations } from '@coverline/engine';

/** A definition's name with its translations per language code (`de`, `lv`), as stored on the server. */
export interface TranslatableName {
  name: string;
  translations: Translations;
}

/** The part of a definition a translatable name edits. */
export function translatableNameOf(item: { name?: string; translations?: Translations }): TranslatableName {
  return { name: item.name ?? '', translations: item.translations ?? {} };
}
