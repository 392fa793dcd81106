import type { CoverlineWidgetProps } from './widgetProps.js';
import { emptyValue } from './emptyValue.js';
import { NumberTextField } from './NumberTextField.js';
import { unitAdornment } from './unitAdornment.js';

export type NumericProps = CoverlineWidgetProps & {
  /** Decimal places, when fixed. */
  places: number | undefined;
};

/** The editing control of `NumericWidget`: the number's text input, with its unit beside it. */
export function NumericEditor(props: NumericProps) {
  const { schema, options, onChange, places } = props;
  const { unitOfMeasure: unit, unitOfMeasureSide: side } = options;
  return (
    <NumberTextField
      widget={props}
      number={{
        value: props.value,
        places,
        minimum: schema.minimum,
        maximum: schema.maximum,
        onValue: (number) => onChange(number ?? emptyValue(schema, options)),
      }}
      adornment={unitAdornment(typeof unit === 'string' ? unit : undefined, side)}
    />
  );
}
