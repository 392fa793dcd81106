/**
 * The premium payment schedule of an insurance quote: the insured period, end date
 * included, is cut into periods of an equal whole number of days; each instalment is due on its first day and
 * the next one starts the day after it ends, so due dates step by that length; the last period ends on the
 * end date and takes the leftover days. Amounts are the premium divided evenly, rounded to the currency's
 * subunit, with the rounding remainder on the first instalment, so the total is exactly the premium.
 */
import { addDays, compareDates, daysBetween, type PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';
import { requireAmount, requireCurrency, requireDate, requireIntegerBetween } from './inputChecks.js';
import { splitEvenly } from './splitEvenly.js';

export const MIN_PREMIUM_INSTALMENTS = 1;
export const MAX_PREMIUM_INSTALMENTS = 100;

export interface PremiumScheduleInput {
  premium: number;
  currency: string;
  startDate: PlainDate;
  endDate: PlainDate;
  instalments: number;
}

export interface PremiumInstalment {
  dueDate: PlainDate;
  startDate: PlainDate;
  endDate: PlainDate;
  amount: number;
}

export function premiumSchedule(input: PremiumScheduleInput): PremiumInstalment[] {
  const currency = requireCurrency(input.currency, 'currency');
  const premium = requireAmount(input.premium, currency, 'premium');
  const startDate = requireDate(input.startDate, 'startDate');
  const endDate = requireDate(input.endDate, 'endDate');
  const count = requireIntegerBetween(
    input.instalments,
    MIN_PREMIUM_INSTALMENTS,
    MAX_PREMIUM_INSTALMENTS,
    'instalments',
  );
  if (compareDates(endDate, startDate) < 0)
    throw new FinanceInputError('endDate', 'mustNotBeBeforeStartDate');
  const periodDays = daysBetween(startDate, endDate) + 1;
  if (count > periodDays) {
    throw new FinanceInputError('instalments', 'mustNotExceedDaysInPeriod', { max: periodDays });
  }
  const step = Math.floor(periodDays / count);
  const amounts = splitEvenly(premium, count, 'first');
  return amounts.map((amount, index) => {
    const start = addDays(startDate, index * step);
    return {
      dueDate: start,
      startDate: start,
      endDate: index === count - 1 ? endDate : addDays(start, step - 1),
      amount: fromMinorUnits(amount, currency),
    };
  });
}
