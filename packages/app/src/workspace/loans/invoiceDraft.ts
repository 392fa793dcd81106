import {
  addMonths,
  CALCULATED_LINE_TYPES,
  INVOICE_LINE_TYPES,
  type InstallmentLineType,
  type NewLoanInvoice,
} from '@coverline/engine';
import type { LoanInstallment } from './loan.js';

/** One line of an invoice as typed: the amount as the field holds it (empty is sent as 0). */
export interface InvoiceLineDraft {
  type: InstallmentLineType;
  amount: string;
}

/** An invoice as typed in the add-invoice dialog. */
export interface InvoiceDraft {
  dueDate: string;
  startDate: string;
  endDate: string;
  lines: InvoiceLineDraft[];
}

/** A line to fill: the first invoice line type, no amount yet. */
export const blankInvoiceLine = (): InvoiceLineDraft => ({
  type: INVOICE_LINE_TYPES[0] as InstallmentLineType,
  amount: '',
});

/** The server's defaults, shown so the user sees them: due and starting today, ending a month later. */
export function newInvoiceDraft(today: string): InvoiceDraft {
  return {
    dueDate: today,
    startDate: today,
    endDate: addMonths(today, 1),
    lines: [blankInvoiceLine()],
  };
}

/** The body of `POST /api/contract/{id}/installment` with the loan's version. */
export function invoiceInput(draft: InvoiceDraft, version: number): NewLoanInvoice {
  return {
    dueDate: draft.dueDate,
    startDate: draft.startDate,
    endDate: draft.endDate,
    status: 'NEW',
    lines: draft.lines.map((line) => ({
      type: line.type,
      amount: line.amount.trim() === '' ? 0 : Number(line.amount),
    })),
    version,
  };
}

/**
 * The server deletes an instalment added as an invoice only: none of its lines calculated (interest,
 * penalty, principal) and nothing allocated to it yet.
 */
export const isDeletableInvoice = (installment: LoanInstallment): boolean =>
  installment.lines.every(
    (line) => !CALCULATED_LINE_TYPES.includes(line.type) && line.allocations.length === 0,
  );
