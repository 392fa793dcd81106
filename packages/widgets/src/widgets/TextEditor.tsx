import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { MULTILINE_ROWS } from './textRows.js';

export type TextProps = CoverlineWidgetProps & { multiline?: boolean };

/** The editing control of `TextWidget`: a MUI TextField, of several lines for Text fields. */
export function TextEditor(props: TextProps) {
  const { id, label, value, required, disabled, autofocus, placeholder, rawErrors, hideError } = props;
  const { onChange, onBlur, onFocus, schema, options, multiline } = props;
  const message = useFieldMessage(rawErrors, hideError);
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      fullWidth
      multiline={multiline}
      minRows={multiline ? MULTILINE_ROWS : undefined}
      slotProps={{ htmlInput: { maxLength: schema.maxLength } }}
      onChange={(event) =>
        onChange(event.target.value === '' ? emptyValue(schema, options) : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...message}
    />
  );
}
