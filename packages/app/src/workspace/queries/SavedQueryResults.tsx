import type { QueryObject, QueryResultPage, SavedQuery } from '@coverline/engine';
import { SchemaTable, savedQueryColumns } from '@coverline/widgets';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { useObjectCatalog } from '../../api/shellData.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import { ListExport } from '../../kit/ListExport.js';
import {
  claims,
  loanApplications,
  loans,
  persons,
  policies,
  quotes,
} from '../../resources/workspaceResources.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { tableRow } from './queryRows.js';
import { runParameters, type QueryFilters } from './queryFilters.js';

/** Saved query results are shown ten a page (spec: query results 10). */
export const QUERY_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 25, 50, 100];
/** What the export takes of the run's parameters, and the language of its column titles. */
const EXPORTED = ['search', 'sorting', 'personId', 'startDate', 'date', 'language'];

/** Where a row of each query object opens. */
const RECORD_PAGES: Partial<Record<QueryObject, (id: string) => string>> = {
  PARTIES: persons.paths.view,
  INSURANCE_QUOTES: quotes.paths.view,
  LOAN_APPLICATIONS: loanApplications.paths.view,
  POLICIES: policies.paths.view,
  LOANS: loans.paths.view,
  LOAN_PORTFOLIO: loans.paths.view,
  CLAIMS: claims.paths.view,
};

export interface QueryResultsState {
  filters: QueryFilters;
  page: number;
  limit: number;
  sorting: string;
}

interface SavedQueryResultsProps {
  /** The query as `GET /api/queries/{id}` answers it, its fields included. */
  query: SavedQuery & { id: string };
  state: QueryResultsState;
  onChange: (next: QueryResultsState) => void;
}

/**
 * The results of a saved query: the date range, the table (searchable when the query has searchable
 * columns, sortable by its sortable columns, paged) and the export of all its rows as CSV or XLSX. The
 * state belongs to the caller: the query page keeps it in the address, a panel in its own state.
 */
export function SavedQueryResults({ query, state, onChange }: SavedQueryResultsProps) {
  const { t } = useTranslation('UI-context');
  const text = useTextTranslation();
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const catalog = useObjectCatalog();
  const { filters, page, limit, sorting } = state;
  const parameters = runParameters(filters, { page, limit, sorting });
  const { data, error, isLoading } = useSWR<QueryResultPage>(`/api/queries/x/${query.id}?${parameters}`, {
    keepPreviousData: true,
  });
  // a run that fails shows in the table; the page around it (a person, a loan application) stays

  const columns = useMemo(() => savedQueryColumns(query, locale), [query, locale]);
  const rows = useMemo(() => {
    // a column of codes (a status, a type) shows each code's name
    const enumerations = new Map(
      (query.queryFields ?? []).flatMap(({ key, meta }) =>
        meta?.enumeration === undefined ? [] : [[key, meta.enumeration] as const],
      ),
    );
    return (data?.items ?? []).map((item) => {
      const row = tableRow(item);
      for (const column of columns) {
        const enumeration = enumerations.get(column.key);
        if (enumeration !== undefined && typeof row[column.key] === 'string')
          row[column.key] = text(`classifiers:${enumeration}.${row[column.key] as string}`);
      }
      return row;
    });
  }, [data, columns, query.queryFields, text]);
  const exported = new URLSearchParams(parameters);
  exported.set('language', locale);
  const lookupName = useMemo(() => {
    const lookups = catalog.lookups as {
      id: string;
      values?: { key: string; name: string; translations?: Record<string, string> }[];
    }[];
    const language = locale.split('-')[0] ?? locale;
    return (lookupId: string, key: string) => {
      const value = lookups
        .find((lookup) => lookup.id === lookupId)
        ?.values?.find((each) => each.key === key);
      return value === undefined ? undefined : (value.translations?.[language] ?? value.name);
    };
  }, [catalog.lookups, locale]);
  const open = RECORD_PAGES[query.queryObject];
  const change = (next: Partial<QueryResultsState>) => onChange({ ...state, ...next });
  const changeFilters = (next: Partial<QueryFilters>) =>
    change({ filters: { ...filters, ...next }, page: 0 });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'center' }}>
        {(['startDate', 'dateOn'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            size="small"
            label={t(`workspace.savedQuery.${name}`)}
            value={filters[name]}
            onChange={(event) => changeFilters({ [name]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <ListExport
          api={`/api/queries/x/${query.id}`}
          formats={['csv', 'xlsx']}
          query={exported}
          parameters={EXPORTED}
        />
      </Stack>
      <SchemaTable<Record<string, unknown>>
        columns={columns}
        rows={rows}
        count={data?.count ?? 0}
        countCapped={data?.countCapped ?? false}
        getRowId={(row) => String(row.id)}
        pageIndex={page}
        pageSize={limit}
        pageSizes={PAGE_SIZES}
        onPageChange={(index, size) => change({ page: index, limit: size })}
        // without a sorting of the user's, the query's own applies
        sorting={sorting === '' ? (query.sorting ?? []) : sorting.split(',')}
        onSortingChange={(next) => change({ sorting: next.join(','), page: 0 })}
        {...((query.search ?? []).length > 0
          ? { search: filters.search, onSearchChange: (typed: string) => changeFilters({ search: typed }) }
          : {})}
        loading={isLoading}
        failed={error !== undefined}
        lookupName={lookupName}
        locale={locale}
        t={widgetTexts}
        {...(open === undefined ? {} : { onRowClick: (row) => void navigate(open(String(row.id))) })}
      />
    </Stack>
  );
}
