import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTextTranslation } from '../i18n/useTextTranslation.js';
import { errorTextKey } from './errorTexts.js';

interface ErrorPageProps {
  /** From the caller; otherwise the `error` query parameter. */
  code?: string;
  hideHomeButton?: boolean;
}

/** A large title, a message and a way home. */
export function ErrorPage({ code, hideHomeButton = false }: ErrorPageProps) {
  const { t, i18n } = useTranslation();
  const translate = useTextTranslation();
  const [params] = useSearchParams();
  const key = errorTextKey(
    code ?? params.get('error') ?? undefined,
    params.get('error_description') ?? undefined,
    (candidate) => i18n.exists(candidate),
  );
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate(`${key}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {translate(`${key}.message`)}
      </Typography>
      {!hideHomeButton && (
        <Button component={Link} to="/" variant="contained">
          {t('errorPage.goHome')}
        </Button>
      )}
    </Box>
  );
}

/** The error page on its own (the `/error` route): a card on the solo layout. */
export function StandaloneErrorPage() {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, m: 2, boxShadow: 8 }}>
      <ErrorPage />
    </Box>
  );
}
