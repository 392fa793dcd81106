import type { ValidationErrors } from '../../../api/ApiError.js';
import { objectInputOf } from '../objectDefinitions/objectInputOf.js';

export interface VersionServerErrors {
  /** Messages of the version's own inputs. */
  version: Partial<Record<'name' | 'summaryTemplate', string>>;
  /** Messages of each object's inputs, by the object's position. */
  objects: Record<number, Record<string, string>>;
  /** Everything else (a field's attribute, say), to list as "path: message". */
  others: { path: string; message: string }[];
}

const OBJECT_PATH = /^definition\.objectDefinitions\.(\d+)\.(.+)$/;

/** A 400's field errors laid onto the version page: the first message per path, each where it is shown. */
export function versionServerErrors(errors: ValidationErrors): VersionServerErrors {
  const result: VersionServerErrors = { version: {}, objects: {}, others: [] };
  for (const [path, [message]] of Object.entries(errors)) {
    if (message === undefined) continue;
    if (path === 'name') result.version.name ??= message;
    else if (path === 'definition.summaryTemplate') result.version.summaryTemplate ??= message;
    else {
      const match = OBJECT_PATH.exec(path);
      const input = match === null ? undefined : objectInputOf(match[2] as string);
      if (match === null || input === undefined) result.others.push({ path, message });
      else (result.objects[Number(match[1])] ??= {})[input] ??= message;
    }
  }
  return result;
}
