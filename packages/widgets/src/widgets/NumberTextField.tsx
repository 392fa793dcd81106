import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useFieldMessage } from './fieldMessage.js';
import type { unitAdornment } from './unitAdornment.js';
import { useNumberInput, type NumberInputOptions } from './useNumberInput.js';

export interface NumberTextFieldProps {
  /** The props of the widget whose number this input edits (id, label, state, messages, focus events). */
  widget: CoverlineWidgetProps;
  /** The number, its decimal places and bounds, and where a typed number goes. */
  number: NumberInputOptions;
  /** A unit or currency before or after the number (see `unitAdornment`). */
  adornment: ReturnType<typeof unitAdornment>;
  /** Whether leaving the input is the widget's blur; off when a wrapper of several inputs reports it. */
  reportsBlur?: boolean;
}

/**
 * The text input of the Numeric, Integer and Money widgets (see `useNumberInput`): a numeric keyboard on
 * touch devices for whole numbers, a decimal one otherwise, and the field's first message below.
 */
export function NumberTextField({ widget, number, adornment, reportsBlur = true }: NumberTextFieldProps) {
  const { id, label, value, required, disabled, autofocus, placeholder, rawErrors, hideError } = widget;
  const message = useFieldMessage(rawErrors, hideError);
  const input = useNumberInput(number);
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      fullWidth
      value={input.value}
      onChange={input.onChange}
      onFocus={() => {
        input.onFocus();
        widget.onFocus(id, value);
      }}
      onBlur={() => {
        input.onBlur();
        if (reportsBlur) widget.onBlur(id, value);
      }}
      slotProps={{
        htmlInput: { inputMode: number.places === 0 ? 'numeric' : 'decimal' },
        input: adornment,
      }}
      {...message}
    />
  );
}
