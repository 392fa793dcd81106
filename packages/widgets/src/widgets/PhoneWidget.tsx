import type { CoverlineWidgetProps } from './widgetProps.js';
import { textViewWidget } from './fieldEditor.js';

/** The stored digits with their leading +. */
const shown = ({ value }: CoverlineWidgetProps) =>
  typeof value === 'string' && value !== '' ? `+${value}` : undefined;

/** Phone fields: digits only in the data, shown with a leading +. */
export const PhoneWidget = textViewWidget(async () => (await import('./PhoneEditor.js')).PhoneEditor, shown);
