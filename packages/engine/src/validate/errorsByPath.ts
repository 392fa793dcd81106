import { validationMessage } from './messages.js';
import type { SchemaError } from './schemaInterpreter.js';
import { validationIssue } from './validationIssue.js';

/** Messages by path, each once; about a value of the wrong type only that is said. */
export function errorsByPath(
  schemaErrors: SchemaError[],
  locale: string | undefined,
): Record<string, string[]> {
  const wrongType = new Set(
    schemaErrors.flatMap((error) => (error.keyword === 'type' ? [error.instancePath] : [])),
  );
  const errors: Record<string, string[]> = {};
  for (const error of schemaErrors) {
    const issue = validationIssue(error);
    if (!issue || (error.keyword !== 'type' && wrongType.has(error.instancePath))) continue;
    const message = validationMessage(issue.key, issue.params, locale);
    const messages = (errors[issue.path] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}
