import type { ContractOperation, QuoteOperation } from '@coverline/engine';

/**
 * How an operation looks and is asked for: its button's palette colour, the severity of the notice once it is
 * done, whether it asks first (it cannot be taken back), and whether it checks the record's data (field
 * errors then stop it, where a save only warns of them).
 */
export interface OperationStyle {
  buttonColor: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  notificationColor: 'success' | 'info' | 'warning' | 'error';
  /** Asks for a confirmation before it is sent. */
  confirm?: true;
  /** Sends the data as typed, checked for the operation: a field error stops it. */
  checksData?: true;
}

const style = (
  buttonColor: OperationStyle['buttonColor'],
  notificationColor: OperationStyle['notificationColor'],
  options: Pick<OperationStyle, 'confirm' | 'checksData'> = {},
): OperationStyle => ({ buttonColor, notificationColor, ...options });

const CONFIRM = { confirm: true } as const;
const CHECKS_DATA = { checksData: true } as const;

/**
 * The colours of the quote operations. Presentation is the app's: the engine's workflow says which
 * operations exist and who may run them, not how they look. Operations that move a quote towards a policy
 * check its data; those that end or send back a quote take it as it was saved.
 */
export const QUOTE_OPERATION_STYLES: Readonly<Record<QuoteOperation, OperationStyle>> = {
  SAVE: style('primary', 'success'),
  ISSUE: style('success', 'success', CHECKS_DATA),
  SUBMIT: style('primary', 'info', CHECKS_DATA),
  APPROVE: style('success', 'success', CHECKS_DATA),
  REJECT: style('error', 'warning', CONFIRM),
  DELETE: style('error', 'warning', CONFIRM),
  REINSTATE: style('secondary', 'info'),
  INQUIRE: style('info', 'info', CHECKS_DATA),
  LEND: style('success', 'success', CHECKS_DATA),
  EXPIRE: style('warning', 'warning'),
  CLARIFY: style('info', 'info'),
};

/** The colours of a policy's or loan's operations; each starts a quote, so none asks first. */
export const CONTRACT_OPERATION_STYLES: Readonly<Record<ContractOperation, OperationStyle>> = {
  CHANGE: style('primary', 'info'),
  CANCEL: style('error', 'warning'),
  RENEW: style('success', 'info'),
  TERMINATE: style('error', 'warning'),
  REINSTATEMENT: style('secondary', 'info'),
};
