import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { useLocale } from '../i18n/LocaleContext.js';
import { lazyComponent } from '@coverline/widgets';
import type { LanguageListProps } from './LanguageList.js';
import { usePopupMenu } from './PopupMenu.js';

const LanguageList = lazyComponent<LanguageListProps>(
  async () => (await import('./LanguageList.js')).LanguageList,
  null,
);

/** The interface language picker; each language is named in itself. */
export function LanguageMenu({ showName = false }: { showName?: boolean }) {
  const { t } = useTranslation(['global', 'localization']);
  const { locale, changeLocale } = useLocale();
  const showError = useShowError();
  const { used, close, menu, button } = usePopupMenu(LanguageList);
  const label = t('header.language');
  return (
    <>
      {showName ? (
        <Button {...button} color="inherit" startIcon={<TranslateIcon />} aria-label={label}>
          {t(`localization:languages.${locale}`)}
        </Button>
      ) : (
        <IconButton {...button} color="inherit" aria-label={label} title={label}>
          <TranslateIcon />
        </IconButton>
      )}
      {used && (
        <LanguageList
          {...menu}
          locale={locale}
          onChoose={(option) => {
            close();
            changeLocale(option).catch(showError);
          }}
        />
      )}
    </>
  );
}
