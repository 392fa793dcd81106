/**
 * Summary lines of quotes, contracts and objects: a template such as `{{vehicle.make}} {{vehicle.model}}`
 * filled from form data (keyed by object key, then field key), whitespace collapsed, cut at 75 characters.
 */
import { formatDate, formatDateTime } from '../dates/format.js';
import { isPlainDate } from '../dates/plainDate.js';
import { isCurrencyCode } from '../money/currencies.js';
import { formatMoney } from '../money/money.js';

/** Longest summary shown; longer text ends in an ellipsis within this length. */
export const SUMMARY_MAX_LENGTH = 75;

const ELLIPSIS = '…';
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Renders one placeholder value; return undefined to leave it to the default formatting
 * (e.g. to show lookup names or translated yes/no instead of keys and booleans).
 */
export type SummaryValueFormat = (value: unknown, path: string) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A date or date-time value in display format; undefined for any other text. */
function dateText(value: string): string | undefined {
  if (isPlainDate(value)) return formatDate(value);
  if (!ISO_DATE_TIME.test(value)) return undefined;
  try {
    return formatDateTime(value);
  } catch {
    return undefined; // text that merely starts like a date-time
  }
}

/**
 * Default text of a value: money as "1 234.50 EUR", dates as YYYY/MM/DD (HH:mm:ss), a customer by name,
 * arrays joined by commas; nothing for a missing value or a nested object.
 */
function defaultText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(defaultText).filter(Boolean).join(', ');
  if (typeof value === 'string') return dateText(value) ?? value;
  if (isRecord(value)) {
    const { amount, currency, name } = value;
    if (typeof amount === 'number' && Number.isFinite(amount)) {
      const code = typeof currency === 'string' ? currency : undefined;
      const text = formatMoney(amount, code !== undefined && isCurrencyCode(code) ? code : undefined);
      return code ? `${text} ${code}` : text;
    }
    return typeof name === 'string' ? name : '';
  }
  return String(value);
}

/** Values at a dotted path; an array on the way (repeated objects) yields one value per element. */
function valuesAt(data: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [data];
  if (Array.isArray(data)) return data.flatMap((element) => valuesAt(element, path));
  if (!isRecord(data) || !Object.hasOwn(data, path[0]!)) return [];
  return valuesAt(data[path[0]!], path.slice(1));
}

/**
 * Cuts `text` to SUMMARY_MAX_LENGTH characters (code points), ending in an ellipsis when cut; for summary
 * lines put together from parts rather than from a template.
 */
export function truncateSummary(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= SUMMARY_MAX_LENGTH) return text;
  return (
    characters
      .slice(0, SUMMARY_MAX_LENGTH - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/**
 * Fills `{{objectKey.fieldKey}}` placeholders (any depth of dotted path) from `data`; missing values give
 * empty text, and a template whose placeholders are all empty gives no summary at all (not a lone "()").
 * Whitespace runs become one space and the result is at most 75 characters.
 */
export function renderSummary(template: string, data: unknown, format?: SummaryValueFormat): string {
  let placeholders = 0;
  let empty = 0;
  const filled = template.replace(PLACEHOLDER, (_, path: string) => {
    const text = valuesAt(data, path.split('.'))
      .map((value) => format?.(value, path) ?? defaultText(value))
      .filter(Boolean)
      .join(', ');
    placeholders += 1;
    if (text === '') empty += 1;
    return text;
  });
  if (placeholders > 0 && empty === placeholders) return '';
  return truncateSummary(filled.replace(/\s+/g, ' ').trim());
}
