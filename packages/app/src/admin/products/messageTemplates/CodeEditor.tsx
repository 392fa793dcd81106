import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import Box from '@mui/material/Box';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** What a parent may do with the editor: write text where the cursor is (a placeholder). */
export interface CodeEditorHandle {
  insert(text: string): void;
}

interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Highlights markup (MJML, HTML); plain text otherwise. */
  markup: boolean;
  /** The accessible name of the editing area. */
  label: string;
  invalid?: boolean;
  ref?: Ref<CodeEditorHandle>;
}

const frame = EditorView.theme({
  '&': { minHeight: '16rem', maxHeight: '28rem', fontSize: '0.875rem' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
});

/**
 * A code editor (CodeMirror 6) with line numbers, undo history and, for markup, HTML highlighting (MJML is
 * HTML-shaped). Tab is left to move focus, so the editor never traps the keyboard.
 */
export function CodeEditor({ value, onChange, markup, label, invalid = false, ref }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          syntaxHighlighting(defaultHighlightStyle),
          markup ? html() : [],
          frame,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-invalid': String(invalid) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The text is synchronised below; a new editor only for another kind of text or label.
  }, [markup, label, invalid]);

  // Text set from outside (another language chosen): replaces the editor's.
  useEffect(() => {
    const editor = view.current;
    if (editor === undefined || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useImperativeHandle(ref, () => ({
    insert(text) {
      const editor = view.current;
      if (editor === undefined) return;
      const { from, to } = editor.state.selection.main;
      editor.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
      editor.focus();
    },
  }));

  return (
    <Box
      ref={host}
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .cm-editor.cm-focused': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
      }}
    />
  );
}
