import { describe, expect, it } from 'vitest';
import { premiumSchedule } from './premiumSchedule.js';
import { premiumScheduleErrors } from './premiumScheduleErrors.js';

const year = { currency: 'EUR', startDate: '2026-01-01', endDate: '2026-12-31' };

describe('premiumScheduleErrors', () => {
  it('accepts a generated schedule, and one edited that still adds up to the premium', () => {
    const rows = premiumSchedule({ ...year, premium: 100, instalments: 3 });
    expect(premiumScheduleErrors(rows, 100, 'EUR')).toEqual({});
    const edited = rows.map((row, index) => ({ ...row, amount: index === 0 ? 50 : 25 }));
    expect(premiumScheduleErrors(edited, 100, 'EUR')).toEqual({});
  });

  it('refuses no schedule with the key the schedule header shows', () => {
    for (const rows of [null, undefined, []]) {
      expect(premiumScheduleErrors(rows, 100, 'EUR')).toEqual({
        paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'],
      });
    }
  });

  it('refuses a total other than the premium, to the cent', () => {
    const rows = premiumSchedule({ ...year, premium: 100, instalments: 3 });
    expect(premiumScheduleErrors(rows, 100.01, 'EUR')).toEqual({
      paymentSchedule: ['paymentSchedule.totalMustEqualPremium'],
    });
    expect(premiumScheduleErrors(rows, null, 'EUR')).toEqual({
      paymentSchedule: ['paymentSchedule.premiumMissing'],
    });
  });

  it('names the rows with bad dates or amounts', () => {
    const rows = [
      { dueDate: '2026-01-01', startDate: '2026-01-01', endDate: '2025-12-31', amount: 10.005 },
      { dueDate: 'soon', startDate: '2026-02-01', endDate: '2026-12-31', amount: -1 },
    ];
    expect(premiumScheduleErrors(rows, 10, 'EUR')).toEqual({
      'paymentSchedule.0.endDate': ['paymentSchedule.endDateBeforeStartDate'],
      'paymentSchedule.0.amount': ['paymentSchedule.invalidAmount'],
      'paymentSchedule.1.dueDate': ['paymentSchedule.invalidDate'],
      'paymentSchedule.1.amount': ['paymentSchedule.invalidAmount'],
    });
    // Yen have no subunit.
    expect(
      premiumScheduleErrors([{ ...rows[1]!, dueDate: '2026-02-01', amount: 10.5 }], 10.5, 'JPY'),
    ).toEqual({
      'paymentSchedule.0.amount': ['paymentSchedule.invalidAmount'],
    });
  });

  it('refuses more than 100 instalments', () => {
    const rows = Array.from({ length: 101 }, () => ({
      dueDate: '2026-01-01',
      startDate: '2026-01-01',
      endDate: '2026-01-01',
      amount: 1,
    }));
    expect(premiumScheduleErrors(rows, 101, 'EUR')).toEqual({
      paymentSchedule: ['paymentSchedule.tooManyInstalments'],
    });
  });
});
