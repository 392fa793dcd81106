/**
 * The length of `text` in Unicode code points, as ajv counts `minLength`/`maxLength`: a surrogate pair is one
 * character, a lone surrogate too.
 */
export function codePointLength(text: string): number {
  let length = 0;
  for (let position = 0; position < text.length; position++) {
    length++;
    const code = text.charCodeAt(position);
    if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(position + 1) & 0xfc00) === 0xdc00) position++;
  }
  return length;
}
