import type { Activity, ActivityList } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { journalScope } from '../shared/journalScope.js';
import type { PageQuery } from '../shared/schemas.js';

interface ActivityRow {
  id: string;
  event_date: Date;
  user_name: string | null;
  event_type: string;
  object_table: string;
  object_id: string;
  object_display_name: string | null;
  object_page: Activity['activityDetails']['objectPage'];
  total: string;
}

/** The page each business table's rows open on; quotes and loan applications share a table. */
const OBJECT_PAGE = `case a.object_table
    when 'party' then 'person'
    when 'quote' then (select case q.product_type when 'LENDING' then 'loanApplication' else 'quote' end
                         from quote q where q.id = a.object_id)
    when 'policy' then 'policy'
    when 'loan' then 'loan'
    when 'claim' then 'claim'
  end`;

/** The tenant's activity (or `userId`'s only), the newest first, with its page counted. */
export async function activities(tx: Tx, paging: PageQuery, userId?: string): Promise<ActivityList> {
  // Two statements rather than an optional filter, so that each uses its index.
  const { rows } = await tx.query<ActivityRow>(
    `select a.id, a.event_date, a.user_name, a.event_type, a.object_table, a.object_id, a.object_display_name,
            ${OBJECT_PAGE} as object_page, count(*) over () as total
       from activity a
      where ${journalScope('a')} ${userId === undefined ? '' : 'and a.user_id = $3'}
      order by a.event_date desc, a.seq desc
      limit $1 offset $2`,
    [paging.limit, paging.page * paging.limit, ...(userId === undefined ? [] : [userId])],
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      eventDate: row.event_date.toISOString(),
      user: row.user_name,
      eventType: row.event_type,
      activityDetails: {
        objectDisplayName: row.object_display_name,
        objectId: row.object_id,
        objectTable: row.object_table,
        objectPage: row.object_page,
      },
    })),
  };
}
