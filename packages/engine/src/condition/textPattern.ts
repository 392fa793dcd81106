import type { TextMatch } from './comparison.js';

const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|/]/;

/**
 * The regular expression (source for the `u` flag) of a case-insensitive `contains`, `beginsWith` or
 * `endsWith`. JSON Schema patterns take no flags, so case-insensitivity is spelled out per character: a
 * character matches itself and its single-character lower- and upper-case forms. The evaluator tests the very
 * same expression, so both agree by construction.
 */
export function textPattern(match: TextMatch, text: string): string {
  const body = Array.from(text, caseInsensitiveCharacter).join('');
  if (match === 'beginsWith') return `^${body}`;
  if (match === 'endsWith') return `${body}$`;
  return body;
}

function caseInsensitiveCharacter(character: string): string {
  const forms = new Set([character, character.toLowerCase(), character.toUpperCase()]);
  const single = [...forms].filter((form) => Array.from(form).length === 1);
  if (single.length > 1) return `[${single.join('')}]`;
  return REGEXP_SYNTAX.test(character) ? `\\${character}` : character;
}
