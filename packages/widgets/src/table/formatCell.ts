import {
  formatDate,
  formatDateTime,
  formatMoney,
  isCurrencyCode,
  isPlainDate,
  type FieldType,
} from '@coverline/engine';
import type { MessageKey } from '../context/messages.js';

export interface CellFormatting {
  t: (key: MessageKey) => string;
  /** Translated name of a lookup value, if known. */
  lookupName?: (lookupId: string, key: string) => string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function money(value: unknown): string {
  if (typeof value === 'number') return formatMoney(value);
  if (!isRecord(value) || typeof value.amount !== 'number') return '';
  const currency =
    typeof value.currency === 'string' && isCurrencyCode(value.currency) ? value.currency : undefined;
  return currency ? `${formatMoney(value.amount, currency)} ${currency}` : formatMoney(value.amount);
}

/** Server text that is not a valid date-time is shown as it is rather than breaking the table. */
function dateTime(value: string): string {
  try {
    return formatDateTime(value);
  } catch {
    return value;
  }
}

/** A cell's text by the column's field type: money grouped, dates YYYY/MM/DD, lookups and yes/no translated. */
export function formatCell(
  value: unknown,
  column: { fieldType: FieldType; lookupId?: string },
  { t, lookupName }: CellFormatting,
): string {
  if (value === null || value === undefined) return '';
  switch (column.fieldType) {
    case 'Money':
      return money(value);
    case 'Date':
      return typeof value === 'string' && isPlainDate(value) ? formatDate(value) : String(value);
    case 'DateTime':
      return typeof value === 'string' ? dateTime(value) : String(value);
    case 'Boolean':
      return value ? t('yes') : t('no');
    case 'Lookup':
      return (column.lookupId && lookupName?.(column.lookupId, String(value))) ?? String(value);
    case 'Customer':
      return isRecord(value) && typeof value.name === 'string' ? value.name : String(value);
    case 'Phone':
      return `+${String(value)}`;
    case 'StringArray':
    case 'IntegerArray':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return isRecord(value) ? '' : String(value);
  }
}
