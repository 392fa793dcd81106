import { LABEL_COLOR_PALETTE, type LabelColor } from '@coverline/engine';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';

/** A round sample of a label colour: its background, ringed and ticked in its text colour when chosen. */
export function ColourSwatch({
  colour,
  checked = false,
  size = 32,
  label,
}: {
  colour: LabelColor;
  checked?: boolean;
  size?: number;
  /** Names the colour for screen readers where the swatch stands alone. */
  label?: string;
}) {
  const { background, text } = LABEL_COLOR_PALETTE[colour] ?? LABEL_COLOR_PALETTE.default;
  return (
    <Box
      component="span"
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      title={label}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: background,
        color: text,
        border: 2,
        borderColor: checked ? text : 'divider',
        boxShadow: checked ? 3 : 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}
