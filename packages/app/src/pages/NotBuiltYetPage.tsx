import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Answers the addresses of screens that later versions add, so that navigation and permissions already work. */
export function NotBuiltYetPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1, fontWeight: 700 }}>
        {t('notBuiltYet.title')}
      </Typography>
      <Typography color="text.secondary">{t('notBuiltYet.message')}</Typography>
    </Box>
  );
}
