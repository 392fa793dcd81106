import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * The buttons of a long form, kept in view at the bottom of the screen while the user scrolls through it.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        justifyContent: 'flex-end',
        py: 1.5,
        mt: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Stack>
  );
}
