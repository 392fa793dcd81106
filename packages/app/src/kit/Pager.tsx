import { TablePager, WidgetsProvider, type TablePagerProps } from '@coverline/widgets';
import { useLocale } from '../i18n/LocaleContext.js';
import { useWidgetTexts } from '../workspace/forms/useWidgetTexts.js';

/** The lists' pager (translated, numbers in the interface's locale) under a table the app draws itself. */
export function Pager(props: TablePagerProps) {
  const { locale } = useLocale();
  const texts = useWidgetTexts();
  return (
    <WidgetsProvider locale={locale} t={texts}>
      <TablePager {...props} />
    </WidgetsProvider>
  );
}
