import {
  formatDate,
  formatDateTime,
  formatMoney,
  isCurrencyCode,
  isPlainDate,
  type FieldDescriptions,
} from '@coverline/engine';

/** How the values of a record are written into a document. */
export interface PlaceholderFormat {
  /** Lookup and enumeration codes → names, by dotted path (array items as `*`), as the record's form shows them. */
  names: FieldDescriptions;
  /** The tenant's zone, in which date-times are shown. */
  timeZone: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Numbers of a record with a currency that are amounts of it: `premium`, `loanAmount`, `lossAmount`… */
const MONEY_KEY = /^(premium|sumInsured|monthlyPayment|amount|total)$|Amount$/;

type Values = Record<string, unknown>;
const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "1 234.50 EUR": the engine's money format with the currency's decimals. */
export function moneyText(amount: number, currency: string | undefined): string {
  const code = currency !== undefined && isCurrencyCode(currency) ? currency : undefined;
  return code === undefined ? formatMoney(amount) : `${formatMoney(amount, code)} ${code}`;
}

function text(value: string, path: string, format: PlaceholderFormat): string {
  const name = format.names.get(path)?.valueNames?.[value];
  if (name !== undefined) return name;
  if (isPlainDate(value)) return formatDate(value);
  if (ISO_DATE_TIME.test(value)) {
    try {
      return formatDateTime(value, format.timeZone);
    } catch {
      return value; // text that merely starts like a date-time
    }
  }
  return value;
}

/**
 * A record's values as a template receives them: lookup codes as their names, dates as YYYY/MM/DD, date-times
 * on the tenant's clock, money as "1 234.50 EUR" (a `{amount, currency}` value, or an amount beside the
 * record's `currency`), nothing for a missing value. Lists stay lists, for table rows; yes/no stays a boolean,
 * for conditional sections.
 */
export function placeholderValues(
  value: unknown,
  format: PlaceholderFormat,
  path = '',
  currency?: string,
): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return text(value, path, format);
  if (typeof value === 'number') {
    const key = path.slice(path.lastIndexOf('.') + 1);
    return currency !== undefined && MONEY_KEY.test(key) ? moneyText(value, currency) : String(value);
  }
  if (Array.isArray(value)) {
    return value.map((item) => placeholderValues(item, format, `${path}.*`, currency));
  }
  if (isObject(value)) {
    const { amount, currency: own } = value;
    if (typeof amount === 'number' && typeof own === 'string' && Object.keys(value).length === 2) {
      return moneyText(amount, own);
    }
    const inner = typeof own === 'string' ? own : currency;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        placeholderValues(child, format, path === '' ? key : `${path}.${key}`, inner),
      ]),
    );
  }
  return value;
}
