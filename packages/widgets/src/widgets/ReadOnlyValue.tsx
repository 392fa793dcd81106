import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ReadOnlyValueProps {
  id: string;
  label: string;
  /** Already formatted; empty values show as a dash. */
  children?: ReactNode;
  /** Keep the line breaks of multi-line text. */
  preWrap?: boolean;
}

/** A field in view mode: its label above its value as plain text, never a disabled input. */
export function ReadOnlyValue({ id, label, children, preWrap }: ReadOnlyValueProps) {
  const empty = children === undefined || children === null || children === '';
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ py: 0.5 }}>
      <Typography id={`${id}-label`} variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        id={id}
        variant="body1"
        component="div"
        sx={{ wordBreak: 'break-word', whiteSpace: preWrap ? 'pre-wrap' : undefined }}
      >
        {empty ? '—' : children}
      </Typography>
    </Box>
  );
}
