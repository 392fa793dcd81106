import type { QuoteOperation } from '@coverline/engine';

/** How an operation looks: its button's palette colour and the severity of the notice once it is done. */
export interface OperationStyle {
  buttonColor: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  notificationColor: 'success' | 'info' | 'warning' | 'error';
}

const style = (
  buttonColor: OperationStyle['buttonColor'],
  notificationColor: OperationStyle['notificationColor'],
): OperationStyle => ({ buttonColor, notificationColor });

/**
 * The colours of the quote operations. Presentation is the app's: the engine's workflow says which
 * operations exist and who may run them, not how they look.
 */
export const QUOTE_OPERATION_STYLES: Readonly<Record<QuoteOperation, OperationStyle>> = {
  SAVE: style('primary', 'success'),
  ISSUE: style('success', 'success'),
  SUBMIT: style('primary', 'info'),
  APPROVE: style('success', 'success'),
  REJECT: style('error', 'warning'),
  DELETE: style('error', 'warning'),
  REINSTATE: style('secondary', 'info'),
  INQUIRE: style('info', 'info'),
  LEND: style('success', 'success'),
  EXPIRE: style('warning', 'warning'),
  CLARIFY: style('info', 'info'),
};
