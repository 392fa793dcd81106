import { describe, expect, it } from 'vitest';
import { mayRunQuery } from './queryAccess.js';

describe('mayRunQuery', () => {
  const portfolio = { queryObject: 'LOAN_PORTFOLIO' as const };

  it("needs query:Read and the permission that lists the query object's records", () => {
    expect(mayRunQuery(['query:Read', 'quote:Find'], { queryObject: 'INSURANCE_QUOTES' })).toBe(true);
    expect(mayRunQuery(['quote:Find'], { queryObject: 'INSURANCE_QUOTES' })).toBe(false);
    expect(mayRunQuery(['query:Read'], { queryObject: 'INSURANCE_QUOTES' })).toBe(false);
  });

  it("keeps a loan's schedule figures from a partner, whatever else they hold", () => {
    expect(mayRunQuery(['query:Read', 'contract:*'], portfolio)).toBe(true);
    expect(mayRunQuery(['query:Read', 'contract:*', 'partner:Restriction'], portfolio)).toBe(false);
    expect(mayRunQuery(['query:Read', 'contract:*', 'partner:Restriction'], { queryObject: 'LOANS' })).toBe(
      true,
    );
  });

  it("needs the query's own restriction when it names one", () => {
    const internal = { queryObject: 'PARTIES' as const, permission: 'internal:Restriction' as const };
    expect(mayRunQuery(['query:Read', 'party:Find'], internal)).toBe(false);
    expect(mayRunQuery(['query:Read', 'party:Find', 'internal:Restriction'], internal)).toBe(true);
    expect(mayRunQuery(['*'], internal)).toBe(true);
  });
});
