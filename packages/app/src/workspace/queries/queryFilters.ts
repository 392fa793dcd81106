import { plainDate } from '@coverline/engine';

/** The filters of a saved query's results, as the address names them. */
export interface QueryFilters {
  search: string;
  /** First day of the date range, `YYYY-MM-DD`. */
  startDate: string;
  /** Last day of the date range, `YYYY-MM-DD`. */
  dateOn: string;
  personId?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day of a moment, `YYYY-MM-DD`. */
export function localDay(moment: Date): string {
  return plainDate(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}

/** The first and last day of the month before `today`'s: the saved query page's default range. */
export function previousMonth(today: string): { startDate: string; dateOn: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  // day 0 of this month is the last day of the previous one
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return {
    startDate: plainDate(first.year, first.month, 1),
    dateOn: plainDate(first.year, first.month, lastDay),
  };
}

/** The filters the address gives (search, startDate, dateOn, personId), the previous month for missing dates. */
export function filtersOf(params: URLSearchParams, today: string): QueryFilters {
  const fallback = previousMonth(today);
  const date = (name: 'startDate' | 'dateOn') => {
    const value = params.get(name);
    return value !== null && DATE.test(value) ? value : fallback[name];
  };
  const personId = params.get('personId');
  return {
    search: params.get('search') ?? '',
    startDate: date('startDate'),
    dateOn: date('dateOn'),
    ...(personId === null || personId === '' ? {} : { personId }),
  };
}

/** The run's parameters for the server: the page, the sorting and the filters (`dateOn` is its `date`). */
export function runParameters(
  filters: QueryFilters,
  { page, limit, sorting }: { page?: number; limit?: number; sorting?: string },
): URLSearchParams {
  const parameters = new URLSearchParams();
  if (page !== undefined) parameters.set('page', String(page));
  if (limit !== undefined) parameters.set('limit', String(limit));
  if (filters.search.trim() !== '') parameters.set('search', filters.search.trim());
  if (sorting !== undefined && sorting !== '') parameters.set('sorting', sorting);
  if (filters.personId !== undefined) parameters.set('personId', filters.personId);
  if (filters.startDate !== '') parameters.set('startDate', filters.startDate);
  if (filters.dateOn !== '') parameters.set('date', filters.dateOn);
  return parameters;
}
