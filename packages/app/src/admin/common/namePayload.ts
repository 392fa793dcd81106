import type { Translations } from '@coverline/engine';
import type { TranslatableName } from './translatableName.js';

/** A name as the server stores it: `translations` left out when there are none. */
export function namePayload({ name, translations }: TranslatableName): {
  name: string;
  translations?: Translations;
} {
  const trimmed = name.trim();
  return Object.keys(translations).length === 0 ? { name: trimmed } : { name: trimmed, translations };
}
