import type { Registry, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { FormStore } from '../store/formStore.js';
import type { Messages } from './fieldErrors.js';
import type { MountedFields } from './mountedFields.js';
import type { RenderTurns } from './renderTurns.js';
import type { RevealChannel } from './revealChannel.js';
import type { SchemaNodeSpec } from './schemaTree.js';

/**
 * What every node of one rendered form shares. It is created once per form and never changes identity,
 * so providing it re-renders nothing; nodes read the parts that change through store subscriptions.
 */
export interface FormRuntime {
  store: FormStore;
  root: SchemaNodeSpec;
  widgets: RegistryWidgetsType;
  /**
   * RJSF's full registry for a third-party widget (see `ForeignWidget`), built by the first call (which loads its
   * code if no form has yet): a form of our widgets never asks, nor loads it.
   */
  registry(): Promise<Registry>;
  /** View mode: widgets render text. */
  readonly: boolean;
  /** Prefix of element ids, unique per form on a page. */
  idPrefix: string;
  mounted: MountedFields;
  reveal: RevealChannel;
  /** Cards near the viewport render their fields in turns, a screenful each. */
  renderTurns: RenderTurns;
  /** The engine's `visibleData` of the current data, computed once per change of the data. */
  visibleData(): unknown;
  /**
   * Validates one field against its own schema (while typing). The validator's code loads on demand: before it
   * is there, the field is validated once it has arrived, with the value it has then.
   */
  validateField(path: string, schema: RJSFSchema, required: boolean): void;
  /**
   * Validates the visible data of the whole form and replaces the client errors: at once when the validator's
   * code is there, else once it has arrived (the promise rejects when it cannot be loaded).
   */
  validateForm(): Messages | Promise<Messages>;
  /** Opens what hides the fields in error and focuses the first of them (or the summary of errors). */
  focusFirstError(): void;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('Schema nodes render only inside <SchemaForm> or <SchemaView>');
  return runtime;
}

/** Element id of the field at `path` (`root_vehicle_make`, like RJSF's ids). */
export function fieldId(runtime: Pick<FormRuntime, 'idPrefix'>, path: string): string {
  return path === '' ? runtime.idPrefix : `${runtime.idPrefix}_${path.replaceAll('.', '_')}`;
}
