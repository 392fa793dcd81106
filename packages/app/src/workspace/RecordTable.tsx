import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Page } from '@coverline/engine';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first page of records that a record's page lists (a person's quotes, a policy's claims), under its
 * title, with how many there are in all when not all are shown — or the `pager` to the other pages.
 */
export function RecordTable<T>(props: {
  title: string;
  headers: readonly string[];
  answer: Page<T>;
  row: (item: T) => ReactNode[];
  idOf: (item: T) => string;
  pager?: ReactNode;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const { items, count } = props.answer;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.persons.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                {props.headers.map((header) => (
                  <TableCell key={header}>{header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={props.idOf(item)}>
                  {props.row(item).map((cell, index) => (
                    <TableCell key={index}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {props.pager}
      {props.pager === undefined && count > items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('workspace.persons.more', { shown: items.length, count })}
        </Typography>
      )}
    </Box>
  );
}
