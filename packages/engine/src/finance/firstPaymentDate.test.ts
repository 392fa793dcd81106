import { describe, expect, it } from 'vitest';
import { firstPaymentDate } from './firstPaymentDate.js';

describe('firstPaymentDate', () => {
  it.each([
    ['2026-01-20', 15, '2026-02-15'],
    ['2026-01-05', 15, '2026-02-15'],
    ['2026-12-10', 1, '2027-01-01'],
    // A payment day the month does not have falls on its last day.
    ['2026-01-31', 31, '2026-02-28'],
    ['2028-01-31', 30, '2028-02-29'],
  ])('issued %s, paying on day %i: first due %s', (issueDate, paymentDay, expected) => {
    expect(firstPaymentDate(issueDate, paymentDay)).toBe(expected);
  });

  it('refuses a day that is no day of a month', () => {
    expect(() => firstPaymentDate('2026-01-20', 0)).toThrow(expect.objectContaining({ field: 'paymentDay' }));
    expect(() => firstPaymentDate('2026-01-20', 32)).toThrow(
      expect.objectContaining({ field: 'paymentDay' }),
    );
  });
});
