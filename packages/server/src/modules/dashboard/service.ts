import {
  CONTRACT_WORKFLOW,
  DEFAULT_TENANT_SETTINGS,
  QUOTE_WORKFLOW,
  todayIn,
  type Dashboard,
  type DashboardFigure,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { readSettings } from '../tenantSettings/service.js';

interface CountRow {
  key: string;
  value: number;
}

/** Status counts in the workflow's order of statuses, those with none left out. */
function byStatus(rows: readonly CountRow[], statuses: readonly string[]): DashboardFigure[] {
  const counts = new Map(rows.map((row) => [row.key, row.value]));
  return statuses.flatMap((status) => {
    const value = counts.get(status);
    return value === undefined ? [] : [{ key: status, value }];
  });
}

/** A count for every month from January to `to`'s month, none missing. */
function byMonth(rows: readonly CountRow[], to: string): DashboardFigure[] {
  const counts = new Map(rows.map((row) => [row.key, row.value]));
  const months = Number(to.slice(5, 7));
  return Array.from({ length: months }, (_, index) => {
    const key = `${to.slice(0, 4)}-${String(index + 1).padStart(2, '0')}`;
    return { key, value: counts.get(key) ?? 0 };
  });
}

const total = (figures: readonly DashboardFigure[]) => figures.reduce((sum, figure) => sum + figure.value, 0);
/** One decimal, half away from zero; the figures are counts, not money. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The dashboard's figures of the year to date in the tenant's time zone: insurance quotes by the day they were
 * made, policies by their issue date, retention over the policies whose last covered day fell in the period.
 * Five grouped counts; the caller's row-level security keeps them to the tenant.
 */
export async function dashboardOf(tx: Tx, at: Date): Promise<Dashboard> {
  const settings = await readSettings(tx);
  const timeZone = settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
  const to = todayIn(settings, at);
  const from = `${to.slice(0, 4)}-01-01`;
  const count = async (sql: string, parameters: unknown[]) =>
    (await tx.query<CountRow>(sql, parameters)).rows.map((row) => ({
      key: row.key,
      value: Number(row.value),
    }));

  // The local days' bounds as instants, so that the range reads the quotes' (product type, created) index.
  const quotesMade = `from quote where product_type = 'INSURANCE'
      and created_at >= ($2::date::timestamp at time zone $1)
      and created_at < (($3::date + 1)::timestamp at time zone $1)`;
  const policiesIssued = 'from policy where issue_date between $1 and $2';
  // One after another: the statements share the request's one connection.
  const quoteStatus = await count(`select status as key, count(*) as value ${quotesMade} group by status`, [
    timeZone,
    from,
    to,
  ]);
  const quoteMonths = await count(
    `select to_char(created_at at time zone $1, 'YYYY-MM') as key, count(*) as value ${quotesMade} group by 1`,
    [timeZone, from, to],
  );
  const policyStatus = await count(
    `select status as key, count(*) as value ${policiesIssued} group by status`,
    [from, to],
  );
  const policyMonths = await count(
    `select to_char(issue_date, 'YYYY-MM') as key, count(*) as value ${policiesIssued} group by 1`,
    [from, to],
  );
  const retention = await count(
    `select case when p.status = 'RENEWED' or exists (select 1 from policy r where r.renewal_of_id = p.id)
                 then 'RENEWED' else 'NOT_RENEWED' end as key, count(*) as value
       from policy p where p.end_date between $1 and $2 and p.status <> 'CANCELLED' group by 1`,
    [from, to],
  );
  const quoteCount = byMonth(quoteMonths, to);
  const policyCount = byMonth(policyMonths, to);
  const policyRetention = byStatus(retention, ['RENEWED', 'NOT_RENEWED']);
  const ended = total(policyRetention);
  const renewed = policyRetention.find((figure) => figure.key === 'RENEWED')?.value ?? 0;
  return {
    from,
    to,
    quoteStatus: byStatus(quoteStatus, Object.keys(QUOTE_WORKFLOW.statuses)),
    policyStatus: byStatus(policyStatus, Object.keys(CONTRACT_WORKFLOW.statuses)),
    quoteCount,
    policyCount,
    policyRetention,
    monthlyAverages: {
      quotes: oneDecimal(total(quoteCount) / quoteCount.length),
      policies: oneDecimal(total(policyCount) / policyCount.length),
    },
    retentionPercent: ended === 0 ? null : oneDecimal((renewed / ended) * 100),
  };
}
