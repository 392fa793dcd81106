import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { CoverlineWidgetProps } from './widgetProps.js';
import dayjs, { type Dayjs } from 'dayjs';
import { useWidgets } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';

/** Stored shapes: a plain date, and a local date-time without offset (what the engine's date defaults produce). */
const STORED = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DDTHH:mm:ss' } as const;
const SHOWN = { date: 'YYYY/MM/DD', dateTime: 'YYYY/MM/DD HH:mm:ss' } as const;

/** A plain date, or a local date-time. */
export type DateKind = keyof typeof STORED;

/** A zone designator at the end of a date-time; values are the tenant's wall clock, so it is ignored. */
const ZONE = /(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/;

/** The picker's value: the wall-clock reading of the text (not converted to the machine's time zone). */
function pickerValue(value: unknown, kind: DateKind): Dayjs | null {
  if (typeof value !== 'string') return null;
  const parsed = dayjs(kind === 'dateTime' ? value.replace(ZONE, '') : value);
  return parsed.isValid() ? parsed : null;
}

/** The latest allowed value: `maxDate` when given, else now unless future dates are allowed. */
function latest(options: CoverlineWidgetProps['options'], now: Date): Dayjs | undefined {
  if (typeof options.maxDate === 'string') return dayjs(options.maxDate);
  return options.allowFutureDate ? undefined : dayjs(now);
}

export interface DateFieldProps {
  /** A plain date (`YYYY-MM-DD`, the default) or a local date-time. */
  kind?: DateKind;
  /** The visible label; without one, `ariaLabel` names the field. */
  label?: string;
  ariaLabel?: string;
  /** The stored text; anything else shows an empty field. */
  value: unknown;
  /** Receives the stored text, or undefined when the field is cleared or not a valid date. */
  onChange: (value: string | undefined) => void;
  /** The latest day (or moment) offered. */
  max?: Dayjs;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** More props of the text field (id, messages, blur). */
  textField?: Record<string, unknown>;
}

/**
 * A date (or date-time) picker in the engine's shown format, YYYY/MM/DD, reading and writing the stored text:
 * the date fields of forms, and dates edited outside them (a schedule's due dates).
 */
export function DateField({
  kind = 'date',
  label,
  ariaLabel,
  value,
  onChange,
  max,
  ...field
}: DateFieldProps) {
  const common = {
    label,
    value: pickerValue(value, kind),
    format: SHOWN[kind],
    disabled: field.disabled,
    autoFocus: field.autoFocus,
    onChange: (next: Dayjs | null) => onChange(next?.isValid() ? next.format(STORED[kind]) : undefined),
    slotProps: {
      textField: {
        size: field.size,
        ...field.textField,
        // Named by `ariaLabel` when there is no visible label to point to.
        ...(label === undefined && ariaLabel !== undefined
          ? { slotProps: { input: { 'aria-label': ariaLabel, 'aria-labelledby': undefined } } }
          : {}),
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {kind === 'date' ? (
        <DesktopDatePicker {...common} maxDate={max} />
      ) : (
        <DesktopDateTimePicker {...common} ampm={false} maxDateTime={max} />
      )}
    </LocalizationProvider>
  );
}

/** The date (or date-time) field of a form that can be edited: `DateWidget`'s picker, loaded with the pickers. */
export function EditableDatePicker({ kind, ...props }: CoverlineWidgetProps & { kind: DateKind }) {
  const { id, label, value, required, disabled, autofocus, rawErrors, hideError } = props;
  const { onChange, onBlur, schema, options } = props;
  const { now } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  return (
    <DateField
      kind={kind}
      label={label}
      value={value}
      max={latest(options, now())}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(next) => onChange(next ?? emptyValue(schema, options))}
      textField={{ id, name: id, required, fullWidth: true, onBlur: () => onBlur(id, value), ...message }}
    />
  );
}
