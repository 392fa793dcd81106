import type { WidgetProps } from '@rjsf/utils';
import { fieldEditor } from './fieldEditor.js';
import type { NumericProps } from './NumericEditor.js';
import { withUnit } from './numberText.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { displayNumber } from './useNumberInput.js';

/** Decimal places: 0 for integers, the `decimalPlaces` UI option, else as typed. */
function placesOf(props: WidgetProps): number | undefined {
  if (props.schema.type === 'integer') return 0;
  return typeof props.options.decimalPlaces === 'number' ? props.options.decimalPlaces : undefined;
}

const NumericEditor = fieldEditor<NumericProps>(
  async () => (await import('./NumericEditor.js')).NumericEditor,
  ({ value, places }) => displayNumber(value, places),
);

/** Numeric and Integer fields: clamped to minimum/maximum on blur, may be empty, optional unit of measure. */
export function NumericWidget(props: WidgetProps) {
  const { id, label, value, readonly, options } = props;
  const places = placesOf(props);
  if (!readonly) return <NumericEditor {...props} places={places} />;
  return (
    <ReadOnlyValue id={id} label={label}>
      {withUnit(displayNumber(value, places), options.unitOfMeasure, options.unitOfMeasureSide)}
    </ReadOnlyValue>
  );
}
