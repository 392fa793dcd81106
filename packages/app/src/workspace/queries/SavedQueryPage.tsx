import type { SavedQuery } from '@coverline/engine';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { usePageParams } from '../../navigation/pageParams.js';
import { Loading } from '../../pages/Busy.js';
import { PageCard } from '../PageCard.js';
import { filtersOf, localDay } from './queryFilters.js';
import { QUERY_PAGE_SIZE, SavedQueryResults, type QueryResultsState } from './SavedQueryResults.js';

function whole(value: string | null, fallback: number): number {
  const number = Number(value ?? undefined);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

/**
 * `/workspace/query/{id}`: a saved query's results. The address holds the filters (search, startDate, dateOn,
 * personId; the previous month by default), the page, its size and the sorting, so Back and a shared link show
 * the same rows.
 */
export function SavedQueryPage() {
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const [params, setParams] = usePageParams();
  const { data: query, error } = useSWR<SavedQuery & { id: string }>(`/api/queries/${id}`);
  useLeaveOnLoadError(error);

  const state: QueryResultsState = {
    filters: filtersOf(params, localDay(new Date())),
    page: whole(params.get('page'), 0),
    limit: whole(params.get('limit'), QUERY_PAGE_SIZE) || QUERY_PAGE_SIZE,
    sorting: params.get('sorting') ?? '',
  };
  const onChange = useCallback(
    ({ filters, page, limit, sorting }: QueryResultsState) => {
      const next = new URLSearchParams();
      if (filters.search !== '') next.set('search', filters.search);
      next.set('startDate', filters.startDate);
      next.set('dateOn', filters.dateOn);
      if (filters.personId !== undefined) next.set('personId', filters.personId);
      if (page !== 0) next.set('page', String(page));
      if (limit !== QUERY_PAGE_SIZE) next.set('limit', String(limit));
      if (sorting !== '') next.set('sorting', sorting);
      setParams(next, { replace: true });
    },
    [setParams],
  );

  if (query === undefined) return <Loading />;
  return (
    <PageCard title={displayName(query, locale)}>
      <SavedQueryResults query={query} state={state} onChange={onChange} />
    </PageCard>
  );
}
