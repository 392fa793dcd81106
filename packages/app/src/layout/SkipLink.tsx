import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps over header and sidebar to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
