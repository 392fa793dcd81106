import type { DataDefinition, GenerateLoanSchedule } from '@coverline/engine';

/** What a loan application's schedule is generated from, as the generate call takes it (without the product). */
export type LoanTerms = Omit<GenerateLoanSchedule, 'product'>;

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The loan terms as typed: the fields of the application's object of type LOAN that hold a value of their
 * kind. What is left out the server takes from the stored application, or refuses for a draft.
 */
export function typedLoanTerms(definition: Pick<DataDefinition, 'objectDefinitions'>, data: Data): LoanTerms {
  const object = definition.objectDefinitions.find((each) => each.objectType === 'LOAN');
  const values = object === undefined ? undefined : data[object.key];
  if (!isObject(values)) return {};
  const terms: LoanTerms = {};
  const { amount } = values;
  if (isObject(amount) && typeof amount.amount === 'number' && typeof amount.currency === 'string') {
    terms.amount = amount.amount;
    terms.currency = amount.currency;
  }
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const date = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
  const typed: LoanTerms = {
    annualInterestRate: number(values.annualInterestRate),
    loanTerm: number(values.term),
    issueDate: date(values.issueDate),
    paymentDay: number(values.paymentDay),
    firstPaymentDate: date(values.firstPaymentDate),
    commissionRate: number(values.commissionRate),
    addCommissionToLoanAmount: flag(values.addCommissionToLoanAmount),
  };
  for (const [key, value] of Object.entries(typed)) {
    if (value !== undefined) Object.assign(terms, { [key]: value });
  }
  return terms;
}
