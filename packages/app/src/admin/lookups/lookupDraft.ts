import type { Lookup } from '@coverline/engine';
import { namePayload } from '../common/namePayload.js';
import { translatableNameOf, type TranslatableName } from '../common/translatableName.js';

/** The icon of a lookup that has none. */
export const DEFAULT_LOOKUP_ICON = 'Search';

/** One value on screen; `rowId` tells rows apart while keys are being edited. */
export interface LookupValueRow {
  rowId: string;
  key: string;
  name: TranslatableName;
}

/** A lookup as its form edits it. */
export interface LookupDraft {
  name: TranslatableName;
  key: string;
  iconName: string;
  values: LookupValueRow[];
}

let lastRowId = 0;
export const newRowId = (): string => `value-${++lastRowId}`;

/** The form's start: the saved lookup, or an empty one with the default icon. */
export function lookupDraftOf(lookup: Lookup | undefined): LookupDraft {
  return {
    name: translatableNameOf(lookup ?? {}),
    key: lookup?.key ?? '',
    iconName: lookup?.iconName ?? DEFAULT_LOOKUP_ICON,
    values: (lookup?.values ?? []).map((value) => ({
      rowId: newRowId(),
      key: value.key,
      name: translatableNameOf(value),
    })),
  };
}

/**
 * The body of `POST /api/lookups` (no saved lookup) or `PUT /api/lookups` (with its id, version and seq);
 * the values in their order on screen.
 */
export function lookupPayload(draft: LookupDraft, saved: Lookup | undefined): Lookup {
  const identity =
    saved?.id === undefined
      ? {}
      : { id: saved.id, version: saved.version, ...(saved.seq === undefined ? {} : { seq: saved.seq }) };
  return {
    ...identity,
    key: draft.key.trim(),
    ...namePayload(draft.name),
    iconName: draft.iconName,
    values: draft.values.map((value) => ({ key: value.key.trim(), ...namePayload(value.name) })),
  };
}
