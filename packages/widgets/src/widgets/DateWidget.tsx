import { formatDate, formatDateTime } from '@coverline/engine';
import type { CoverlineWidgetProps } from './widgetProps.js';
import type { DateKind } from './DateField.js';
import { textViewWidget } from './fieldEditor.js';

type PickerProps = CoverlineWidgetProps & { kind: DateKind };

/** The value as the engine shows it (YYYY/MM/DD, with the time for a date-time). */
const shown = ({ kind, value }: Pick<PickerProps, 'kind' | 'value'>) =>
  typeof value === 'string' ? (kind === 'date' ? formatDate(value) : formatDateTime(value)) : undefined;

/** Edited with the date pickers' code and dayjs (some 56 kB gzip). */
const PickerWidget = textViewWidget<PickerProps>(
  async () => (await import('./DateField.js')).EditableDatePicker,
  shown,
);

/** Date fields: YYYY/MM/DD, no future dates unless `allowFutureDate`. */
export function DateWidget(props: CoverlineWidgetProps) {
  return <PickerWidget {...props} kind="date" />;
}

/** DateTime fields: YYYY/MM/DD HH:mm:ss on a 24-hour clock, no future moments unless `allowFutureDate`. */
export function DateTimeWidget(props: CoverlineWidgetProps) {
  return <PickerWidget {...props} kind="dateTime" />;
}
