import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

/** Phone fields: digits only in the data, shown with a leading +. */
export function PhoneWidget(props: CoverlineWidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const message = useFieldMessage(rawErrors, hideError);
  const digits = typeof value === 'string' ? value : '';
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label}>
        {digits && `+${digits}`}
      </ReadOnlyValue>
    );
  }
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
