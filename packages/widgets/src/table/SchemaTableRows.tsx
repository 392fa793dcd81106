import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment, type ReactNode } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import { IconByName } from '../icons/IconByName.js';
import { getAt } from '../store/paths.js';
import { formatCell, type CellFormatting } from './formatCell.js';
import type { TableColumn } from './savedQueryColumns.js';

export interface SchemaTableRowsProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn[];
  getRowId: (row: Row) => string;
  summary: ((row: Row) => string | undefined) | undefined;
  onRowClick: ((row: Row) => void) | undefined;
  rowActions: ((row: Row) => ReactNode) | undefined;
  lookupName: CellFormatting['lookupName'];
  /** The table's number of columns. */
  span: number;
  /** The ids of the rows whose summary is open. */
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** A cell's formatted value, as a chip or after an icon when its column says so. */
function CellContent({ column, text, icon }: { column: TableColumn; text: string; icon: unknown }) {
  const value = column.display === 'chip' && text !== '' ? <Chip size="small" label={text} /> : text;
  if (typeof icon !== 'string') return value;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconByName name={icon} fontSize="small" color="action" aria-hidden />
      <span>{value}</span>
    </Stack>
  );
}

/** A page of SchemaTable's rows: cells formatted by field type, each row's summary line opened on demand. */
export function SchemaTableRows<Row>(props: SchemaTableRowsProps<Row>) {
  const { rows, columns, getRowId, summary, onRowClick, rowActions, lookupName, span, expanded, onToggle } =
    props;
  const { t } = useWidgets();
  return rows.map((row) => {
    const id = getRowId(row);
    const summaryText = summary?.(row);
    const open = expanded.has(id);
    return (
      <Fragment key={id}>
        <TableRow
          hover={!!onRowClick}
          onClick={onRowClick && (() => onRowClick(row))}
          sx={onRowClick && { cursor: 'pointer' }}
        >
          {summary && (
            <TableCell padding="checkbox">
              {summaryText && (
                <IconButton
                  size="small"
                  aria-expanded={open}
                  aria-label={open ? t('collapse') : t('expand')}
                  onClick={(event) => {
                    event.stopPropagation();
                    onToggle(id);
                  }}
                >
                  {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                </IconButton>
              )}
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column.key}>
              <CellContent
                column={column}
                text={formatCell(getAt(row, column.key), column, { t, lookupName })}
                icon={column.iconKey === undefined ? undefined : getAt(row, column.iconKey)}
              />
            </TableCell>
          ))}
          {rowActions && <TableCell align="right">{rowActions(row)}</TableCell>}
        </TableRow>
        {open && summaryText && (
          <TableRow>
            <TableCell colSpan={span}>{summaryText}</TableCell>
          </TableRow>
        )}
      </Fragment>
    );
  });
}
