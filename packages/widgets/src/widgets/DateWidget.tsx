import { formatDate, formatDateTime } from '@coverline/engine';
import type { WidgetProps } from '@rjsf/utils';
import type { DateKind } from './DateField.js';
import { fieldEditor } from './fieldEditor.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

type PickerProps = WidgetProps & { kind: DateKind };

/** The value as the engine shows it (YYYY/MM/DD, with the time for a date-time). */
const shown = ({ kind, value }: Pick<PickerProps, 'kind' | 'value'>) =>
  typeof value === 'string' ? (kind === 'date' ? formatDate(value) : formatDateTime(value)) : undefined;

/** The editable picker, with the date pickers' code and dayjs (some 56 kB gzip). */
const DateEditor = fieldEditor<PickerProps>(
  async () => (await import('./DateField.js')).EditableDatePicker,
  shown,
);

function PickerWidget(props: PickerProps) {
  if (!props.readonly) return <DateEditor {...props} />;
  return (
    <ReadOnlyValue id={props.id} label={props.label}>
      {shown(props)}
    </ReadOnlyValue>
  );
}

/** Date fields: YYYY/MM/DD, no future dates unless `allowFutureDate`. */
export function DateWidget(props: WidgetProps) {
  return <PickerWidget {...props} kind="date" />;
}

/** DateTime fields: YYYY/MM/DD HH:mm:ss on a 24-hour clock, no future moments unless `allowFutureDate`. */
export function DateTimeWidget(props: WidgetProps) {
  return <PickerWidget {...props} kind="dateTime" />;
}
