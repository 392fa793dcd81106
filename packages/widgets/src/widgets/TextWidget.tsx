import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

/** String fields (and the base of Text): a single-line MUI TextField. */
export function TextWidget(props: CoverlineWidgetProps & { multiline?: boolean }) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { onChange, onBlur, onFocus, schema, options, multiline } = props;
  const message = useFieldMessage(rawErrors, hideError);
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label} preWrap={multiline}>
        {value}
      </ReadOnlyValue>
    );
  }
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
      minRows={multiline ? 3 : undefined}
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

/** Text fields: the string widget with several lines. */
export function TextareaWidget(props: CoverlineWidgetProps) {
  return <TextWidget {...props} multiline />;
}
