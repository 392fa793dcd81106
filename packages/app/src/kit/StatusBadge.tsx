import Box from '@mui/material/Box';
import type { ChipProps } from '@mui/material/Chip';

/** The colours of a record's status: the theme's palette, as MUI's chips take them. */
export type StatusColor = NonNullable<ChipProps['color']>;

export interface StatusBadgeProps {
  /** Already translated. */
  label: string;
  color?: StatusColor;
}

/**
 * A record's status in its page's header, drawn as a filled chip. Nothing in it is clickable, so a styled span
 * does: MUI's Chip would put its code on the first screen of every record page.
 */
export function StatusBadge({ label, color = 'default' }: StatusBadgeProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 32,
        px: 1.5,
        borderRadius: 4,
        typography: 'body2',
        fontSize: (theme) => theme.typography.pxToRem(13),
        whiteSpace: 'nowrap',
        ...(color === 'default'
          ? { color: 'text.primary', bgcolor: 'action.selected' }
          : { color: `${color}.contrastText`, bgcolor: `${color}.main` }),
      }}
    >
      {label}
    </Box>
  );
}
