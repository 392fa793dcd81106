/** Longest part of a value that is searched; keeps every search text well inside an index entry. */
const MAX_PART_LENGTH = 200;
/**
 * How much of a long search the trigram index is asked for. Each further character adds a trigram whose
 * list of rows the index must read, and a long search's tail is often in most rows (an e-mail's domain):
 * over 100,000 persons an e-mail address cost the index 536 pages, its first 18 characters 118.
 */
const INDEXED_SEARCH_LENGTH = 16;

/**
 * Text as the search compares it: lower case, accents removed (`Bērziņa` → `berzina`), whitespace runs as
 * one space. Done here rather than with SQL `lower()`, whose result depends on the database's locale.
 */
export function foldForSearch(text: string): string {
  // Control characters (U+0000 above all, which PostgreSQL cannot take) separate words like spaces.
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `search_text` of a record: its searchable values folded, one per line, so no match spans two. */
export function searchTextOf(values: readonly (string | null | undefined)[]): string {
  return values
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((value) => foldForSearch(value).slice(0, MAX_PART_LENGTH))
    .join('\n');
}

/** `%`, `_` and `\` in a search text match themselves in a LIKE pattern (whose escape character is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The LIKE pattern of `search_text` values that contain what the user typed, or undefined when nothing
 * was typed.
 */
export function containsPattern(search: string | undefined): string | undefined {
  const folded = foldForSearch(search ?? '');
  return folded === '' ? undefined : `%${escapeLike(folded)}%`;
}

/**
 * For a search longer than the index is asked for, the pattern of its first characters: every row that
 * `containsPattern` matches matches it too, so the index can find those rows by it alone and the whole
 * pattern is checked on them. Undefined for a shorter search.
 */
export function leadingPattern(search: string | undefined): string | undefined {
  const folded = foldForSearch(search ?? '');
  return folded.length > INDEXED_SEARCH_LENGTH
    ? `%${escapeLike(folded.slice(0, INDEXED_SEARCH_LENGTH))}%`
    : undefined;
}
