import { validationMessage, type PartyReference, type UiSchema } from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { httpError, type ValidationErrors } from '../http/errors.js';

/** A Customer field's value and where it is in the data (`['drivers', '0', 'driver']`). */
export interface FoundReference {
  path: string[];
  reference: PartyReference;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a UI schema node's children, in form order. */
function childKeys(ui: UiSchema): string[] {
  const order = ui['ui:order'];
  return Array.isArray(order) ? order : Object.keys(ui).filter((key) => !key.startsWith('ui:'));
}

/**
 * The party references that the Customer fields of a form hold in `data`, in form order: objects by
 * `seq`, their fields by `seq`, list items by position. Found through the compiled UI schema, whose
 * Customer fields use the `customer` widget.
 */
export function partyReferencesIn(data: unknown, uiSchema: UiSchema): FoundReference[] {
  const found: FoundReference[] = [];
  const visit = (value: unknown, ui: UiSchema, path: string[]): void => {
    if (ui['ui:widget'] === 'customer') {
      if (isPlainObject(value) && typeof value.id === 'string') {
        found.push({ path, reference: value as unknown as PartyReference });
      }
    } else if (Array.isArray(value)) {
      const items = ui.items;
      if (isPlainObject(items)) value.forEach((item, index) => visit(item, items, [...path, String(index)]));
    } else if (isPlainObject(value)) {
      for (const key of childKeys(ui)) {
        const child = ui[key];
        if (isPlainObject(child) && Object.hasOwn(value, key)) visit(value[key], child, [...path, key]);
      }
    }
  };
  visit(data, uiSchema, []);
  return found;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses references to parties that do not exist in the tenant (another tenant's are invisible here) or
 * that are not of the type they claim: 400 `notAllowed` on each such field.
 */
export async function requireExistingParties(
  tx: Tx,
  found: readonly FoundReference[],
  locale: string,
): Promise<void> {
  if (found.length === 0) return;
  const ids = [...new Set(found.map(({ reference }) => reference.id).filter((id) => UUID.test(id)))];
  const { rows } = await tx.query<{ id: string; party_type: string }>(
    'select id, party_type from party where id = any($1::uuid[])',
    [ids],
  );
  const typeOf = new Map(rows.map((row) => [row.id, row.party_type]));
  const errors: ValidationErrors = {};
  for (const { path, reference } of found) {
    if (typeOf.get(reference.id.toLowerCase()) !== reference.partyType) {
      errors[path.join('.')] = [validationMessage('notAllowed', {}, locale)];
    }
  }
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
}
