import { fromMinorUnits } from '@coverline/engine';
import type { ListExport } from '../../kit/listExport.js';
import { contractExportColumns, contractListItem } from '../shared/contractList.js';
import { LOAN_KIND, LOAN_LIST_SELECT } from './service.js';

/** One exported loan: the list's columns and the loan's terms. */
type ExportRow = {
  contractNumber: string;
  productName: string;
  contracteeName: string;
  status: string;
  startDate: string;
  endDate: string;
  issueDate: string;
  loanAmount: number;
  annualInterestRate: number;
  loanTerm: number;
  currency: string;
};

/** `GET /api/loans/export`: the loan list with the loans' terms, one sheet "Loans". */
export const LOAN_EXPORT: ListExport<ExportRow> = {
  sheetName: 'Loans',
  fileStem: 'loans',
  columns: [
    ...contractExportColumns('Borrower'),
    { key: 'loanAmount', header: 'Loan amount', width: 14, money: true },
    { key: 'annualInterestRate', header: 'Annual interest rate', width: 12 },
    { key: 'loanTerm', header: 'Loan term', width: 10 },
    { key: 'currency', header: 'Currency', width: 10 },
  ],
  list: {
    ...LOAN_KIND.declaration.list,
    select: {
      ...LOAN_LIST_SELECT,
      issueDate: 'l.issue_date::text',
      principal: 'l.principal',
      annualInterestRate: 'l.annual_interest_rate::text',
      loanTerm: 'l.loan_term',
      currency: 'l.currency',
    },
    item: (row) => {
      const currency = row.currency as string;
      const { entityId: _id, ...listed } = contractListItem(row);
      return {
        ...listed,
        issueDate: row.issueDate as string,
        loanAmount: fromMinorUnits(Number(row.principal), currency),
        annualInterestRate: Number(row.annualInterestRate),
        loanTerm: row.loanTerm as number,
        currency,
      };
    },
  },
};
