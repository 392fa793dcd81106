import type { WidgetProps } from '@rjsf/utils';
import { fieldEditor } from './fieldEditor.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

/** The stored digits with their leading +. */
const shown = ({ value }: WidgetProps) =>
  typeof value === 'string' && value !== '' ? `+${value}` : undefined;

const PhoneEditor = fieldEditor(async () => (await import('./PhoneEditor.js')).PhoneEditor, shown);

/** Phone fields: digits only in the data, shown with a leading +. */
export function PhoneWidget(props: WidgetProps) {
  if (!props.readonly) return <PhoneEditor {...props} />;
  return (
    <ReadOnlyValue id={props.id} label={props.label}>
      {shown(props)}
    </ReadOnlyValue>
  );
}
