import type { UiOptions } from '@coverline/engine';
import type { UIOptionsType, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';

export type NodeOptions = UIOptionsType & UiOptions;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A node's UI options as RJSF reads them: `ui:options` merged with the other `ui:*` keys (`ui:widget` →
 * `widget`), a later key winning. Read here rather than with RJSF's `getUiOptions`, whose module brings
 * RJSF's utilities onto every form's first screen.
 */
export function uiOptionsOf(uiSchema: UiSchema | undefined): NodeOptions {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(uiSchema ?? {})) {
    if (!key.startsWith('ui:')) continue;
    if (key === 'ui:options' && isPlainObject(value)) Object.assign(options, value);
    else options[key.slice('ui:'.length)] = value;
  }
  return options as NodeOptions;
}

/** The node's UI options (see `uiOptionsOf`), typed with our vocabulary. */
export function useUiOptions(uiSchema: UiSchema): NodeOptions {
  return useMemo(() => uiOptionsOf(uiSchema), [uiSchema]);
}
