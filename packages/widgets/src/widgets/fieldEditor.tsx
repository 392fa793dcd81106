import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../lazyComponent.js';

/** Every editor made so far: those of the widgets imported (`preloadFieldEditors` loads them). */
export const fieldEditors: LazyComponent<WidgetProps>[] = [];

/**
 * The editing control of a widget whose read-only rendering is plain text, as a chunk of its own (a date
 * picker, an autocomplete, a toggle): a read-only view never loads it, and a form asks for it only once it has
 * been drawn, so that no first screen waits for it. Until it is there, the same field shows its value as
 * `shown` gives it, labelled, not yet editable.
 */
export function fieldEditor<P extends WidgetProps>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => string | undefined,
): LazyComponent<P> {
  const editor = lazyComponent<P>(
    load,
    (props) => <TextField id={props.id} label={props.label} value={shown(props) ?? ''} disabled fullWidth />,
    { afterDrawn: true },
  );
  fieldEditors.push(editor as unknown as LazyComponent<WidgetProps>);
  return editor;
}
