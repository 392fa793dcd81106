import type { DataDefinition } from '@coverline/engine';

/**
 * What a quote's form needs of its premium schedule: the basis it is computed from and the schedule's errors.
 * The computation (`paymentSchedule.ts`) comes with the schedule's section, after the form is drawn.
 */

/** What a premium schedule is computed from: the quote's premium, currency and insured period. */
export interface ScheduleBasis {
  premium: number | null;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
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
