import type { ActionType, QuoteOperation } from '@coverline/engine';
import type { TFunction } from 'i18next';

/**
 * The notice once a quote operation is done. Issuing says what happened to the policy, by the quote's action
 * type: a new policy, a change, a cancellation.
 */
export function quoteOperationNotice(
  t: TFunction<'UI-context'>,
  operation: QuoteOperation,
  actionType: ActionType,
): string {
  if (operation === 'ISSUE') {
    if (actionType === 'CHANGE') return t('workspace.operationDone.policyChanged');
    if (actionType === 'CANCELLATION') return t('workspace.operationDone.policyCanceled');
    return t('workspace.operationDone.policyIssued');
  }
  return t(`workspace.operationDone.${operation}`);
}
