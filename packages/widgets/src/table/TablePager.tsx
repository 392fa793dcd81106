import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';

export interface TablePagerProps {
  /** All rows matching, or a lower bound of them when `countCapped`. */
  count: number;
  /** Whether `count` is only a lower bound (a list that stopped counting). Default: false. */
  countCapped?: boolean;
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (pageIndex: number, pageSize: number) => void;
}

/** "1–10 of 25", or "1–10 of more than 1,000" when the count is a lower bound, numbers in `locale`. */
function displayedRows(
  { count, countCapped, pageIndex, pageSize }: Required<Omit<TablePagerProps, 'pageSizes' | 'onPageChange'>>,
  t: (key: 'of' | 'moreThan') => string,
  locale: string,
): string {
  const number = new Intl.NumberFormat(locale);
  const from = count === 0 ? 0 : pageIndex * pageSize + 1;
  const to = countCapped ? (pageIndex + 1) * pageSize : Math.min(count, (pageIndex + 1) * pageSize);
  const total = countCapped ? `${t('moreThan')} ${number.format(count)}` : number.format(count);
  return `${number.format(from)}–${number.format(to)} ${t('of')} ${total}`;
}

/**
 * The table's pager, laid out as MUI's TablePagination: rows per page, the rows shown, previous and next.
 * The page size (when there is a choice) is the browser's own select, so a list's first screen carries no
 * menu, popover, modal or extra input code.
 */
export function TablePager(props: TablePagerProps) {
  const { count, countCapped = false, pageIndex, pageSize, pageSizes, onPageChange } = props;
  const { t, locale } = useWidgets();
  const sizeId = useId();
  // A capped count keeps the next page reachable.
  const hasNext = countCapped || (pageIndex + 1) * pageSize < count;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        minHeight: 52,
        px: 2,
      }}
    >
      {/* One size needs no choosing (as MUI's pager, which hides it then). */}
      {pageSizes.length > 1 && (
        <>
          <Typography variant="body2" component="label" htmlFor={sizeId}>
            {t('rowsPerPage')}
          </Typography>
          <Box
            component="select"
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageChange(0, Number((event.target as HTMLSelectElement).value))}
            sx={{
              font: 'inherit',
              typography: 'body2',
              color: 'text.primary',
              bgcolor: 'transparent',
              border: 0,
              borderRadius: 1,
              py: 0.5,
              cursor: 'pointer',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2">
        {displayedRows({ count, countCapped, pageIndex, pageSize }, t, locale)}
      </Typography>
      <Box sx={{ flexShrink: 0 }}>
        <IconButton
          aria-label={t('previousPage')}
          disabled={pageIndex === 0}
          onClick={() => onPageChange(pageIndex - 1, pageSize)}
        >
          <KeyboardArrowLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('nextPage')}
          disabled={!hasNext}
          onClick={() => onPageChange(pageIndex + 1, pageSize)}
        >
          <KeyboardArrowRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
