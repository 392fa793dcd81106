import { LABEL_COLOR_PALETTE, type Label } from '@coverline/engine';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../api/objectCatalog.js';

/** Label chips show at most this many characters of the name. */
export const LABEL_CHIP_LENGTH = 50;

/** A label as a chip in its palette colours, its name in the interface language. */
export function LabelChip({
  label,
  ...props
}: { label: Pick<Label, 'name' | 'color' | 'translations'> } & Omit<ChipProps, 'label'>) {
  const { i18n } = useTranslation();
  const name = displayName(label, i18n.language);
  const colours = LABEL_COLOR_PALETTE[label.color] ?? LABEL_COLOR_PALETTE.default;
  return (
    <Chip
      size="small"
      label={name.length > LABEL_CHIP_LENGTH ? `${name.slice(0, LABEL_CHIP_LENGTH)}…` : name}
      title={name.length > LABEL_CHIP_LENGTH ? name : undefined}
      {...props}
      sx={{
        bgcolor: colours.background,
        color: colours.text,
        fontWeight: 600,
        maxWidth: '100%',
        ...props.sx,
      }}
    />
  );
}
