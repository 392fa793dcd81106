import type { HistoryChange } from '../contracts/workspacePanels.js';
import { formatDate, formatDateTime } from '../dates/format.js';
import { formatMoney } from '../money/money.js';
import type { FieldDescriptions } from './fieldDescriptions.js';

/** Bookkeeping of every state that says nothing to a reader of the history. */
const UNSHOWN = new Set(['id', 'version', 'createdAt', 'updatedAt', 'searchText']);

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a party or record reference (`{ id, name, code?, partyType? }`) and of money. */
const REFERENCE_KEYS = new Set(['id', 'name', 'code', 'partyType']);
const MONEY_KEYS = new Set(['amount', 'currency']);
const only = (value: Node, keys: Set<string>) => Object.keys(value).every((key) => keys.has(key));

/** Money and references are one value each, not fields: a record that has an id and a name is not one. */
function isSingleValue(value: Node): boolean {
  return (
    ('amount' in value && 'currency' in value && only(value, MONEY_KEYS)) ||
    ('id' in value && 'name' in value && only(value, REFERENCE_KEYS))
  );
}

/**
 * The fields that differ between two states of an object (either may be null: created, deleted), in the
 * order they appear, each with its label and both values formatted as a user reads them: money with its
 * currency, dates as the screens show them, references and lookup codes by name. Labels come from
 * `descriptions` (the object's definitions), else the key is spelled out ("lossAmount" → "Loss amount").
 */
export function historyChanges(
  previous: unknown,
  next: unknown,
  descriptions: FieldDescriptions = new Map(),
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  compare(previous, next, '', descriptions, changes);
  return changes;
}

function compare(
  before: unknown,
  after: unknown,
  path: string,
  descriptions: FieldDescriptions,
  into: HistoryChange[],
) {
  const beforeNode = isNode(before) && !isSingleValue(before) ? before : undefined;
  const afterNode = isNode(after) && !isSingleValue(after) ? after : undefined;
  if (beforeNode !== undefined || afterNode !== undefined) {
    const keys = new Set([...Object.keys(beforeNode ?? {}), ...Object.keys(afterNode ?? {})]);
    for (const key of keys) {
      if (UNSHOWN.has(key)) continue;
      compare(beforeNode?.[key], afterNode?.[key], path === '' ? key : `${path}.${key}`, descriptions, into);
    }
    return;
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return;
  if (isListOfObjects(before) || isListOfObjects(after)) {
    // Rows of a table: compared row by row, each field under the label of its column.
    const rows = Math.max(listLength(before), listLength(after));
    for (let index = 0; index < rows; index++) {
      compare(itemOf(before, index), itemOf(after, index), `${path}.${index}`, descriptions, into);
    }
    return;
  }
  const description = descriptions.get(path) ?? descriptions.get(path.replace(/\.\d+(?=\.|$)/g, '.*'));
  const show = (value: unknown) => readable(value, description?.valueNames);
  into.push({
    field: path,
    label: description?.label ?? spelledOut(path),
    before: show(before),
    after: show(after),
  });
}

const isListOfObjects = (value: unknown) => Array.isArray(value) && value.some(isNode);
const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const itemOf = (value: unknown, index: number): unknown => (Array.isArray(value) ? value[index] : undefined);

/** A value as the screens show it; null for none. */
export function readable(value: unknown, valueNames?: Readonly<Record<string, string>>): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => readable(item, valueNames)).filter((item) => item !== null);
    return items.length === 0 ? null : items.join(', ');
  }
  if (isNode(value)) {
    if (typeof value.amount === 'number' && typeof value.currency === 'string') {
      return `${formatMoney(value.amount, value.currency)} ${value.currency}`;
    }
    if (typeof value.name === 'string') return value.name;
    return JSON.stringify(value);
  }
  if (typeof value === 'string') {
    if (valueNames?.[value] !== undefined) return valueNames[value];
    if (PLAIN_DATE.test(value)) return safely(() => formatDate(value), value);
    if (DATE_TIME.test(value)) return safely(() => formatDateTime(value), value);
    return value;
  }
  return String(value);
}

function safely(format: () => string, fallback: string): string {
  try {
    return format();
  } catch {
    return fallback;
  }
}

/** The last key of a path in words: `claim.lossAmount` → "Loss amount". */
function spelledOut(path: string): string {
  const key =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? path;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
