import type { CoverlineWidgetProps } from './widgetProps.js';
import { fieldEditor } from './fieldEditor.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { MULTILINE_ROWS } from './textRows.js';
import type { TextProps } from './TextEditor.js';

const shown = ({ value }: CoverlineWidgetProps) => (typeof value === 'string' ? value : undefined);

const TextEditor = fieldEditor<TextProps>(async () => (await import('./TextEditor.js')).TextEditor, shown, {
  rows: ({ multiline }) => (multiline === true ? MULTILINE_ROWS : 1),
});

/** String fields (and the base of Text): a single-line text input. */
export function TextWidget(props: TextProps) {
  if (!props.readonly) return <TextEditor {...props} />;
  return (
    <ReadOnlyValue id={props.id} label={props.label} preWrap={props.multiline}>
      {props.value}
    </ReadOnlyValue>
  );
}

/** Text fields: the string widget with several lines. */
export function TextareaWidget(props: CoverlineWidgetProps) {
  return <TextWidget {...props} multiline />;
}
