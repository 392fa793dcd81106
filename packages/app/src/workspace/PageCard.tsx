import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageCardProps {
  title: string;
  /** A line above the title, e.g. the product of a quote. */
  overline?: string;
  /** Beside the title: a status chip, buttons. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A workspace page: its title with what belongs beside it, and its content on one card. */
export function PageCard({ title, overline, aside, children }: PageCardProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          {overline !== undefined && (
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {overline}
            </Typography>
          )}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Stack>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}
