/**
 * A key made from an error description, with what varies per user or organisation removed
 *: provider user ids (`auth0|5f1c…`), organisation ids (`org_…`), UUIDs
 * and numbers. "User auth0|5f1c is blocked (org_8ad3)" → `user_is_blocked`.
 */
export function descriptionKey(description: string): string {
  return description
    .replace(/\b[\w.-]+\|[\w.-]+/g, ' ')
    .replace(/\borg_[A-Za-z0-9]+\b/gi, ' ')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' ')
    .replace(/\d+/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The text keys (without `.title`/`.message`) of the error page: the error code's texts, else those of the
 * description, else the default.
 */
export function errorTextKey(
  code: string | undefined,
  description: string | undefined,
  exists: (key: string) => boolean,
): string {
  if (code !== undefined && code !== '' && exists(`errorPage.codes.${code}.title`))
    return `errorPage.codes.${code}`;
  if (description !== undefined && description !== '') {
    const key = `errorPage.descriptions.${descriptionKey(description)}`;
    if (exists(`${key}.title`)) return key;
  }
  return 'errorPage.default';
}
