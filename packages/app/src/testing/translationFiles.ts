import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource, ResourceLanguage } from 'i18next';

/** Where the app's translation files are (`public/locales/{language}/{namespace}.json`). */
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../public/locales');

/** The translation files as i18next resources: language → namespace → texts. */
export function translationFiles(): Resource {
  const resources: Resource = {};
  for (const language of readdirSync(LOCALES_DIR)) {
    const namespaces: ResourceLanguage = {};
    for (const file of readdirSync(join(LOCALES_DIR, language))) {
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(LOCALES_DIR, language, file), 'utf8'),
      );
    }
    resources[language] = namespaces;
  }
  return resources;
}
