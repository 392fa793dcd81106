import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';

export type YesNoProps = CoverlineWidgetProps & {
  /** The chosen answer, translated. */
  answer: string | undefined;
  /** The chosen answer is one the definition asks to highlight. */
  highlight: boolean;
};

/** The editing control of `YesNoWidget`: a Yes/No toggle; choosing the current answer again clears it. */
export function YesNoEditor(props: YesNoProps) {
  const { id, label, value, required, disabled, rawErrors, hideError, highlight } = props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const { t } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
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
