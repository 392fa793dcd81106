import { renderSummary, type ObjectDefinition } from '@coverline/engine';
import type { FormData } from '../shared/formData.js';

/** What a party is known by in lists, look-ups and search, derived from its data. */
export interface PartyIdentity {
  name: string;
  code?: string;
  email?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Non-empty text of a value, or undefined. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The fields of a (single) object of the data, or undefined for a list or a missing object. */
function objectData(data: FormData, definition: ObjectDefinition): Record<string, unknown> | undefined {
  const value = data[definition.key];
  return isPlainObject(value) ? value : undefined;
}

/**
 * A party's name, code and e-mail, from its type's object definitions in form order (`used: false` ones
 * left out) and its data:
 * - code: the values of the first unique-fields constraint that the data fills in completely, joined by a
 *   space (the personal code of a private person, the registration number of a legal one);
 * - name: the first object summary template that renders to some text (`{{person.firstName}}
 *   {{person.lastName}}`, `{{company.name}}`), else the code, else empty;
 * - e-mail: the first non-empty field with the key `email` (the predefined contact field).
 * Product managers change a party's name by changing the summary template, not the code.
 */
export function partyIdentityOf(definitions: readonly ObjectDefinition[], data: FormData): PartyIdentity {
  const used = definitions.filter((definition) => definition.attributes.used !== false);
  let code: string | undefined;
  for (const definition of used) {
    const keys = definition.attributes.uniqueFieldsConstraint ?? [];
    const values = keys.map((key) => textOf(objectData(data, definition)?.[key]));
    if (keys.length > 0 && values.every((value) => value !== undefined)) {
      code = values.join(' ');
      break;
    }
  }
  const summaries = used.flatMap(({ attributes }) =>
    attributes.summaryTemplate ? [renderSummary(attributes.summaryTemplate, data)] : [],
  );
  const email = used
    .map((definition) => textOf(objectData(data, definition)?.email))
    .find((value) => value !== undefined);
  return {
    name: summaries.find((summary) => summary !== '') ?? code ?? '',
    ...(code === undefined ? {} : { code }),
    ...(email === undefined ? {} : { email }),
  };
}
