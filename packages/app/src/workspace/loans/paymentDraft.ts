import {
  type ContractParty,
  type InstallmentLineType,
  type LoanPaymentInput,
  type PaymentAction,
  type PaymentType,
} from '@coverline/engine';

/** A payment as typed on the payments page. */
export interface PaymentDraft {
  type: PaymentType;
  date: string;
  /** As typed: empty is sent as 0. */
  amount: string;
  paymentAction: PaymentAction;
  /** The order a regular payment pays an instalment's lines in (a discount pays penalties only). */
  allocationOrder: readonly InstallmentLineType[];
  disablePenaltyCap: boolean;
  /** Who pays a REGULAR payment; the server takes the borrower when none is named. */
  payerId?: string;
}

/** Actions that close a loan other than by repaying it: offered on a TERMINATED loan only. */
const TERMINATED_ONLY: readonly PaymentAction[] = ['CESSION', 'WRITEOFF'];

export function paymentActionsFor(status: string): PaymentAction[] {
  const all: PaymentAction[] = ['PER_SCHEDULE', 'FULL_REPAYMENT', 'CESSION', 'WRITEOFF'];
  return status === 'TERMINATED' ? all : all.filter((action) => !TERMINATED_ONLY.includes(action));
}

/** The body of calculate and add; a discount pays penalties only, and the server names its payer. */
export function paymentInput(draft: PaymentDraft, version?: number): LoanPaymentInput {
  const amount = draft.amount.trim() === '' ? 0 : Number(draft.amount);
  return {
    type: draft.type,
    date: draft.date,
    amount,
    allocationOrder: draft.type === 'DISCOUNT' ? ['PENALTY'] : [...draft.allocationOrder],
    paymentAction: draft.paymentAction,
    ...(draft.type === 'REGULAR' && draft.payerId !== undefined ? { payer: { id: draft.payerId } } : {}),
    ...(draft.disablePenaltyCap ? { disablePenaltyCap: true } : {}),
    ...(version === undefined ? {} : { version }),
  };
}

/** Who may pay a loan's regular payment: its borrower and guarantors, each once (not its lender). */
export function payersOf(loan: { parties: readonly ContractParty[] }): ContractParty[] {
  const payers = loan.parties.filter(({ role }) => role === 'BO' || role === 'GTR');
  return payers.filter(
    (each, index) => payers.findIndex(({ party }) => party.id === each.party.id) === index,
  );
}
