import type { CompiledForm } from '@coverline/engine';
import { LazyAlert, lazyComponent } from '@coverline/widgets';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiContext.js';
import type { ValidationErrors } from '../api/ApiError.js';
import { useSaveResource } from '../api/useSaveResource.js';
import { useNotify } from '../errors/Notifications.js';
import { serverMessage } from '../i18n/serverMessage.js';
import { useCan } from '../navigation/useCan.js';
import { withOperationFields } from '../workspace/forms/operationFields.js';
import type { OperationButton } from './EntityPage.js';
import type { OperationStyle } from './operationStyles.js';
import { recordKey, type RecordApi } from './recordKeys.js';

// The dialogs' code comes when an operation first asks for one.
const ConfirmDialog = lazyComponent(
  async () => (await import('../admin/common/ConfirmDialog.js')).ConfirmDialog,
  null,
);
const OperationFieldsDialog = lazyComponent(
  async () => (await import('./OperationFieldsDialog.js')).OperationFieldsDialog,
  null,
);

type Data = Record<string, unknown>;

export interface RecordOperationsOptions<Answer> {
  /** The record kind's resource: an operation is `POST {api}/{id}/{operation}`. */
  resource: RecordApi;
  id: string;
  /** The operations the record's context offers now (`availableOperations`), in the workflow's order. */
  available: readonly string[];
  /** The kind's workflow: an operation it does not declare, or whose permission the user lacks, is not drawn. */
  workflow: { operations: Readonly<Record<string, { permission: string }>> };
  styles: Readonly<Record<string, OperationStyle>>;
  /** The translated button label of an operation. */
  label: (operation: string) => string;
  /** Operations the page runs elsewhere (a form's own Save button). */
  runElsewhere?: readonly string[];
  /** The fields an operation asks for before it is sent, compiled for it; none when it asks for nothing. */
  fieldsOf?: (operation: string) => CompiledForm | undefined;
  /**
   * The record's data an operation is sent with: as typed and checked when its style `checksData`, else as
   * saved. Undefined stops the operation (the page shows why: the form's errors).
   */
  dataFor: (operation: string, style: OperationStyle) => Data | undefined;
  /** The request body for an operation with its data. */
  bodyOf: (operation: string, data: Data) => unknown;
  /** The translated notice once an operation is done, e.g. "Policy issued" after an ISSUE of a change. */
  noticeOf: (operation: string, answer: Answer) => string;
  /** What the page does with the answer: show the record as it is now, or open where it leads. */
  onDone: (operation: string, answer: Answer) => void;
  /** The page shows the field errors a refused operation answered on its form; otherwise they are listed. */
  formShowsErrors?: boolean;
  /** Error paths the page shows in a place of their own (a section), left out of the listed lines. */
  shownElsewhere?: (path: string) => boolean;
}

export interface RecordOperations {
  /** The operations bar's buttons, for `EntityPage`. */
  buttons: OperationButton[];
  /** Whether an operation is under way. */
  busy: boolean;
  /** The field errors the last refused operation answered (dotted path → messages). */
  serverErrors: ValidationErrors | undefined;
  /** The confirmation, the operation's fields dialog and the refusal, to render on the page. */
  element: ReactNode;
}

/** An operation waiting for the fields it asks for. */
interface Pending {
  operation: string;
  form: CompiledForm;
  data: Data;
}

/**
 * The operations bar of any record: buttons for the operations its context offers, in each operation's
 * colours; a destructive one asks first, one with operation fields collects them in a dialog, then
 * `POST {api}/{id}/{operation}` is sent with the record's data. A refusal shows on the page (field errors
 * on the form, a business rule as a line above it); success gives the operation's notice.
 */
export function useRecordOperations<Answer>(options: RecordOperationsOptions<Answer>): RecordOperations {
  const { t } = useTranslation('UI-context');
  const { t: tServer } = useTranslation();
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>();
  // The operation asked about stays named while its dialog closes.
  const [asking, setAsking] = useState<{ operation: string; open: boolean }>();
  const { serverErrors, setServerErrors, refusal, dismissRefusal, saving, run } = useSaveResource<
    ValidationErrors | undefined
  >({ none: undefined, layOut: (errors) => errors, showsRefusals: true });
  const { workflow, styles, label } = options;

  const styleOf = (operation: string): OperationStyle => styles[operation] ?? FALLBACK_STYLE;

  async function send(operation: string, data: Data) {
    setPending(undefined);
    await run(async () => {
      const answer = await client.post<Answer>(
        `${recordKey(options.resource, options.id)}/${operation.toLowerCase()}`,
        options.bodyOf(operation, data),
      );
      setServerErrors(undefined);
      notify(options.noticeOf(operation, answer), styleOf(operation).notificationColor);
      options.onDone(operation, answer);
    });
  }

  /** After any confirmation: the data, then the operation's fields, then the call. */
  function proceed(operation: string) {
    setAsking((asked) => asked && { ...asked, open: false });
    dismissRefusal();
    const data = options.dataFor(operation, styleOf(operation));
    if (data === undefined) return;
    const form = options.fieldsOf?.(operation);
    if (form === undefined) return void send(operation, data);
    setPending({ operation, form, data });
  }

  const buttons = options.available
    .filter((operation) => !(options.runElsewhere ?? []).includes(operation))
    .filter((operation) => {
      const declared = workflow.operations[operation];
      return declared !== undefined && can(declared.permission);
    })
    .map((operation): OperationButton => ({
      operation,
      label: label(operation),
      style: styleOf(operation),
      onRun: () => (styleOf(operation).confirm ? setAsking({ operation, open: true }) : proceed(operation)),
    }));

  const lines =
    serverErrors === undefined || options.formShowsErrors
      ? []
      : Object.entries(serverErrors).filter(([path]) => !options.shownElsewhere?.(path));
  const element = (
    <>
      {refusal !== undefined && (
        <LazyAlert severity="warning" onClose={dismissRefusal} sx={{ mb: 2 }}>
          {refusal}
        </LazyAlert>
      )}
      {lines.length > 0 && (
        <LazyAlert severity="error" sx={{ mb: 2 }}>
          {lines.map(([path, messages]) => (
            <div key={path}>{`${path}: ${serverMessage(tServer, messages[0] ?? '')}`}</div>
          ))}
        </LazyAlert>
      )}
      {asking !== undefined && (
        <ConfirmDialog
          open={asking.open}
          title={t('workspace.operationConfirm.title', { operation: label(asking.operation) })}
          message={t('workspace.operationConfirm.message')}
          confirmLabel={label(asking.operation)}
          destructive
          onConfirm={() => proceed(asking.operation)}
          onCancel={() => setAsking({ ...asking, open: false })}
        />
      )}
      {pending !== undefined && (
        <OperationFieldsDialog
          label={label(pending.operation)}
          style={styleOf(pending.operation)}
          form={pending.form}
          data={pending.data}
          onSubmit={(collected) => void send(pending.operation, withOperationFields(pending.data, collected))}
          onCancel={() => setPending(undefined)}
        />
      )}
    </>
  );
  return { buttons, busy: saving, serverErrors, element };
}

/** An operation the app has no colours for yet still gets a plain button. */
const FALLBACK_STYLE: OperationStyle = { buttonColor: 'primary', notificationColor: 'success' };
