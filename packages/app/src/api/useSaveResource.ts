import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { serverMessage } from '../i18n/serverMessage.js';
import { ApiError, type ValidationErrors } from './ApiError.js';
import { refusalOf } from './refusalOf.js';

type SaveResourceOptions<E> = {
  /** Whether the screen shows a 409 business-rule refusal itself (`refusal`) rather than the error dialog. */
  showsRefusals?: boolean;
} & (
  | {
      /** The screen's server errors before any 400 came. */
      none: E;
      /** Lays a 400's `validationErrors` out as the screen shows them (and may open what shows them). */
      layOut: (errors: ValidationErrors) => E;
    }
  /** A screen without fields: its 400s go to the error dialog too. */
  | { none?: never; layOut?: never }
);

export interface SaveResource<E> {
  /** The last 400's field errors, as `layOut` laid them out. */
  serverErrors: E;
  setServerErrors: Dispatch<SetStateAction<E>>;
  /** The translated message of the last business-rule refusal (see `refusalOf`), to show on the page. */
  refusal: string | undefined;
  dismissRefusal: () => void;
  /** Whether a call is under way. */
  saving: boolean;
  /** Runs a call to the server and routes its failure: field errors, a refusal, or the error dialog. */
  run: (call: () => Promise<void>) => Promise<void>;
}

/**
 * The failure handling of a screen that writes to the server: a 400 with validation
 * errors lands on the form's fields, a 409 refusing the action by a business rule on the page (when the
 * screen shows refusals), and anything else in the error dialog.
 */
export function useSaveResource<E = undefined>({
  none,
  layOut,
  showsRefusals = false,
}: SaveResourceOptions<E>): SaveResource<E> {
  const { t } = useTranslation();
  const showError = useShowError();
  const [serverErrors, setServerErrors] = useState<E>(none as E);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function run(call: () => Promise<void>) {
    setSaving(true);
    try {
      await call();
    } catch (error) {
      const refused = showsRefusals ? refusalOf(error) : undefined;
      if (layOut && error instanceof ApiError && error.status === 400 && error.validationErrors !== undefined)
        setServerErrors(layOut(error.validationErrors));
      else if (refused !== undefined) setRefusal(serverMessage(t, refused));
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  return {
    serverErrors,
    setServerErrors,
    refusal,
    dismissRefusal: () => setRefusal(undefined),
    saving,
    run,
  };
}
