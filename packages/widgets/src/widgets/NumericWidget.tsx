import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { unitAdornment, withUnit } from './unitAdornment.js';
import { displayNumber, useNumberInput } from './useNumberInput.js';

/** Decimal places: 0 for integers, the `decimalPlaces` UI option, else as typed. */
function placesOf(props: WidgetProps): number | undefined {
  if (props.schema.type === 'integer') return 0;
  return typeof props.options.decimalPlaces === 'number' ? props.options.decimalPlaces : undefined;
}

/** Numeric and Integer fields: clamped to minimum/maximum on blur, may be empty, optional unit of measure. */
export function NumericWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const places = placesOf(props);
  const message = useFieldMessage(rawErrors, hideError);
  const input = useNumberInput({
    value,
    places,
    minimum: schema.minimum,
    maximum: schema.maximum,
    onValue: (number) => onChange(number ?? emptyValue(schema, options)),
  });
  const { unitOfMeasure: unit, unitOfMeasureSide: side } = options;
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label}>
        {withUnit(displayNumber(value, places), unit, side)}
      </ReadOnlyValue>
    );
  }
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
        onFocus(id, value);
      }}
      onBlur={() => {
        input.onBlur();
        onBlur(id, value);
      }}
      slotProps={{
        htmlInput: { inputMode: places === 0 ? 'numeric' : 'decimal' },
        input: unitAdornment(typeof unit === 'string' ? unit : undefined, side),
      }}
      {...message}
    />
  );
}
