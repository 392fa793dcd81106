import type { Page } from '@coverline/engine';
import { preloadFieldEditors, SchemaTable, whenIdle } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import { useLocale } from '../i18n/LocaleContext.js';
import { usePageParams } from '../navigation/pageParams.js';
import { useCan } from '../navigation/useCan.js';
import { useTextTranslation } from '../i18n/useTextTranslation.js';
import type { AnyResource } from '../resources/defineResource.js';
import { lazyPagesIn } from '../resources/lazyPage.js';
import { PageCard } from '../workspace/PageCard.js';
import { useWidgetTexts } from '../workspace/forms/useWidgetTexts.js';
import { ListExport } from './ListExport.js';
import { listKey } from './recordKeys.js';
import { useLeaveOnLoadError } from './useLeaveOnLoadError.js';

type Row = Record<string, unknown>;

/** One page of a list call's answer. */
type ListAnswer = Page<Row>;

export const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 25, 50, 100];

/** A whole number from the address, or the fallback when it is absent or not one. */
export function numberParam(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number(params.get(name) ?? undefined);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The list page of a resource, as its declaration's `list` describes: one page of `GET {api}/find` in a
 * `<SchemaTable>`, searchable (debounced by the table), sortable by the columns the server sorts by, page,
 * size, search and sort kept in the address (so Back and a shared link show the same page), a row opens
 * the record's view (its code loaded once the list is idle), and the resource's `add` screen is a button for
 * those who may open it.
 */
export function ListPage({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation('UI-context');
  const text = useTextTranslation();
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const [params, setParams] = usePageParams();
  const can = useCan();
  const declared = useMemo(
    () =>
      resource.list?.columns.filter((column) => column.permission === undefined || can(column.permission)),
    [resource.list, can],
  );
  // A row opens its record: the record page's code, and the fields' editing controls its form may show, are
  // loaded once the list is idle, so that opening one waits for its data only.
  useEffect(
    () =>
      whenIdle(
        () =>
          void Promise.all(lazyPagesIn(resource.screens.view?.element).map((page) => page.preload())).then(
            preloadFieldEditors,
          ),
      ),
    [resource],
  );
  const names = resource.list?.pageParams ?? { page: 'page', limit: 'limit' };
  const summaryKey = resource.list?.summaryKey;
  const idProperty = resource.list?.rowId ?? 'id';

  const page = numberParam(params, names.page, 0);
  // Only the offered sizes: the server refuses pages of more than a hundred.
  const asked = numberParam(params, names.limit, DEFAULT_PAGE_SIZE);
  const limit = PAGE_SIZES.includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const sorting = params.get('sorting') ?? '';
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim() !== '') query.set('search', search.trim());
  if (sorting !== '') query.set('sorting', sorting);
  const { data, error, isLoading } = useSWR<ListAnswer>(listKey(resource, query), {
    keepPreviousData: true,
  });
  useLeaveOnLoadError(error);

  /** Changes some of the list's address parameters, dropping those set to nothing. */
  const change = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes))
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearchChange = useCallback(
    (typed: string) => change({ search: typed, [names.page]: undefined }),
    [change, names.page],
  );

  const columns = useMemo(
    () =>
      (declared ?? []).map((column) => ({
        key: column.key,
        title: text(column.label),
        fieldType: column.fieldType ?? 'String',
        sortable: column.sortable ?? false,
        ...(column.display === undefined ? {} : { display: column.display }),
        ...(column.iconKey === undefined ? {} : { iconKey: column.iconKey }),
      })),
    [declared, text],
  );
  // Codes of an enumeration are shown by their names in the interface language.
  const rows = useMemo(
    () =>
      (data?.items ?? []).map((item) => {
        const row = { ...item };
        for (const column of declared ?? []) {
          if (column.classifier !== undefined && typeof row[column.key] === 'string')
            row[column.key] = text(`classifiers:${column.classifier}.${row[column.key] as string}`);
          if (column.currencyKey !== undefined && typeof row[column.key] === 'number')
            row[column.key] = { amount: row[column.key], currency: item[column.currencyKey] };
        }
        return row;
      }),
    [data, declared, text],
  );
  const view = resource.paths.view as ((id: string) => string) | undefined;
  const add = resource.screens.add;
  const exportFormats = resource.api === undefined ? undefined : resource.list?.exportFormats;
  const rowId = (row: Row) => String(row[idProperty]);
  // The first column names the row (a name, a number) for the row's link.
  const rowName = (row: Row) => String(row[declared?.[0]?.key ?? idProperty] ?? '');

  return (
    <PageCard
      title={resource.label === undefined ? resource.name : text(resource.label)}
      aside={
        <Stack direction="row" spacing={1}>
          {exportFormats !== undefined && (
            <ListExport api={resource.api as string} formats={exportFormats} query={query} />
          )}
          {add !== undefined && can(add.permission) && (
            <Button
              component={Link}
              to={(resource.paths.add as () => string)()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {typeof add.label === 'string' ? text(add.label) : t('workspace.list.add')}
            </Button>
          )}
        </Stack>
      }
    >
      <SchemaTable<Row>
        columns={columns}
        rows={rows}
        count={data?.count ?? 0}
        countCapped={data?.countCapped ?? false}
        getRowId={rowId}
        pageIndex={page}
        pageSize={limit}
        pageSizes={PAGE_SIZES}
        onPageChange={(index, size) =>
          change({ [names.page]: index === 0 ? undefined : String(index), [names.limit]: String(size) })
        }
        // The server sorts by one column.
        sorting={sorting === '' ? [] : [sorting]}
        onSortingChange={(next) => change({ sorting: next[0], [names.page]: undefined })}
        search={search}
        onSearchChange={onSearchChange}
        loading={isLoading}
        failed={error !== undefined}
        {...(summaryKey === undefined
          ? {}
          : { summary: (row: Row) => (row[summaryKey] as string | undefined) || undefined })}
        locale={locale}
        t={widgetTexts}
        {...(view === undefined
          ? {}
          : {
              onRowClick: (row: Row) => void navigate(view(rowId(row))),
              rowActions: (row: Row) => (
                <IconButton
                  component={Link}
                  to={view(rowId(row))}
                  size="small"
                  aria-label={t('workspace.list.open', { name: rowName(row) })}
                  onClick={(event) => event.stopPropagation()}
                >
                  <OpenInNewIcon fontSize="small" />
                </IconButton>
              ),
            })}
      />
    </PageCard>
  );
}
