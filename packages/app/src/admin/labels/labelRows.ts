import type { Label } from '@coverline/engine';

/** A label on screen; `rowId` tells rows apart before a new label has an id. */
export interface LabelRow {
  rowId: string;
  label: Label;
}

let lastRowId = 0;

/** Rows for labels as loaded or as just added. */
export function labelRowOf(label: Label): LabelRow {
  return { rowId: label.id ?? `new-label-${++lastRowId}`, label };
}

/** The body of `PUT /api/labels`: the whole list in its order on screen (the order becomes `seq`). */
export function labelsPayload(rows: readonly LabelRow[]): Label[] {
  return rows.map((row) => row.label);
}
