import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The tenant's logo from the server, or the Coverline word mark when there is none (or it fails to load).
 * On a coloured background (`inverse`) the logo sits on a white badge, since logos are made for white,
 * and the word mark is drawn in white.
 */
export function TenantLogo({ src, inverse = false }: { src: string | undefined; inverse?: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (src !== undefined && failed !== src) {
    return (
      <Box
        component="img"
        src={src}
        alt={t('header.logo')}
        onError={() => setFailed(src)}
        sx={{
          // Small enough on a phone for the header's actions to fit beside it.
          height: { xs: 36, sm: 44 },
          maxWidth: { xs: 96, sm: 200 },
          objectFit: 'contain',
          display: 'block',
          ...(inverse && { bgcolor: 'common.white', borderRadius: 1, px: 1, py: 0.5 }),
        }}
      />
    );
  }
  return (
    <Typography
      component="span"
      sx={{
        fontWeight: 700,
        fontSize: 22,
        letterSpacing: 0.5,
        color: inverse ? 'inherit' : 'primary.main',
        whiteSpace: 'nowrap',
      }}
    >
      {t('appName')}
    </Typography>
  );
}
