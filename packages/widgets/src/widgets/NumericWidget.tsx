import type { CoverlineWidgetProps } from './widgetProps.js';
import { textViewWidget } from './fieldEditor.js';
import type { NumericProps } from './NumericEditor.js';
import { displayNumber, withUnit } from './numberText.js';

/** Decimal places: 0 for integers, the `decimalPlaces` UI option, else as typed. */
function placesOf(props: CoverlineWidgetProps): number | undefined {
  if (props.schema.type === 'integer') return 0;
  return typeof props.options.decimalPlaces === 'number' ? props.options.decimalPlaces : undefined;
}

const NumericField = textViewWidget<NumericProps>(
  async () => (await import('./NumericEditor.js')).NumericEditor,
  ({ value, places, options }) =>
    withUnit(displayNumber(value, places), options.unitOfMeasure, options.unitOfMeasureSide),
);

/** Numeric and Integer fields: clamped to minimum/maximum on blur, may be empty, optional unit of measure. */
export function NumericWidget(props: CoverlineWidgetProps) {
  return <NumericField {...props} places={placesOf(props)} />;
}
