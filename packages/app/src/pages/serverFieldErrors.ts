import type { ValidationErrors } from '../api/ApiError.js';

export interface ServerFieldErrors<F extends string> {
  /** The first message per field on screen. */
  fields: Partial<Record<F, string>>;
  /** Messages for paths that have no field on screen, to list in an alert as "path: message". */
  others: { path: string; message: string }[];
}

/**
 * Server `validationErrors` laid onto a form: a path belongs to the field it names or to
 * the field it lies under (`address.city` → `address`) — or, given a mapping instead of field names, to the
 * field the mapping returns for it; the first message per path is shown.
 */
export function serverFieldErrors<F extends string>(
  errors: ValidationErrors,
  fields: readonly F[] | ((path: string) => F | undefined),
): ServerFieldErrors<F> {
  const fieldOf =
    typeof fields === 'function'
      ? fields
      : (path: string) => fields.find((name) => path === name || path.startsWith(`${name}.`));
  const result: ServerFieldErrors<F> = { fields: {}, others: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const field = fieldOf(path);
    if (field === undefined) result.others.push({ path, message });
    else result.fields[field] ??= message;
  }
  return result;
}
