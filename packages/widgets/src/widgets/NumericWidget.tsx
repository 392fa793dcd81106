import type { CoverlineWidgetProps } from './widgetProps.js';
import { emptyValue } from './emptyValue.js';
import { NumberTextField } from './NumberTextField.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { unitAdornment, withUnit } from './unitAdornment.js';
import { displayNumber } from './useNumberInput.js';

/** Decimal places: 0 for integers, the `decimalPlaces` UI option, else as typed. */
function placesOf(props: CoverlineWidgetProps): number | undefined {
  if (props.schema.type === 'integer') return 0;
  return typeof props.options.decimalPlaces === 'number' ? props.options.decimalPlaces : undefined;
}

/** Numeric and Integer fields: clamped to minimum/maximum on blur, may be empty, optional unit of measure. */
export function NumericWidget(props: CoverlineWidgetProps) {
  const { id, label, value, readonly, schema, options, onChange } = props;
  const places = placesOf(props);
  const { unitOfMeasure: unit, unitOfMeasureSide: side } = options;
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label}>
        {withUnit(displayNumber(value, places), unit, side)}
      </ReadOnlyValue>
    );
  }
  return (
    <NumberTextField
      widget={props}
      number={{
        value,
        places,
        minimum: schema.minimum,
        maximum: schema.maximum,
        onValue: (number) => onChange(number ?? emptyValue(schema, options)),
      }}
      adornment={unitAdornment(typeof unit === 'string' ? unit : undefined, side)}
    />
  );
}
