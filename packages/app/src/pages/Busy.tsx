import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with a message, announced to screen readers, while something happens elsewhere. */
export function Busy({ message }: { message: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4, minHeight: 200 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{message}</Typography>
    </Box>
  );
}

/** While a page's code or data is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return <Busy message={t('loading')} />;
}
