/** Every field editor made so far (see fieldEditor): those of the widgets imported. */
export const fieldEditors: { preload(): Promise<void> }[] = [];

/**
 * Loads the editing controls of the widgets imported so far (those of the forms whose code is there) now
 * rather than with their first editable field: a record page once it is idle (an edit, or an operation's
 * fields, may ask for them), a list once its record page's code is there, and tests, which then find them at
 * once. Importing this alone imports no widget: a list's first screen does not carry the widget set.
 */
export async function preloadFieldEditors(): Promise<void> {
  await Promise.all(fieldEditors.map((editor) => editor.preload()));
}
