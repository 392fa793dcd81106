import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { useLocale } from '../i18n/LocaleContext.js';
import { SUPPORTED_LOCALES } from '../i18n/locales.js';

/** The interface language picker; each language is named in itself. */
export function LanguageMenu({ showName = false }: { showName?: boolean }) {
  const { t } = useTranslation(['global', 'localization']);
  const { locale, changeLocale } = useLocale();
  const showError = useShowError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('header.language');
  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      {showName ? (
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          onClick={open}
          aria-haspopup="menu"
          aria-label={label}
        >
          {t(`localization:languages.${locale}`)}
        </Button>
      ) : (
        <IconButton color="inherit" onClick={open} aria-haspopup="menu" aria-label={label} title={label}>
          <TranslateIcon />
        </IconButton>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SUPPORTED_LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              changeLocale(option).catch(showError);
            }}
          >
            <ListItemIcon>{option === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`localization:languages.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
