import type { ValidationErrors } from '../api/ApiError.js';

export interface ServerFieldErrors<F extends string> {
  /** The first message per field on screen. */
  fields: Partial<Record<F, string>>;
  /** Messages for paths that have no field on screen, to list in an alert as "path: message". */
  others: { path: string; message: string }[];
}

/**
 * Server `validationErrors` laid onto a form (foundations.md §5): a path belongs to the field it names or to
 * the field it lies under (`address.city` → `address`); the first message per path is shown.
 */
export function serverFieldErrors<F extends string>(
  errors: ValidationErrors,
  fieldNames: readonly F[],
): ServerFieldErrors<F> {
  const result: ServerFieldErrors<F> = { fields: {}, others: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const field = fieldNames.find((name) => path === name || path.startsWith(`${name}.`));
    if (field === undefined) result.others.push({ path, message });
    else result.fields[field] ??= message;
  }
  return result;
}
