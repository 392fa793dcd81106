import { TablePager, WidgetsProvider } from '@coverline/widgets';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import type { PanelPage } from './usePanelPage.js';
import { PANEL_PAGE_SIZE } from './usePanelPage.js';

const PANEL_PAGE_SIZES = [PANEL_PAGE_SIZE];

/** The pages of a panel's list, with the lists' pager; nothing while one page holds all. */
export function PanelPager<T>({ list }: { list: Pick<PanelPage<T>, 'answer' | 'page' | 'setPage'> }) {
  const { locale } = useLocale();
  const texts = useWidgetTexts();
  const count = list.answer?.count ?? 0;
  if (count <= PANEL_PAGE_SIZE) return null;
  return (
    <WidgetsProvider locale={locale} t={texts}>
      <TablePager
        count={count}
        countCapped={false}
        pageIndex={list.page}
        pageSize={PANEL_PAGE_SIZE}
        pageSizes={PANEL_PAGE_SIZES}
        onPageChange={(index) => list.setPage(index)}
      />
    </WidgetsProvider>
  );
}
