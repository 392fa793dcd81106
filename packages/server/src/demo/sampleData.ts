import {
  addDays,
  applyDateOperations,
  daysBetween,
  localizedName,
  localNow,
  type DateOperation,
  type PartyReference,
  type Translations,
} from '@coverline/engine';

/**
 * How the sample files (`examples/samples/`) write what depends on the tenant, read by `resolveSample`:
 * - a text in every language, `{ "text": "English", "translations": { "de": …, "fr": …, "lv": …, "ru": … } }`
 *   (the shape of the examples' names);
 * - a date or date-time relative to the moment the record is made, `{ "relativeDate": [operations] }` and
 *   `{ "relativeDateTime": [operations] }`, in the operations of a field's dynamic date default;
 * - a party, `{ "id": "…" }` with the id `persons.json` gives it.
 */
interface SampleText {
  text: string;
  translations: Translations;
}

/** What a sample is resolved against: where and when the record is made, in which language. */
export interface SampleContext {
  /** The moment the record is made, on the tenant's wall clock (`YYYY-MM-DDTHH:mm:ss`). */
  localNow: string;
  locale: string;
  /** The sample persons, by the id the sample files give them. */
  persons: ReadonlyMap<string, PartyReference>;
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasExactly = (value: Record<string, Json>, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

/** A sample value with its texts in the context's language, its dates computed and its parties linked. */
export function resolveSample<T>(value: T, context: SampleContext): T {
  return resolve(value, context) as T;
}

function resolve(value: Json, context: SampleContext): Json {
  if (Array.isArray(value)) return value.map((each) => resolve(each, context));
  if (!isObject(value)) return value;
  if (hasExactly(value, ['text', 'translations'])) {
    const { text, translations } = value as unknown as SampleText;
    return localizedName({ name: text, translations }, context.locale);
  }
  if (hasExactly(value, ['relativeDate'])) {
    return applyDateOperations(context.localNow, value.relativeDate as DateOperation[], 'Date');
  }
  if (hasExactly(value, ['relativeDateTime'])) {
    return applyDateOperations(context.localNow, value.relativeDateTime as DateOperation[], 'DateTime');
  }
  const person = typeof value.id === 'string' ? context.persons.get(value.id) : undefined;
  if (person !== undefined) return person;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, resolve(each, context)]));
}

/**
 * `base` with `changes` laid over it: objects merged key by key, anything else (arrays included) replaced,
 * so that a sample names only what differs from the product's example data.
 */
export function withChanges<T>(base: T, changes: Json): T {
  if (!isObject(base) || !isObject(changes)) return (changes === undefined ? base : changes) as T;
  const merged: Record<string, Json> = { ...base };
  for (const [key, change] of Object.entries(changes)) merged[key] = withChanges(base[key], change);
  return merged as T;
}

/**
 * The instant whose date on the tenant's wall clock is `date`: noon UTC, moved by the days it is off in
 * time zones far from UTC. Exact whatever the daylight-saving changes between `date` and today.
 */
export function instantOn(date: string, timeZone: string): Date {
  const noon = new Date(`${date}T12:00:00Z`);
  const off = daysBetween(localNow(noon, timeZone).slice(0, 10), date);
  return new Date(`${addDays(date, off)}T12:00:00Z`);
}
