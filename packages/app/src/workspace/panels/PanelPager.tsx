import TablePagination from '@mui/material/TablePagination';
import type { PanelPage } from './usePanelPage.js';
import { PANEL_PAGE_SIZE } from './usePanelPage.js';

/** The pages of a panel's list; nothing while one page holds all. */
export function PanelPager<T>({ list }: { list: Pick<PanelPage<T>, 'answer' | 'page' | 'setPage'> }) {
  const count = list.answer?.count ?? 0;
  if (count <= PANEL_PAGE_SIZE) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={list.page}
      onPageChange={(_event, next) => list.setPage(next)}
      rowsPerPage={PANEL_PAGE_SIZE}
      rowsPerPageOptions={[PANEL_PAGE_SIZE]}
    />
  );
}
