import { formatDate, formatDateTime } from '@coverline/engine';
import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { lazyComponent } from '../lazyComponent.js';
import type { DateKind } from './DateField.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

type PickerProps = CoverlineWidgetProps & { kind: DateKind };

/** The value as the engine shows it (YYYY/MM/DD, with the time for a date-time). */
const shown = ({ kind, value }: Pick<PickerProps, 'kind' | 'value'>) =>
  typeof value === 'string' ? (kind === 'date' ? formatDate(value) : formatDateTime(value)) : undefined;

/**
 * The editable picker, with the date pickers' code and dayjs (some 56 kB gzip): loaded by the first editable date
 * field, so that read-only views (a person's page) never load it. Until it is there, the same field showing
 * the value, not yet editable.
 */
const LazyEditableDatePicker = lazyComponent<PickerProps>(
  async () => (await import('./DateField.js')).EditableDatePicker,
  (props) => <TextField id={props.id} label={props.label} value={shown(props) ?? ''} disabled fullWidth />,
);

/** Loads the date pickers' code now rather than with the first editable date field (tests, a form to come). */
export const preloadDatePickers = () => LazyEditableDatePicker.preload();

function PickerWidget(props: PickerProps) {
  if (!props.readonly) return <LazyEditableDatePicker {...props} />;
  return (
    <ReadOnlyValue id={props.id} label={props.label}>
      {shown(props)}
    </ReadOnlyValue>
  );
}

/** Date fields: YYYY/MM/DD, no future dates unless `allowFutureDate`. */
export function DateWidget(props: CoverlineWidgetProps) {
  return <PickerWidget {...props} kind="date" />;
}

/** DateTime fields: YYYY/MM/DD HH:mm:ss on a 24-hour clock, no future moments unless `allowFutureDate`. */
export function DateTimeWidget(props: CoverlineWidgetProps) {
  return <PickerWidget {...props} kind="dateTime" />;
}
