import {
  createValidator,
  loadValidator,
  validatorLoaded,
  visibleData,
  type CompiledForm,
  type Validator,
} from '@coverline/engine';
import type { Registry, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormStore } from '../store/formStore.js';
import { errorsByField } from './fieldErrors.js';
import { createFieldValidation } from './fieldValidation.js';
import { loadRegistry } from './loadRegistry.js';
import type { FormRuntime } from './FormRuntime.js';
import { createMountedFields } from './mountedFields.js';
import { createRenderTurns } from './renderTurns.js';
import { createRevealChannel } from './revealChannel.js';

export interface FormRuntimeOptions {
  store: FormStore;
  /** What the fields are rendered from (the formulas are applied beside, see `keepFormulasApplied`). */
  form: Pick<CompiledForm, 'schema' | 'uiSchema'>;
  locale: string;
  widgets: RegistryWidgetsType;
  readonly: boolean;
  idPrefix: string;
  /** The element listing errors that no field on screen shows; focused when no such field exists. */
  summary: { current: HTMLElement | null };
  /** Told when the validator's code could not be loaded (a form shows it; the next validation asks again). */
  failed?: (error: unknown) => void;
}

/** How long and how often to wait for a revealed card to render its fields before focusing. */
const RENDER_WAIT_MS = 16;
const RENDER_ATTEMPTS = 20;
const FOCUSABLE = 'input:not([type=hidden]), textarea, [role=spinbutton], [role=button], button';

/** Focuses the first control inside `element` (or the element) and brings it to the middle of the view. */
function focusInside(element: HTMLElement) {
  const control = element.querySelector<HTMLElement>(FOCUSABLE) ?? element;
  control.focus();
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * Runs `task` with the engine's validator: at once when its code is there, else once it has arrived (it loads
 * on demand: a form for reading never validates). A failed load is told to `failed` and rejects the answer.
 */
function withValidator<T>(task: () => T, failed: (error: unknown) => void): T | Promise<T> {
  if (validatorLoaded()) return task();
  const later = loadValidator().then(task);
  later.catch(failed);
  return later;
}

export function createFormRuntime(options: FormRuntimeOptions): FormRuntime {
  const { store, form, locale, widgets, readonly, idPrefix, summary, failed = () => undefined } = options;
  const root = { schema: form.schema as RJSFSchema, uiSchema: form.uiSchema as UiSchema };
  const validateFieldSchema = createFieldValidation(locale);
  let formValidator: Validator | undefined;
  const mounted = createMountedFields();
  const reveal = createRevealChannel();
  let registry: Promise<Registry> | undefined;
  let prunedFrom: unknown;
  let pruned: unknown;
  /** `visibleData` of the current data, computed once per data version (the data is immutable). */
  const currentVisibleData = () => {
    const data = store.getData();
    if (prunedFrom !== data) [prunedFrom, pruned] = [data, visibleData(data, form)];
    return pruned;
  };
  return {
    store,
    root,
    widgets,
    registry() {
      registry ??= loadRegistry(root.schema, widgets, locale);
      return registry;
    },
    readonly,
    idPrefix,
    mounted,
    reveal,
    renderTurns: createRenderTurns(),
    visibleData: currentVisibleData,
    validateField(path, schema, required) {
      void withValidator(() => {
        const errors = validateFieldSchema(path, schema, required, store.getValue(path));
        store.setErrors(errorsByField(errors, root), path);
      }, failed);
    },
    validateForm() {
      return withValidator(() => {
        formValidator ??= createValidator(form.schema, { locale });
        const errors = errorsByField(formValidator(currentVisibleData()).errors, root);
        store.setErrors(errors);
        return errors;
      }, failed);
    },
    focusFirstError() {
      const paths = store.errorPaths();
      if (paths.length === 0) return;
      reveal.request(paths);
      // once the cards opened by the reveal request have rendered the fields (a few frames at most)
      const focusFirst = (attemptsLeft: number) => {
        const [first] = mounted.inDocumentOrder(paths);
        if (first && mounted.isCover(first) && attemptsLeft > 0) {
          setTimeout(() => focusFirst(attemptsLeft - 1), RENDER_WAIT_MS);
          return;
        }
        const target = first ?? summary.current;
        if (target) focusInside(target);
      };
      setTimeout(() => focusFirst(RENDER_ATTEMPTS));
    },
  };
}
