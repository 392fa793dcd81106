import { loadValidator, type CompiledForm } from '@coverline/engine';
import Box from '@mui/material/Box';
import type { RegistryWidgetsType } from '@rjsf/utils';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../context/WidgetsContext.js';
import { createFormStore } from '../store/formStore.js';
import type { FormValues } from '../store/paths.js';
import { whenDrawn, whenIdle } from '../whenIdle.js';
import { coverlineWidgets } from '../widgets/coverlineWidgets.js';
import { createFormRuntime } from './createFormRuntime.js';
import { ErrorSummary, preloadErrorSummary } from './ErrorSummary.js';
import { firstServerMessages } from './fieldErrors.js';
import { keepFormulasApplied } from './formulas.js';
import { FormRuntimeContext } from './FormRuntime.js';
import type { Messages } from './fieldErrors.js';
import { ObjectFields } from './ObjectFields.js';

export interface SubmitInfo {
  /** False when a Save goes ahead with client errors (shown as warnings). */
  valid: boolean;
}

export interface SchemaFormProps<T extends FormValues = FormValues> extends Omit<
  WidgetsProviderProps,
  'children' | 'severity'
> {
  /**
   * `compileForm`'s output. A new object (another language, another version) keeps the data typed so far.
   * The same form with its formulas added (`{ ...form, formulas }`, once their language has arrived) keeps its
   * fields as they are, and calculates from then on.
   */
  form: CompiledForm;
  /** Initial data; the compiled defaults when left out. Later changes are ignored: remount with a `key` to reset. */
  formData?: T;
  /** Every change, with all data typed so far (including fields hidden by a condition now). */
  onChange?: (data: T) => void;
  /** The visible data only: what is hidden is not submitted. */
  onSubmit?: (data: T, info: SubmitInfo) => void;
  /** The server's `validationErrors` (dotted path → messages): first message per field, the rest as alert lines. */
  serverErrors?: Readonly<Record<string, readonly string[]>>;
  /**
   * The operation being performed. For `save` field errors are warnings and the form submits despite them
   * (a saved quote may be incomplete); for any other operation they are errors and block the submit.
   */
  operation?: string;
  /** Widgets to add or replace, by `ui:widget` name (any RJSF widget). */
  widgets?: RegistryWidgetsType;
  /** Buttons and whatever else goes inside the `<form>`, after the fields. */
  children?: ReactNode;
}

/**
 * A form for a compiled schema, on RJSF's widget contract and MUI, with its own thin state layer: a store
 * addressed by dotted path that each field subscribes to, so a keystroke costs the same in a form of ten or
 * a thousand fields (see README). Data flows in through props and out through callbacks only.
 */
export function SchemaForm<T extends FormValues = FormValues>(props: SchemaFormProps<T>) {
  const { form, formData, onChange, onSubmit, serverErrors, operation, widgets, children, ...settings } =
    props;
  const idPrefix = `root${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [store] = useState(() => createFormStore((formData ?? structuredClone(form.defaults)) as FormValues));
  const summary = useRef<HTMLDivElement>(null);
  const locale = settings.locale ?? 'en-GB';
  const [failure, setFailure] = useState<{ error: unknown }>();
  const { schema, uiSchema, formulas } = form;
  const runtime = useMemo(
    () =>
      createFormRuntime({
        store,
        form: { schema, uiSchema },
        locale,
        widgets: { ...coverlineWidgets, ...widgets },
        readonly: false,
        idPrefix,
        summary,
        failed: (error) => setFailure({ error }),
      }),
    [store, schema, uiSchema, locale, widgets, idPrefix],
  );

  useEffect(() => whenIdle(() => void preloadErrorSummary()), []);
  // The validator's code, which a field left or a submit waits for, is asked for once the form is drawn. A
  // failure here is met again, and shown, by the first validation (a failed load is tried afresh).
  useEffect(() => whenDrawn(() => void loadValidator().catch(() => undefined)), []);

  // before the onChange subscription, so that a change is reported with its calculated values
  useEffect(() => keepFormulasApplied(store, { uiSchema, formulas }), [store, uiSchema, formulas]);

  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => store.subscribeData(() => latestOnChange.current?.(store.getData() as T)), [store]);

  useEffect(() => {
    store.setServerErrors(firstServerMessages(serverErrors ?? {}, runtime.root));
    runtime.focusFirstError();
  }, [store, runtime, serverErrors]);

  const waitingForValidator = useRef(false);
  const submitChecked = (errors: Messages) => {
    const valid = Object.keys(errors).length === 0;
    store.touchErrors();
    if (!valid && operation !== 'save') {
      runtime.focusFirstError();
      return;
    }
    onSubmit?.(runtime.visibleData() as T, { valid });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a second submit while the validator's code is on its way adds nothing: the first goes on once it is there
    if (waitingForValidator.current) return;
    const errors = runtime.validateForm();
    if (!(errors instanceof Promise)) return submitChecked(errors);
    waitingForValidator.current = true;
    // never submitted unchecked: a failed load goes to the error boundary (see `failure`)
    void errors
      .then(submitChecked, () => undefined)
      .finally(() => {
        waitingForValidator.current = false;
      });
  };

  // The validator's code could not be loaded: the page's error boundary says so, as for a page's own code.
  if (failure !== undefined) throw failure.error;

  return (
    <WidgetsProvider {...settings} severity={operation === 'save' ? 'warning' : 'error'}>
      <FormRuntimeContext.Provider value={runtime}>
        <Box component="form" noValidate onSubmit={submit}>
          <ErrorSummary ref={summary} />
          <ObjectFields
            path=""
            schema={runtime.root.schema}
            uiSchema={runtime.root.uiSchema}
            readonly={runtime.root.uiSchema['ui:readonly'] === true}
          />
          {children}
        </Box>
      </FormRuntimeContext.Provider>
    </WidgetsProvider>
  );
}
