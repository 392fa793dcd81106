import { Pager } from '../../kit/Pager.js';
import type { PanelPage } from './usePanelPage.js';
import { PANEL_PAGE_SIZE } from './usePanelPage.js';

const PANEL_PAGE_SIZES = [PANEL_PAGE_SIZE];

/** The pages of a panel's list, with the lists' pager; nothing while one page holds all. */
export function PanelPager<T>({ list }: { list: Pick<PanelPage<T>, 'answer' | 'page' | 'setPage'> }) {
  const count = list.answer?.count ?? 0;
  if (count <= PANEL_PAGE_SIZE) return null;
  return (
    <Pager
      count={count}
      pageIndex={list.page}
      pageSize={PANEL_PAGE_SIZE}
      pageSizes={PANEL_PAGE_SIZES}
      onPageChange={(index) => list.setPage(index)}
    />
  );
}
