import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/locales.js';
import type { PopupMenuProps } from './PopupMenu.js';

export interface LanguageListProps extends PopupMenuProps {
  locale: SupportedLocale;
  onChoose: (locale: SupportedLocale) => void;
}

/** The languages of LanguageMenu, each named in itself, the current one checked. */
export function LanguageList({ locale, onChoose, ...menu }: LanguageListProps) {
  const { t } = useTranslation('localization');
  return (
    <Menu {...menu}>
      {SUPPORTED_LOCALES.map((option) => (
        <MenuItem key={option} lang={option} selected={option === locale} onClick={() => onChoose(option)}>
          <ListItemIcon>{option === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(`languages.${option}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
