import Box from '@mui/material/Box';
import type { CoverlineWidgetProps } from './widgetProps.js';
import type { ComponentType, ReactElement } from 'react';
import { lazyComponent, type LazyComponent } from '../lazyComponent.js';
import { fieldEditors } from './fieldEditors.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

/**
 * An outlined field with its label floated, showing `value`, disabled: the editor's place while its code comes,
 * as tall as the editor and with its label marked as required the same way, so that nothing moves when it comes.
 * Plain elements rather than a TextField, which brings a select with its menu and modal (some 25 kB gzip).
 */
function FieldPlaceholder({
  id,
  label,
  value,
  required,
  rows,
}: {
  id: string;
  label: string;
  value: string;
  required: boolean;
  rows: number;
}) {
  const multiline = rows > 1;
  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: -9,
          left: 9,
          px: 0.625,
          typography: 'caption',
          lineHeight: '18px',
          color: 'text.disabled',
          bgcolor: 'background.paper',
        }}
      >
        {label}
        {/* As MUI marks a required field's label: a thin space and an asterisk, not part of its name. */}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </Box>
      <Box
        component={multiline ? 'textarea' : 'input'}
        id={id}
        value={value}
        disabled
        readOnly
        {...(multiline ? { rows } : {})}
        sx={{
          typography: 'body1',
          boxSizing: 'border-box',
          display: 'block',
          width: '100%',
          // The outlined input's measures: 16.5 px above and below lines of 1.4375em, the border included.
          ...(multiline ? { py: '15.5px', lineHeight: '1.4375em', resize: 'none' } : { height: 56 }),
          px: 1.75,
          color: 'text.disabled',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'action.disabled',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}

/** How a field waiting for its editor looks where the editor differs from one required line. */
export interface PlaceholderLooks<P> {
  /** Lines of text the editor shows (default 1). */
  rows?: (props: P) => number;
  /** Whether the editor marks the label as required (default: the field is). */
  marked?: (props: P) => boolean;
}

/**
 * The editing control of a widget whose read-only rendering is plain text, as a chunk of its own (a date
 * picker, an autocomplete, a toggle): a read-only view never loads it, and a form asks for it only once it has
 * been drawn, so that no first screen waits for it. Until it is there, the same field shows its value as
 * `shown` gives it, labelled, not yet editable.
 */
export function fieldEditor<P extends CoverlineWidgetProps>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => string | undefined,
  { rows = () => 1, marked = (props) => props.required === true }: PlaceholderLooks<P> = {},
): LazyComponent<P> {
  const editor = lazyComponent<P>(
    load,
    (props) => (
      <FieldPlaceholder
        id={props.id}
        label={props.label}
        value={shown(props) ?? ''}
        required={marked(props)}
        rows={rows(props)}
      />
    ),
    { afterDrawn: true },
  );
  fieldEditors.push(editor);
  return editor;
}

/**
 * A widget whose read-only view is its value as text (`shown`), and whose editing control is `load`'s, a chunk
 * of its own (see fieldEditor).
 */
export function textViewWidget<P extends CoverlineWidgetProps>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => string | undefined,
  looks?: PlaceholderLooks<P>,
): (props: P) => ReactElement {
  const Editor = fieldEditor(load, shown, looks);
  return function TextViewWidget(props: P) {
    if (!props.readonly) return <Editor {...props} />;
    return (
      <ReadOnlyValue id={props.id} label={props.label}>
        {shown(props)}
      </ReadOnlyValue>
    );
  };
}
