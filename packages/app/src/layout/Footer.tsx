import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PLATFORM_VERSION } from '../buildInfo.js';
import { copyrightYears } from './copyrightYears.js';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption">
        {t('footer.copyright', { years: copyrightYears(new Date()) })}
      </Typography>
      <Typography variant="caption">{t('footer.version', { version: PLATFORM_VERSION })}</Typography>
    </Box>
  );
}
