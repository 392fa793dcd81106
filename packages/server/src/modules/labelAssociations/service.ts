import type { AttachedLabel, LabelAssociation, LabelAssociationType, LabelColor } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Actor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';

interface Row {
  id: string;
  label_id: string;
  ref_id: string;
  type: LabelAssociationType;
  name: string;
  color: LabelColor;
}

const toAssociation = (row: Row): AttachedLabel => ({
  id: row.id,
  labelId: row.label_id,
  refId: row.ref_id,
  type: row.type,
  name: row.name,
  color: row.color,
});

const SELECT = `select a.id, a.label_id, a.ref_id, a.type, l.name, l.color
                  from label_association a join label l on l.id = a.label_id`;

/** The labels attached to one record, in the order of the label list. */
export async function associationsOf(tx: Tx, refId: string, type: LabelAssociationType) {
  const { rows } = await tx.query<Row>(`${SELECT} where a.ref_id = $1 and a.type = $2 order by l.seq, l.id`, [
    refId,
    type,
  ]);
  return rows.map(toAssociation);
}

/** Attaches a label to a record; attaching it twice changes nothing. */
export async function attachLabel(tx: Tx, actor: Actor, association: LabelAssociation) {
  const inserted = await tx
    .query<{ id: string }>(
      `insert into label_association (tenant_id, label_id, ref_id, type) values ($1, $2, $3, $4)
       on conflict (tenant_id, ref_id, type, label_id) do nothing returning id`,
      [actor.tenantId, association.labelId, association.refId, association.type],
    )
    .catch((error: { code?: string }) => {
      // The composite foreign key: no such label in this tenant.
      if (error.code === '23503') throw httpError(400, 'validationFailed', { labelId: ['notFound'] });
      throw error;
    });
  const { rows } = await tx.query<Row>(`${SELECT} where a.ref_id = $1 and a.type = $2 and a.label_id = $3`, [
    association.refId,
    association.type,
    association.labelId,
  ]);
  const attached = toAssociation(rows[0] as Row);
  if (inserted.rowCount > 0) await journal(tx, actor, 'CREATE', null, attached);
  return attached;
}

export async function detachLabel(tx: Tx, actor: Actor, id: string): Promise<void> {
  const { rows } = await tx.query<Row>(`${SELECT} where a.id = $1`, [id]);
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  await tx.query('delete from label_association where id = $1', [id]);
  await journal(tx, actor, 'DELETE', toAssociation(rows[0]), null);
}

function journal(tx: Tx, actor: Actor, eventType: string, before: unknown, after: unknown) {
  const association = (after ?? before) as LabelAssociation & { name: string };
  return recordChange(tx, actor, {
    objectTable: 'label_association',
    objectId: association.id as string,
    eventType,
    objectDisplayName: association.name,
    previousState: before,
    newState: after,
  });
}
