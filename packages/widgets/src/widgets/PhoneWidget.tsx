import type { WidgetProps } from '@rjsf/utils';
import { textViewWidget } from './fieldEditor.js';

/** The stored digits with their leading +. */
const shown = ({ value }: WidgetProps) =>
  typeof value === 'string' && value !== '' ? `+${value}` : undefined;

/** Phone fields: digits only in the data, shown with a leading +. */
export const PhoneWidget = textViewWidget(async () => (await import('./PhoneEditor.js')).PhoneEditor, shown);
