import { formatDateTime, type DecisionSchedule } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError } from '../../api/ApiError.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { useDebouncedValue } from '../../search/useDebouncedValue.js';

export interface CronFieldProps {
  label: string;
  value: string;
  onChange: (cron: string) => void;
  /** Messages of the form and the last save; none means valid. */
  messages: readonly string[];
  disabled?: boolean;
}

/**
 * A cron schedule as typed, checked by the server as the user types: an expression it cannot read is marked
 * invalid, a readable one shows its next run times on the tenant's clock.
 */
export function CronField({ label, value, onChange, messages, disabled = false }: CronFieldProps) {
  const { t } = useTranslation('UI-context');
  const typed = useDebouncedValue(value.trim(), 300);
  const { data, error } = useSWR<DecisionSchedule>(
    typed === '' ? null : `/api/decisions/schedule?cron=${encodeURIComponent(typed)}`,
  );
  const invalid =
    error instanceof ApiError && error.status === 400 ? [t('decisions.errors.invalidCron')] : [];
  const shown = [...new Set([...messages, ...invalid])];
  const nextRuns =
    data === undefined || typed !== value.trim()
      ? undefined
      : t('decisions.nextRuns', {
          times: data.nextRuns.map((each) => formatDateTime(each, data.timeZone)).join(', '),
          timeZone: data.timeZone,
        });
  return (
    <FormTextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      messages={shown}
      hint={nextRuns ?? t('decisions.cronHelp')}
      required
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: 1000, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
    />
  );
}
