import {
  CompileError,
  compileDataDefinition,
  DEFAULT_TENANT_SETTINGS,
  type CompiledForm,
  type DataDefinition,
  type ObjectDefinition,
} from '@coverline/engine';
import './onDemandCode.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { lookups } from '../lookups/service.js';
import { objectDefinitionService as library } from '../objectDefinitions/service.js';
import { readSettings } from '../tenantSettings/service.js';

/** Who compiles and when: the user's locale (titles, lookup names, messages) and the request's moment. */
export interface FormMoment {
  locale: string;
  at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lookup and object definition ids that the definitions' fields name, each once. */
function referencesOf(definitions: readonly ObjectDefinition[]): {
  lookupIds: string[];
  objectIds: string[];
} {
  const lookupIds = new Set<string>();
  const objectIds = new Set<string>();
  for (const { attributes } of definitions.flatMap((definition) => definition.fields)) {
    if (attributes.fieldType === 'Lookup' && attributes.lookupId) lookupIds.add(attributes.lookupId);
    if (attributes.fieldType === 'Object' && attributes.referenceId) objectIds.add(attributes.referenceId);
  }
  // Anything else cannot name a stored record; the compiler reports it as unknown.
  return { lookupIds: [...lookupIds].filter(isUuid), objectIds: [...objectIds].filter(isUuid) };
}

function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The data definition of a form made of `objectDefinitions`, read in the caller's tenant transaction. */
export async function loadDataDefinition(
  tx: Tx,
  objectDefinitions: ObjectDefinition[],
): Promise<DataDefinition> {
  const referenced = new Map<string, ObjectDefinition>();
  let pending = referencesOf(objectDefinitions).objectIds;
  while (pending.length > 0) {
    const found = await library.findAll(tx, { ids: pending });
    for (const definition of found) referenced.set(definition.id as string, definition);
    pending = referencesOf(found).objectIds.filter((id) => !referenced.has(id));
  }
  const referencedObjectDefinitions = [...referenced.values()];
  const { lookupIds } = referencesOf([...objectDefinitions, ...referencedObjectDefinitions]);
  const settings = await readSettings(tx);
  return {
    objectDefinitions,
    lookups: lookupIds.length > 0 ? await lookups.findAll(tx, { ids: lookupIds }) : [],
    referencedObjectDefinitions,
    currencies: settings.supportedCurrencies,
    timeZone: settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string),
  };
}

/**
 * The editable form of a data definition for a request, compiled by the engine's `compileDataDefinition` as
 * the browser compiles it, for `operation` when given (its operation fields shown and required). A
 * definition the engine cannot compile (e.g. a lookup deleted since) is the configuration's fault, not the
 * request's: 409 naming it.
 */
export function compileForRequest(
  definition: DataDefinition,
  { locale, at }: FormMoment,
  operation?: string,
): CompiledForm {
  try {
    return compileDataDefinition(definition, {
      locale,
      at,
      mode: 'edit',
      ...(operation === undefined ? {} : { operation }),
    });
  } catch (error) {
    if (error instanceof CompileError) {
      throw httpError(409, 'definitionNotCompilable', { [error.path]: [error.message] });
    }
    throw error;
  }
}
