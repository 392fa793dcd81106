import type { DataDefinition } from '../contracts/dataDefinition.js';
import { localNow } from '../dates/dateOperations.js';
import { compileForm } from './compileForm.js';
import type { CompiledForm } from './types.js';

/**
 * The form of a data definition for a user's locale at an instant: "now" is taken on the tenant's wall clock.
 * The server validates with it and the browser renders with it, so both compile the same schema from the
 * same inputs. Throws `CompileError` for a definition that cannot be compiled. `operation` (e.g. `REJECT`)
 * decides display conditions on `operation`: the fields of that operation are shown and validated.
 */
export function compileDataDefinition(
  definition: DataDefinition,
  { locale, at, mode, operation }: { locale: string; at: Date; mode: 'edit' | 'view'; operation?: string },
): CompiledForm {
  return compileForm(definition.objectDefinitions, {
    locale,
    now: localNow(at, definition.timeZone),
    lookups: definition.lookups,
    objectDefinitions: definition.referencedObjectDefinitions,
    currencies: definition.currencies,
    mode,
    ...(operation === undefined ? {} : { operation }),
  });
}
