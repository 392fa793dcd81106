import { roundMoney, type DocumentObjectKind, type PaymentScheduleRow } from '@coverline/engine';
import type { FormData } from '../shared/formData.js';
import type { Tx } from '../../db/database.js';
import { CLAIM_KIND } from '../claims/service.js';
import { installmentRows, LOAN_KIND, presentInstallment } from '../loans/service.js';
import { parties } from '../parties/service.js';
import { POLICY_KIND, policyTransactions, latestSchedule } from '../policies/service.js';
import { QUOTE_KINDS } from '../quotes/service.js';

/** A record as a template sees it, before formatting: its core fields apart from its form's data. */
export interface TemplateSubject {
  /** Whose templates may fill it; null for a party, which any template may. */
  productId: string | null;
  /** The core fields, its number as `number`, and its lists (parties, schedule or instalments). */
  record: Record<string, unknown>;
  data: FormData;
}

/** What no template needs: ids, versions, the screens' own fields. */
const INTERNAL = new Set([
  'id',
  'data',
  'version',
  'availableOperations',
  'incompleteReasons',
  'activeQuote',
  'transactions',
  'renewedBy',
  'currentPolicyId',
  'targetPolicyId',
  'currentLoanId',
  'targetLoanId',
  'applicationId',
]);

function subject(productId: string | null, number: string, presented: object, lists = {}): TemplateSubject {
  const fields = Object.entries(presented).filter(([key]) => !INTERNAL.has(key));
  return {
    productId,
    record: { number, ...Object.fromEntries(fields), ...lists },
    data: (presented as { data: FormData }).data,
  };
}

/** Schedule rows numbered from 1, for a table's first column. */
const numbered = <Row extends object>(rows: readonly Row[]) =>
  rows.map((row, index) => ({ number: index + 1, ...row }));

const quoteSubject = (kind: (typeof QUOTE_KINDS)[keyof typeof QUOTE_KINDS]) => async (tx: Tx, id: string) => {
  const quote = await kind.declaration.present(tx, await kind.read(tx, id));
  return subject(quote.product.id, quote.quoteNr, quote, {
    paymentSchedule: numbered<PaymentScheduleRow>(quote.paymentSchedule),
  });
};

/** How each kind of object that takes documents is read for a template. */
export const TEMPLATE_SUBJECTS: Readonly<
  Record<DocumentObjectKind, (tx: Tx, id: string) => Promise<TemplateSubject>>
> = {
  quotes: quoteSubject(QUOTE_KINDS.INSURANCE),
  'loan-applications': quoteSubject(QUOTE_KINDS.LENDING),
  policies: async (tx, id) => {
    const policy = await POLICY_KIND.declaration.present(tx, await POLICY_KIND.read(tx, id));
    const transactions = await policyTransactions(tx, id);
    const schedule = latestSchedule(transactions.map((transaction) => transaction.paymentSchedule));
    return subject(policy.product.id, policy.contractNr, policy, { paymentSchedule: numbered(schedule) });
  },
  loans: async (tx, id) => {
    const loan = await LOAN_KIND.declaration.present(tx, await LOAN_KIND.read(tx, id));
    const installments = (await installmentRows(tx, id)).map((row) => {
      const { lines, id: _id, ...installment } = presentInstallment(row, loan.currency);
      // One column per kind of line (`principal`, `interest`…) and their total, as money of the loan.
      const money = (amount: number) => ({
        amount: roundMoney(amount, loan.currency),
        currency: loan.currency,
      });
      const amounts = lines.map((line) => [line.type.toLowerCase(), money(line.amount)]);
      const total = money(lines.reduce((sum, line) => sum + line.amount, 0));
      return { ...installment, ...Object.fromEntries(amounts), total };
    });
    return subject(loan.product.id, loan.contractNr, loan, { installments: numbered(installments) });
  },
  claims: async (tx, id) => {
    const claim = await CLAIM_KIND.declaration.present(tx, await CLAIM_KIND.read(tx, id));
    const {
      lossAmount,
      lossCurrency,
      deductibleAmount,
      deductibleCurrency,
      expensesAmount,
      expensesCurrency,
    } = claim;
    const money = (amount: number | null, currency: string | null) =>
      amount === null ? null : { amount, currency: currency ?? claim.policy.currency };
    return subject(claim.product.id, claim.claimNr, {
      ...claim,
      policy: {
        contractNr: claim.policy.contractNr,
        startDate: claim.policy.startDate,
        endDate: claim.policy.endDate,
      },
      lossAmount: money(lossAmount, lossCurrency),
      deductibleAmount: money(deductibleAmount, deductibleCurrency),
      expensesAmount: money(expensesAmount, expensesCurrency),
    });
  },
  parties: async (tx, id) => {
    const party = await parties.declaration.present(tx, await parties.read(tx, id));
    return subject(null, party.code ?? '', party);
  },
};
