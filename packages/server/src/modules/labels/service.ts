import type { Label } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { defineResource } from '../shared/resource.js';

/** Coloured tags; the tenant keeps one ordered list of them. */
export const labels = defineResource<Label>({
  table: 'label',
  columns: { name: 'name', color: 'color', seq: 'seq' },
  orderBy: 'seq, id',
  // The position in the list is the order; the label format has no `seq` of its own.
  present: (label) => {
    const { seq: _seq, ...shown } = label as Label & { seq?: number };
    return shown;
  },
  nameColumn: 'name',
  displayName: (label) => label.name,
});

/**
 * Saves the whole ordered list at once: listed labels with an id are updated (at their current version,
 * else 409 and nothing is saved), those without one are created, and labels left out are deleted. A label
 * left out that is still on records is not deleted by omission (a short or stale list would strip it from
 * them): the list is refused with 400 `labelInUse`, and `deleteLabel` removes such a label explicitly.
 * The position in the list becomes `seq`.
 */
export async function saveLabels(tx: Tx, actor: Actor, list: Label[]): Promise<Label[]> {
  const current = await labels.list(tx);
  const existing = new Map(current.map((label) => [label.id, label]));
  const positionOf = new Map(current.map((label, position) => [label.id, position]));
  for (const label of list) {
    if (label.id === undefined) continue;
    const current = existing.get(label.id);
    if (current === undefined) throw httpError(404, 'Not Found');
    if (current.version !== label.version) throw httpError(409, STALE_VERSION_MESSAGE);
  }
  const kept = new Set(list.map((label) => label.id));
  const leftOut = [...existing.values()].filter((label) => !kept.has(label.id)).map((label) => label.id);
  const { rows: inUse } = await tx.query<{ label_id: string }>(
    'select distinct label_id from label_association where label_id = any($1::uuid[])',
    [leftOut],
  );
  if (inUse.length > 0) {
    throw httpError(
      400,
      'validationFailed',
      Object.fromEntries(inUse.map((row) => [`labels.${row.label_id}`, ['labelInUse']])),
    );
  }
  for (const id of leftOut) await labels.remove(tx, actor, id as string);
  for (const [seq, label] of list.entries()) {
    if (label.id === undefined) await labels.create(tx, actor, { ...label, seq } as Label);
    else if (positionOf.get(label.id) !== seq || changed(existing.get(label.id) as Label, label)) {
      await labels.update(tx, actor, { ...label, seq } as Label);
    }
  }
  return labels.list(tx);
}

/** Unchanged labels keep their version: saving the list does not make every other open editor stale. */
function changed(before: Label, after: Label): boolean {
  const content = (label: Label) => JSON.stringify([label.name, label.color, label.translations ?? {}]);
  return content(before) !== content(after);
}

/** Deletes one label on purpose, detaching it from every record it is on. */
export async function deleteLabel(tx: Tx, actor: Actor, id: string): Promise<void> {
  await labels.remove(tx, actor, id);
}
