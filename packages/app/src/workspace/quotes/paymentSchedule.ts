import {
  FinanceInputError,
  fromMinorUnits,
  MAX_PREMIUM_INSTALMENTS,
  MIN_PREMIUM_INSTALMENTS,
  premiumSchedule,
  toMinorUnits,
  type DataDefinition,
  type PaymentScheduleRow,
} from '@coverline/engine';

/** What a premium schedule is computed from: the quote's premium, currency and insured period. */
export interface ScheduleBasis {
  premium: number | null;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** Why no schedule can be computed, as a text key of `workspace.schedule.reasons` with its values. */
export interface ScheduleRefusal {
  reason: 'premiumMissing' | 'periodMissing' | 'tooManyInstalments' | 'endBeforeStart' | 'invalid';
  values?: Record<string, string | number>;
}

/** The backend's key for a quote that has no schedule: shown on the section's header. */
export const SCHEDULE_MISSING = 'paymentSchedule.mustNotBeNullOrEmpty';

/**
 * The schedule of `instalments` rows by the engine's `premiumSchedule`, the same function the server
 * recomputes it with; or why there is none.
 */
export function computeSchedule(
  basis: ScheduleBasis,
  instalments: number,
): { rows: PaymentScheduleRow[] } | { refusal: ScheduleRefusal } {
  const { premium, currency, startDate, endDate } = basis;
  if (premium === null || currency === null) return { refusal: { reason: 'premiumMissing' } };
  if (startDate === null || endDate === null) return { refusal: { reason: 'periodMissing' } };
  if (
    !Number.isInteger(instalments) ||
    instalments < MIN_PREMIUM_INSTALMENTS ||
    instalments > MAX_PREMIUM_INSTALMENTS
  )
    return { refusal: { reason: 'invalid' } };
  try {
    return { rows: premiumSchedule({ premium, currency, startDate, endDate, instalments }) };
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    if (error.key === 'mustNotExceedDaysInPeriod')
      return { refusal: { reason: 'tooManyInstalments', values: { max: error.params.max ?? 0 } } };
    if (error.key === 'mustNotBeBeforeStartDate') return { refusal: { reason: 'endBeforeStart' } };
    return { refusal: { reason: 'invalid' } };
  }
}

/** The rows' total, exact in the currency's subunits. */
export function scheduleTotal(rows: readonly PaymentScheduleRow[], currency: string): number {
  const minor = rows.reduce((sum, row) => sum + toMinorUnits(row.amount, currency), 0);
  return fromMinorUnits(minor, currency);
}

/** Whether an error's path is the schedule's (`paymentSchedule`, `paymentSchedule.2.amount`). */
export const isScheduleError = (path: string): boolean =>
  path === 'paymentSchedule' || path.startsWith('paymentSchedule.');

/** The schedule's errors of a refusal (`paymentSchedule`, `paymentSchedule.2.amount`) apart from the form's. */
export function splitScheduleErrors(errors: Readonly<Record<string, string[]>> | undefined): {
  schedule: Record<string, string[]>;
  form: Record<string, string[]> | undefined;
} {
  if (errors === undefined) return { schedule: {}, form: undefined };
  const entries = Object.entries(errors);
  const isSchedule = ([path]: [string, string[]]) => isScheduleError(path);
  return {
    schedule: Object.fromEntries(entries.filter(isSchedule)),
    form: Object.fromEntries(entries.filter((entry) => !isSchedule(entry))),
  };
}

type Data = Record<string, unknown>;
const objectAt = (data: Data, key: string): Data | undefined => {
  const value = data[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : undefined;
};
const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * What the schedule is computed from while the quote is typed: the insured period from the quote's period
 * object (the object of type QUOTE) and the premium from the field the product version names, where the
 * form has them, else the core fields as last saved. The server derives them again and checks the schedule
 * against them on every operation.
 */
export function typedScheduleBasis(
  definition: Pick<DataDefinition, 'objectDefinitions'>,
  data: Data,
  saved: ScheduleBasis,
  premiumPath: string | undefined,
): ScheduleBasis {
  const basis = { ...saved };
  for (const object of definition.objectDefinitions) {
    const values = objectAt(data, object.key);
    if (values === undefined) continue;
    if (object.objectType === 'QUOTE') {
      basis.startDate = dateOrNull(values.startDate) ?? basis.startDate;
      basis.endDate = dateOrNull(values.endDate) ?? basis.endDate;
    }
  }
  const [objectKey = '', fieldKey = ''] = premiumPath?.split('.') ?? [];
  const premium = objectAt(objectAt(data, objectKey) ?? {}, fieldKey);
  if (premium !== undefined && typeof premium.amount === 'number' && typeof premium.currency === 'string') {
    basis.premium = premium.amount;
    basis.currency = premium.currency;
  }
  return basis;
}
