import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthSession } from '../auth/AuthContext.js';
import { LanguageMenu } from '../layout/LanguageMenu.js';
import { TenantLogo } from '../layout/TenantLogo.js';

/** The card of the solo-page layout: logo and language switcher on top, a title, then the page's content. */
export function SoloCard({ title, children }: { title: string; children: ReactNode }) {
  const { runtime } = useAuthSession();
  return (
    <Paper elevation={8} sx={{ width: '100%', maxWidth: 460, m: 2, p: { xs: 3, sm: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <TenantLogo src={runtime.logoUrl ?? undefined} />
        <Box sx={{ color: 'text.secondary' }}>
          <LanguageMenu showName />
        </Box>
      </Stack>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
