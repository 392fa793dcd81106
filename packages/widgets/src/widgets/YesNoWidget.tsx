import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

/** Whether the chosen answer is one the definition asks to highlight (`yesHighlighted` / `noHighlighted`). */
function highlighted(value: unknown, options: CoverlineWidgetProps['options']): boolean {
  return (
    (value === true && options.yesHighlighted === true) || (value === false && options.noHighlighted === true)
  );
}

/** Boolean fields: a Yes/No toggle; choosing the current answer again clears it. */
export function YesNoWidget(props: CoverlineWidgetProps) {
  const { id, label, value, required, disabled, readonly, rawErrors, hideError } = props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const { t } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  const answer = value === true ? t('yes') : value === false ? t('no') : undefined;
  const highlight = highlighted(value, options);
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label}>
        {answer && (
          <Box component="span" sx={highlight ? { color: 'warning.dark', fontWeight: 'bold' } : undefined}>
            {answer}
          </Box>
        )}
      </ReadOnlyValue>
    );
  }
  return (
    <FormControl
      required={required}
      disabled={disabled}
      error={message.error}
      sx={message.sx}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <ToggleButtonGroup
        id={id}
        exclusive
        size="small"
        color={highlight ? 'warning' : 'primary'}
        aria-labelledby={`${id}-label`}
        value={typeof value === 'boolean' ? value : null}
        onChange={(_, next: boolean | null) => onChange(next ?? emptyValue(schema, options))}
      >
        <ToggleButton value={true}>{t('yes')}</ToggleButton>
        <ToggleButton value={false}>{t('no')}</ToggleButton>
      </ToggleButtonGroup>
      {message.helperText && <FormHelperText>{message.helperText}</FormHelperText>}
    </FormControl>
  );
}
