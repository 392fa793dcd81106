import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazyComponent.js';
import { useWidgets, WidgetsProvider, type WidgetsProviderProps } from '../context/WidgetsContext.js';
import type { CellFormatting } from './formatCell.js';
import { parseSorting, toggleSorting, type TableColumn } from './savedQueryColumns.js';
import type { SchemaTableRowsProps } from './SchemaTableRows.js';
import { TablePager } from './TablePager.js';

/** Quiet time after the last keystroke in the search box before `onSearchChange`. */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

export interface SchemaTableProps<Row> extends Pick<WidgetsProviderProps, 'locale' | 't'> {
  columns: readonly TableColumn[];
  /** The current page of rows, as the caller fetched it. */
  rows: readonly Row[];
  /** All rows matching the search, for the pager. */
  count: number;
  /** `count` is a lower bound: more rows than it match (the server stopped counting there). */
  countCapped?: boolean;
  getRowId: (row: Row) => string;
  /** Zero-based; kept by the caller (e.g. in query parameters). */
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  pageSizes?: number[];
  /** `field:ASC|DESC` in order of precedence. */
  sorting?: readonly string[];
  onSortingChange?: (sorting: string[]) => void;
  /** Shown only when the query has searchable columns. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** While fetching, and when fetching failed: the table says `dataLoading`. */
  loading?: boolean;
  failed?: boolean;
  /** The text of a row's expandable summary line. */
  summary?: (row: Row) => string | undefined;
  onRowClick?: (row: Row) => void;
  /** Export hook: the caller downloads the file. */
  onExport?: () => void;
  lookupName?: CellFormatting['lookupName'];
  /** Extra content per row after the columns (row actions). */
  rowActions?: (row: Row) => ReactNode;
}

function SearchBox({ search, onSearchChange }: { search: string; onSearchChange: (search: string) => void }) {
  const { t } = useWidgets();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return undefined;
    const timer = setTimeout(() => onSearchChange(text), TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearchChange]);
  const id = useId();
  // A TextField without its select variant: a list's first screen carries no menu code.
  return (
    <FormControl size="small">
      <InputLabel htmlFor={id}>{t('search')}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={t('search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FormControl>
  );
}

/** One message across the whole table body: loading, failed or empty. */
function StateRow({ span, loading, children }: { span: number; loading?: boolean; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={span} align="center">
        {loading && <LinearProgress sx={{ mb: 1 }} />}
        {children}
      </TableCell>
    </TableRow>
  );
}

/**
 * The rows of a page, loaded while the page's data is on its way: a list's first screen (its frame and the
 * loading row) does not wait for the cells' formatting (money, dates), chips and icons. Until the code is
 * there, rows that have arrived keep the loading row.
 */
const SchemaTableRows = lazyComponent<SchemaTableRowsProps<unknown>>(
  async () => (await import('./SchemaTableRows.js')).SchemaTableRows,
  ({ span }) => <LoadingRow span={span} />,
) as (<Row>(props: SchemaTableRowsProps<Row>) => ReactNode) & { preload(): Promise<void> };

/** Loads the table's rows' code now rather than when the first rows arrive (tests, or a list about to show). */
export const preloadSchemaTableRows = () => SchemaTableRows.preload();

function LoadingRow({ span }: { span: number }) {
  const { t } = useWidgets();
  return (
    <StateRow span={span} loading>
      {t('dataLoading')}
    </StateRow>
  );
}

function TableContent<Row>(props: SchemaTableProps<Row>) {
  const {
    columns,
    rows,
    count,
    getRowId,
    pageIndex,
    pageSize,
    onPageChange,
    pageSizes = [5, 10, 25, 50],
  } = props;
  const {
    sorting = [],
    onSortingChange,
    search,
    onSearchChange,
    loading,
    failed,
    summary,
    onRowClick,
  } = props;
  const { onExport, lookupName, rowActions, countCapped = false } = props;
  const { t } = useWidgets();
  // Fetched alongside the first page's rows.
  useEffect(() => void SchemaTableRows.preload(), []);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const sorts = parseSorting(sorting);
  const span = columns.length + (summary ? 1 : 0) + (rowActions ? 1 : 0);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const body = () => {
    if (loading) return <LoadingRow span={span} />;
    if (failed) return <StateRow span={span}>{t('dataLoading')}</StateRow>;
    if (rows.length === 0) return <StateRow span={span}>{t('noRecordsToDisplay')}</StateRow>;
    return (
      <SchemaTableRows<Row>
        {...{ rows, columns, getRowId, summary, onRowClick, rowActions, lookupName, span, expanded }}
        onToggle={toggle}
      />
    );
  };

  return (
    <Stack spacing={1}>
      {(onSearchChange || onExport) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          {onSearchChange ? <SearchBox search={search ?? ''} onSearchChange={onSearchChange} /> : <span />}
          {onExport && (
            <Button startIcon={<DownloadIcon />} onClick={onExport}>
              {t('export')}
            </Button>
          )}
        </Stack>
      )}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {summary && <TableCell padding="checkbox" />}
              {columns.map((column) => {
                const sort = sorts.find((candidate) => candidate.key === column.key);
                return (
                  <TableCell
                    key={column.key}
                    sortDirection={sort ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}
                  >
                    {column.sortable && onSortingChange ? (
                      <TableSortLabel
                        active={!!sort}
                        direction={sort?.direction === 'DESC' ? 'desc' : 'asc'}
                        onClick={() => onSortingChange(toggleSorting(sorting, column.key))}
                      >
                        {column.title}
                      </TableSortLabel>
                    ) : (
                      column.title
                    )}
                  </TableCell>
                );
              })}
              {rowActions && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>{body()}</TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={count}
        countCapped={countCapped}
        pageIndex={pageIndex}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}

/**
 * A paged, sortable, searchable table driven by saved-query columns (`savedQueryColumns`). It holds no data:
 * page, sorting and search are controlled by the caller, who fetches the rows (and keeps page index and size
 * in query parameters).
 */
export function SchemaTable<Row>({ locale, t, ...table }: SchemaTableProps<Row>) {
  return (
    <WidgetsProvider locale={locale} t={t}>
      <TableContent {...table} />
    </WidgetsProvider>
  );
}
