import { LABEL_COLORS, type LabelColor } from '@coverline/engine';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourSwatch } from './ColourSwatch.js';

/** The 16 label colours as radio buttons (arrow keys move between them), each named for screen readers. */
export function ColourPalette({
  value,
  onChange,
}: {
  value: LabelColor;
  onChange: (colour: LabelColor) => void;
}) {
  const { t } = useTranslation('UI-context');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('labels.fields.colour')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as LabelColor)}
        sx={{ gap: 0.5, mt: 1 }}
      >
        {LABEL_COLORS.map((colour) => (
          <Radio
            key={colour}
            value={colour}
            icon={<ColourSwatch colour={colour} />}
            checkedIcon={<ColourSwatch colour={colour} checked />}
            slotProps={{ input: { 'aria-label': t(`labels.colours.${colour}`) } }}
            sx={{ p: 0.5 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
