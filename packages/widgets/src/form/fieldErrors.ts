import { fieldPathOf, type SchemaNodeSpec } from './schemaTree.js';

/** Messages per dotted path, as validators and the server give them. */
export type Messages = Record<string, string[]>;

/** Errors regrouped by the field that shows them (see `fieldPathOf`), messages kept in order, each once. */
export function errorsByField(
  errors: Readonly<Record<string, readonly string[]>>,
  root: SchemaNodeSpec,
): Messages {
  const byField: Messages = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = (byField[fieldPathOf(path, root)] ??= []);
    messages.forEach((message) => field.includes(message) || field.push(message));
  }
  return byField;
}

/** Server `validationErrors` as fields show them: the first message per field. */
export function firstServerMessages(
  errors: Readonly<Record<string, readonly string[]>>,
  root: SchemaNodeSpec,
) {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errorsByField(errors, root))) {
    if (messages[0] !== undefined) first[field] = messages[0];
  }
  return first;
}
