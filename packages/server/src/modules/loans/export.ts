import { fromMinorUnits } from '@coverline/engine';
import { contractExport } from '../shared/contractList.js';
import { LOAN_KIND } from './service.js';

/** `GET /api/loans/export`: the loan list with the loans' terms, one sheet "Loans". */
export const LOAN_EXPORT = contractExport({
  sheetName: 'Loans',
  fileStem: 'loans',
  holderHeader: 'Borrower',
  list: LOAN_KIND.declaration.list,
  own: [
    { key: 'loanAmount', header: 'Loan amount', width: 14, money: true },
    { key: 'annualInterestRate', header: 'Annual interest rate', width: 12 },
    { key: 'loanTerm', header: 'Loan term', width: 10 },
  ],
  select: {
    principal: 'l.principal',
    annualInterestRate: 'l.annual_interest_rate::text',
    loanTerm: 'l.loan_term',
  },
  item: (row, currency) => ({
    loanAmount: fromMinorUnits(Number(row.principal), currency),
    annualInterestRate: Number(row.annualInterestRate),
    loanTerm: row.loanTerm as number,
  }),
});
