import { describe, expect, it } from 'vitest';
import { isPartnerRestricted, loanApplicationView } from './partnerRestriction.js';

describe('the partner restriction', () => {
  it('applies to a holder of the restriction in either spelling, not through a wildcard', () => {
    expect(isPartnerRestricted(['quote:Read', 'PartnerRestriction'])).toBe(true);
    expect(isPartnerRestricted(['partner:Restriction'])).toBe(true);
    expect(isPartnerRestricted(['*'])).toBe(false);
    expect(isPartnerRestricted(['partner:*'])).toBe(false);
    expect(isPartnerRestricted(['internal:Restriction'])).toBe(false);
  });

  it('hides first payment, totals and schedule; the monthly payment until APPROVED or ISSUED', () => {
    expect(loanApplicationView(['quote:*'], 'NEW')).toEqual({
      schedule: true,
      firstPayment: true,
      totals: true,
      monthlyPayment: true,
    });
    const partner = ['quote:*', 'PartnerRestriction'];
    expect(loanApplicationView(partner, 'NEW')).toEqual({
      schedule: false,
      firstPayment: false,
      totals: false,
      monthlyPayment: false,
    });
    expect(loanApplicationView(partner, undefined).monthlyPayment).toBe(false);
    expect(loanApplicationView(partner, 'APPROVED').monthlyPayment).toBe(true);
    expect(loanApplicationView(partner, 'ISSUED').monthlyPayment).toBe(true);
    expect(loanApplicationView(partner, 'READY').monthlyPayment).toBe(false);
  });
});
