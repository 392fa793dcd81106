import Type, { type Static } from 'typebox';
import { WireObject } from './common.js';

/** One figure of a breakdown: a status, or a month `YYYY-MM`, and how many. */
export const DashboardFigure = WireObject({ key: Type.String(), value: Type.Integer({ minimum: 0 }) });
export type DashboardFigure = Static<typeof DashboardFigure>;

/**
 * The insurance figures of the year to date, from the first of January to today in the tenant's time zone:
 * quotes made and policies issued by status and by month, their monthly averages, and the retention — of the
 * policies whose term ended in the period, how many were renewed.
 */
export const Dashboard = WireObject({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  quoteStatus: Type.Array(DashboardFigure),
  policyStatus: Type.Array(DashboardFigure),
  quoteCount: Type.Array(DashboardFigure),
  policyCount: Type.Array(DashboardFigure),
  /** `RENEWED` and `NOT_RENEWED`. */
  policyRetention: Type.Array(DashboardFigure),
  monthlyAverages: WireObject({ quotes: Type.Number(), policies: Type.Number() }),
  /** Renewed of the ended, in percent with one decimal; null when no term ended yet. */
  retentionPercent: Type.Union([Type.Number(), Type.Null()]),
});
export type Dashboard = Static<typeof Dashboard>;
