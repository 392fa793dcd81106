import {
  decimalPlaces,
  formatDate,
  formatMoney,
  fromMinorUnits,
  MAX_PREMIUM_INSTALMENTS,
  MIN_PREMIUM_INSTALMENTS,
  toMinorUnits,
  type PaymentScheduleRow,
} from '@coverline/engine';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateField, useNumberInput } from '@coverline/widgets';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../i18n/serverMessage.js';
import { computeSchedule, SCHEDULE_MISSING, scheduleTotal, type ScheduleRefusal } from './paymentSchedule.js';
import type { ScheduleBasis } from './scheduleBasis.js';

/** Recalculation waits this long after the last change of the premium, the period or the count. */
export const SCHEDULE_DEBOUNCE_MS = 400;
/** Schedules shorter than this open expanded. */
const EXPANDED_BELOW = 7;

export interface PaymentScheduleSectionProps {
  basis: ScheduleBasis;
  rows: readonly PaymentScheduleRow[];
  /** Edits of the rows; absent: the schedule is shown read-only. */
  onChange?: (rows: PaymentScheduleRow[]) => void;
  /** The server's errors on `paymentSchedule…` paths (message keys). */
  errors?: Readonly<Record<string, string[]>>;
}

/**
 * A quote's premium payment schedule: the number of instalments, "generate", the rows with editable due
 * dates and amounts, and the total against the premium. The engine's `premiumSchedule` computes the rows
 * here, the same function the server checks them with; they are computed again, after a pause, when the
 * premium, the period or the number of instalments changes.
 */
export function PaymentScheduleSection({ basis, rows, onChange, errors = {} }: PaymentScheduleSectionProps) {
  const { t } = useTranslation('UI-context');
  const { t: tAny } = useTranslation();
  const headingId = useId();
  const [instalments, setInstalments] = useState(String(rows.length === 0 ? 1 : rows.length));
  const [refusal, setRefusal] = useState<ScheduleRefusal>();
  const editable = onChange !== undefined;
  const currency = basis.currency ?? undefined;
  const count = Number(instalments);
  const countValid =
    Number.isInteger(count) && count >= MIN_PREMIUM_INSTALMENTS && count <= MAX_PREMIUM_INSTALMENTS;

  const latest = useRef({ basis, count, onChange });
  latest.current = { basis, count, onChange };
  const generate = () => {
    const { basis: now, count: asked, onChange: change } = latest.current;
    const result = computeSchedule(now, asked);
    if ('refusal' in result) return setRefusal(result.refusal);
    setRefusal(undefined);
    change?.(result.rows);
  };

  // Changes of what the schedule is computed from recompute it after a pause, not on the first showing.
  const inputs = JSON.stringify([basis.premium, basis.currency, basis.startDate, basis.endDate, count]);
  const shown = useRef(inputs);
  useEffect(() => {
    if (!editable || shown.current === inputs) return;
    shown.current = inputs;
    const timer = setTimeout(generate, SCHEDULE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `generate` reads the latest values itself.
  }, [inputs, editable]);

  const missing = (errors.paymentSchedule ?? []).includes(SCHEDULE_MISSING);
  const otherErrors = Object.entries(errors).flatMap(([path, messages]) =>
    messages
      .filter((message) => message !== SCHEDULE_MISSING)
      .map((message) => ({ path, text: serverMessage(tAny, message) })),
  );
  const total = currency === undefined ? undefined : scheduleTotal(rows, currency);
  const difference =
    // Only while it is edited: a stored schedule was checked when it was stored.
    !editable || total === undefined || basis.premium === null || currency === undefined || rows.length === 0
      ? 0
      : toMinorUnits(total, currency) - toMinorUnits(basis.premium, currency);
  const money = (amount: number) => formatMoney(amount, currency);
  const changeRow = (index: number, change: Partial<PaymentScheduleRow>) =>
    onChange?.(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <Accordion defaultExpanded={rows.length < EXPANDED_BELOW} sx={{ mt: 3 }} variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`}>
        <Stack>
          <Typography id={headingId} variant="h6" component="h2">
            {t('workspace.schedule.title')}
          </Typography>
          <Typography variant="body2" color={missing ? 'error' : 'text.secondary'}>
            {missing
              ? serverMessage(tAny, SCHEDULE_MISSING)
              : t('workspace.schedule.count', { count: rows.length })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} role="region" aria-labelledby={headingId}>
        {editable && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
            <TextField
              label={t('workspace.schedule.instalments')}
              type="number"
              size="small"
              sx={{ width: 200 }}
              value={instalments}
              onChange={(event) => setInstalments(event.target.value)}
              error={!countValid}
              helperText={
                countValid
                  ? undefined
                  : t('workspace.schedule.instalmentsRange', {
                      min: MIN_PREMIUM_INSTALMENTS,
                      max: MAX_PREMIUM_INSTALMENTS,
                    })
              }
              slotProps={{ htmlInput: { min: MIN_PREMIUM_INSTALMENTS, max: MAX_PREMIUM_INSTALMENTS } }}
            />
            <Button
              variant={missing ? 'contained' : 'outlined'}
              color={missing ? 'warning' : 'primary'}
              disabled={!countValid}
              onClick={generate}
            >
              {t('workspace.schedule.generate')}
            </Button>
          </Stack>
        )}
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('workspace.schedule.number')}</TableCell>
                <TableCell>{t('workspace.schedule.dueDate')}</TableCell>
                <TableCell>{t('workspace.schedule.period')}</TableCell>
                <TableCell align="right">{t('workspace.schedule.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    {editable ? (
                      <DateField
                        size="small"
                        ariaLabel={t('workspace.schedule.dueDateOf', { number: index + 1 })}
                        value={row.dueDate}
                        onChange={(dueDate) => dueDate && changeRow(index, { dueDate })}
                      />
                    ) : (
                      formatDate(row.dueDate)
                    )}
                  </TableCell>
                  <TableCell>{`${formatDate(row.startDate)} – ${formatDate(row.endDate)}`}</TableCell>
                  <TableCell align="right">
                    {editable ? (
                      <AmountInput
                        label={t('workspace.schedule.amountOf', { number: index + 1 })}
                        amount={row.amount}
                        places={currency === undefined ? 2 : decimalPlaces(currency)}
                        onAmount={(amount) => changeRow(index, { amount })}
                      />
                    ) : (
                      money(row.amount)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            {total !== undefined && rows.length > 0 && (
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3}>{t('workspace.schedule.total')}</TableCell>
                  <TableCell align="right" aria-label={t('workspace.schedule.total')}>
                    {money(total)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
        {difference !== 0 && currency !== undefined && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {t('workspace.schedule.difference', {
              difference: money(fromMinorUnits(difference, currency)),
              premium: money(basis.premium ?? 0),
            })}
          </Typography>
        )}
        {refusal !== undefined && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {t(`workspace.schedule.reasons.${refusal.reason}`, refusal.values ?? {})}
          </Typography>
        )}
        {otherErrors.map(({ path, text }) => (
          <Typography key={`${path}:${text}`} color="error" role="alert" sx={{ mt: 1 }}>
            {rowNumberOf(path) === undefined
              ? text
              : t('workspace.schedule.rowError', { number: rowNumberOf(path), message: text })}
          </Typography>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

/** An instalment's amount: grouped with the currency's decimals at rest, plain digits while typed. */
function AmountInput(props: {
  label: string;
  amount: number;
  places: number;
  onAmount: (amount: number) => void;
}) {
  const input = useNumberInput({
    value: props.amount,
    places: props.places,
    minimum: 0,
    onValue: (amount) => props.onAmount(amount ?? 0),
  });
  return (
    <TextField
      size="small"
      value={input.value}
      onFocus={input.onFocus}
      onChange={input.onChange}
      onBlur={input.onBlur}
      slotProps={{
        htmlInput: { 'aria-label': props.label, inputMode: 'decimal', style: { textAlign: 'right' } },
      }}
    />
  );
}

/** The instalment number (from 1) of an error's path `paymentSchedule.{index}.{field}`, if it names a row. */
function rowNumberOf(path: string): number | undefined {
  const index = /^paymentSchedule\.(\d+)(\.|$)/.exec(path)?.[1];
  return index === undefined ? undefined : Number(index) + 1;
}
