import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';

/** The editing control of `PhoneWidget`: a telephone input of digits after a +. */
export function PhoneEditor(props: CoverlineWidgetProps) {
  const { id, label, value, required, disabled, autofocus, placeholder, rawErrors, hideError } = props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const message = useFieldMessage(rawErrors, hideError);
  const digits = typeof value === 'string' ? value : '';
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      type="tel"
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      fullWidth
      value={digits}
      onChange={(event) => {
        const typed = event.target.value.replace(/\D/g, '');
        onChange(typed === '' ? emptyValue(schema, options) : typed);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { inputMode: 'tel', maxLength: schema.maxLength },
        input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
      }}
      {...message}
    />
  );
}
