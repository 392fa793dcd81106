/**
 * Placeholders of a message template: `{path}` with the dotted key paths of document templates
 * (`{record.number}`, `{company.name}`, `{vehicle.make}`). Only braces around a path are placeholders, so the
 * CSS of an e-mail (`p { color: red }`) is left alone.
 */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\}/g;

/** The paths a text's placeholders name, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The value at `path`, reading own keys only (never a prototype's `constructor`). */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined,
      values,
    );
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] as string);

/**
 * The text with each placeholder replaced by its value, written by `write` (HTML-escaped for an e-mail).
 * Values come formatted as text (see `placeholderValues`); a list, a yes/no or a missing value writes nothing.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, unknown>>,
  write: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (_placeholder, path: string) => {
    const value = valueAt(values, path);
    return typeof value === 'string' ? write(value) : '';
  });
}
