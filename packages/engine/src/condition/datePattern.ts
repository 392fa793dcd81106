import type { PlainDate } from '../dates/plainDate.js';
import type { OrderOperator } from './comparison.js';

/**
 * The shape a value must have to be ordered against a date: a date `YYYY-MM-DD`, or a date-time, which is a
 * date followed by `T` (`YYYY-MM-DDTHH:mm:ss`) and is ordered by its day. Only the start is tested.
 */
export const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}(?:T|$)/;

/** The day a value of `DATE_SHAPE` orders by: its first ten characters. */
export const dayOf = (value: string): string => value.slice(0, 10);

/**
 * The regular expression matching exactly the `YYYY-MM-DD` strings, and the date-times of those days, that
 * stand in `operator` to `bound`. For
 * strings of that shape, text order is date order, and a fixed-length text order is a finite set of prefixes:
 * "same first i digits, then a greater (or smaller) digit, then any digits". This keeps date comparisons
 * within standard JSON Schema (`pattern`) instead of format-specific keywords.
 */
export function dateOrderPattern(operator: OrderOperator, bound: PlainDate): string {
  const digits = bound.replaceAll('-', '');
  const greater = operator === '>' || operator === '>=';
  const alternatives: string[] = [];
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const range = greater ? (digit < 9 ? `[${digit + 1}-9]` : '') : digit > 0 ? `[0-${digit - 1}]` : '';
    if (range) alternatives.push(withDashes([...digits.slice(0, i), range, ...Array(7 - i).fill('\\d')]));
  }
  if (operator === '<=' || operator === '>=') alternatives.push(withDashes([...digits]));
  return `^(?:${alternatives.join('|')})(?:T|$)`;
}

function withDashes(digitPatterns: string[]): string {
  return `${digitPatterns.slice(0, 4).join('')}-${digitPatterns.slice(4, 6).join('')}-${digitPatterns.slice(6).join('')}`;
}
