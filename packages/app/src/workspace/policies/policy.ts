import {
  CONTRACT_OPERATION_ACTION_TYPES,
  formatDate,
  formatMoney,
  type ContractOperation,
  type Policy,
  type PolicySummary,
  type PolicyTransaction,
} from '@coverline/engine';
import { policies } from '../../resources/workspaceResources.js';
import { quotes } from '../../resources/workspaceResources.js';

/** The wire contracts are the engine's, so the pages cannot drift from what the server sends. */
export type { Policy, PolicySummary, PolicyTransaction };

/**
 * `/workspace/policies/{id}/init-quote/{action}` of a contract operation: the action its quote is of, in lower
 * case (`change`, `cancellation`, `renewal`…), as the init-quote call takes it.
 */
export function initQuotePath(policyId: string, operation: ContractOperation): string {
  return policies.paths.initQuote({
    id: policyId,
    action: CONTRACT_OPERATION_ACTION_TYPES[operation].toLowerCase(),
  });
}

/**
 * Where a transaction's row leads: the quote it was issued from (its inputs, read-only once issued), or the
 * transaction's own page when no quote made it.
 */
export function transactionPath(policyId: string, transaction: PolicyTransaction): string {
  return transaction.quoteId === null
    ? policies.paths.action({ contractId: policyId, actionId: transaction.actionId })
    : quotes.paths.view(transaction.quoteId);
}

/** A date as shown, or a dash. */
export const dateText = (date: string | null | undefined): string =>
  date === null || date === undefined ? '—' : formatDate(date);

/** An amount with its currency, or a dash. */
export const moneyText = (amount: number | null | undefined, currency: string): string =>
  amount === null || amount === undefined ? '—' : `${formatMoney(amount, currency)} ${currency}`;
