import {
  checkLoanTerms,
  externalLoanSchedule,
  FinanceInputError,
  type LoanSchedule,
  type LoanScheduleInput,
} from '@coverline/engine';
import { externalAnswer } from '../externalAnswers.js';
import { calculatorFailed, requestSchedule } from './client.js';

/**
 * The schedule the loan-calculator integration at `baseUrl` computes for `input`, asked outside the
 * transaction (`externalAnswer`). The terms are checked first, as the built-in calculators check them (a
 * FinanceInputError on the field); an answer that does not keep them is the calculator's failure (502).
 */
export async function integrationSchedule(
  baseUrl: string,
  input: Omit<LoanScheduleInput, 'calculator' | 'dayCount'>,
): Promise<LoanSchedule> {
  checkLoanTerms(input);
  const request = {
    principal: input.principal,
    currency: input.currency ?? '',
    annualInterestRate: input.annualInterestRate,
    termMonths: input.termMonths,
    issueDate: input.issueDate,
    ...(input.firstPaymentDate === undefined ? {} : { firstPaymentDate: input.firstPaymentDate }),
    commissionRate: input.commissionRate ?? 0,
    addCommissionToLoanAmount: input.addCommissionToLoanAmount ?? false,
  };
  const installments = await externalAnswer(`loan-calculator ${baseUrl} ${JSON.stringify(request)}`, () =>
    requestSchedule(baseUrl, request),
  );
  try {
    return externalLoanSchedule(input, installments);
  } catch (error) {
    if (error instanceof FinanceInputError) throw calculatorFailed(error);
    throw error;
  }
}
