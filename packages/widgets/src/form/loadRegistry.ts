import { loadValidator } from '@coverline/engine';
import type { Registry, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import type { createRegistry } from './createRegistry.js';

let loaded: { createRegistry: typeof createRegistry } | undefined;

/**
 * RJSF's full registry (`createRegistry`), its code (and the validator's) loaded by the first call. Later calls
 * hand the registry in a promise already marked fulfilled, as React's `use` reads it: a form made afresh (new
 * widgets, another language, new data in a view) then keeps its third-party widgets on screen instead of their
 * placeholders.
 */
export function loadRegistry(
  rootSchema: RJSFSchema,
  widgets: RegistryWidgetsType,
  locale: string,
): Promise<Registry> {
  if (loaded !== undefined) {
    const registry = loaded.createRegistry(rootSchema, widgets, locale);
    return Object.assign(Promise.resolve(registry), { status: 'fulfilled', value: registry });
  }
  // its schema utilities judge data with the engine's validator, whose code loads on demand too
  return Promise.all([import('./createRegistry.js'), loadValidator()]).then(([module]) => {
    loaded = module;
    return module.createRegistry(rootSchema, widgets, locale);
  });
}
