import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../navigation/routeTable.js';
import { translationFiles } from '../testing/translationFiles.js';
import { SUPPORTED_LOCALES } from './locales.js';
import { NAMESPACES } from './namespaces.js';

type Texts = { [key: string]: string | Texts };

/** Every text of a namespace file by its dotted key. */
function leaves(texts: Texts, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of leaves(value, path)) result.set(inner, text);
  }
  return result;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const files = translationFiles();
const languages = SUPPORTED_LOCALES.map((locale) => locale.split('-')[0] as string);
const english = (namespace: string) => leaves(files.en?.[namespace] as Texts);

describe('translation files', () => {
  it('exist for every supported language and namespace, and for nothing else', () => {
    expect(Object.keys(files).sort()).toEqual([...languages].sort());
    for (const language of languages)
      expect(Object.keys(files[language] ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
    it.each([...NAMESPACES])('has every text of %s that English has, and no other', (namespace) => {
      const texts = leaves(files[language]?.[namespace] as Texts);
      expect([...texts.keys()].sort()).toEqual([...english(namespace).keys()].sort());
    });

    it.each([...NAMESPACES])('fills each text of %s, with the same placeholders as English', (namespace) => {
      const texts = leaves(files[language]?.[namespace] as Texts);
      for (const [key, text] of english(namespace)) {
        const translated = texts.get(key) ?? '';
        expect(translated.trim(), `${language}/${namespace}: ${key}`).not.toBe('');
        expect(variables(translated), `${language}/${namespace}: ${key}`).toEqual(variables(text));
      }
    });
  });

  it('have every breadcrumb label the route table names', () => {
    for (const { path, label } of ROUTE_TABLE) {
      if (typeof label !== 'string') continue;
      const [namespace, key] = label.includes(':')
        ? (label.split(':') as [string, string])
        : ['global', label];
      expect(english(namespace).has(key), `${path}: ${label}`).toBe(true);
    }
  });
});
