import type { CompiledForm, PaymentScheduleRow } from '@coverline/engine';
import { LazyAlert, SchemaForm } from '@coverline/widgets';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { QUOTE_OPERATION_STYLES } from '../../kit/operationStyles.js';
import { useCan } from '../../navigation/useCan.js';
import { FormActions } from '../forms/FormActions.js';
import { useFindParties } from '../forms/useFindParties.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { useCreatePartyDialog } from '../persons/useCreatePartyDialog.js';
import { LoanScheduleSection, PaymentScheduleSection } from '../recordSections.js';
import { splitScheduleErrors, typedScheduleBasis, type ScheduleBasis } from './scheduleBasis.js';
import { typedLoanTerms, type LoanTerms } from './loanSchedule.js';
import { QUOTE_RESOURCES, type QuoteContext, type QuoteOrDraftContext } from './quote.js';

/** What the quote page asks of its form when an operation runs from the bar. */
export interface QuoteFormHandle {
  /**
   * The data an operation is sent with: as typed and checked for it (undefined when a field error stops it;
   * the form then shows the errors, as errors rather than a save's warnings), or as saved when the operation
   * does not take the typed data. Either way the form shows what the server answers to that operation.
   */
  dataFor(operation: string, checked: boolean): Record<string, unknown> | undefined;
  /** The payment schedule as edited. */
  paymentSchedule(): PaymentScheduleRow[];
}

interface QuoteFormProps {
  form: CompiledForm;
  /** A stored quote, or a draft from `init-quote` that its first save stores. */
  context: QuoteOrDraftContext;
  onSaved: (saved: QuoteContext) => void;
  /** Offered beside a refusal of the save, e.g. starting a draft again when its product version changed. */
  refusalAction?: ReactNode;
  /** For the page's operations bar. */
  handle?: Ref<QuoteFormHandle>;
  /** The field errors an operation of the bar was refused with. */
  operationErrors?: ValidationErrors | undefined;
}

/**
 * The editable quote or loan application: the form's own errors are warnings and do not stop a save, since a
 * saved quote may be incomplete; what the server refuses shows on the fields, or as alert lines for fields
 * not on screen. A draft is saved whole (it has no id or version yet); a stored quote with the version read.
 */
export function QuoteForm({
  form,
  context,
  onSaved,
  refusalAction,
  handle,
  operationErrors,
}: QuoteFormProps) {
  const { t } = useTranslation('UI-context');
  const { locale } = useLocale();
  const can = useCan();
  const { client } = useApi();
  const notify = useNotify();
  const widgetTexts = useWidgetTexts();
  const findParties = useFindParties();
  const createParty = useCreatePartyDialog();
  const { quote } = context;
  const draft = !('id' in quote);
  const { serverErrors, saving, run, refusal } = useSaveResource<ValidationErrors | undefined>({
    none: undefined,
    layOut: (validationErrors) => validationErrors,
    // A draft's first save can be refused because its product changed meanwhile: said on the page.
    showsRefusals: draft,
  });
  const save = QUOTE_OPERATION_STYLES.SAVE;
  // The operation the fields are checked for: a save warns, any other operation stops at an error.
  const [operation, setOperation] = useState('save');
  const check = useRef<HTMLButtonElement>(null);
  const asked = useRef<((data: Record<string, unknown>) => void) | undefined>(undefined);
  useImperativeHandle(handle, () => ({
    dataFor(name, typed) {
      flushSync(() => setOperation(name.toLowerCase()));
      if (!typed) return quote.data;
      let checked: Record<string, unknown> | undefined;
      asked.current = (data) => (checked = data);
      // The form's submit runs at once: it hands over the data, or shows the errors that stop it.
      check.current?.click();
      asked.current = undefined;
      return checked;
    },
    paymentSchedule: () => schedule,
  }));
  const [schedule, setSchedule] = useState<PaymentScheduleRow[]>(quote.paymentSchedule);
  // Only what the schedule is computed from: a keystroke elsewhere leaves the form as it is (the same text
  // bails out of the render).
  const basisOf = (data: Record<string, unknown>) =>
    JSON.stringify(typedScheduleBasis(context.dataDefinition, data, quote, context.coreFields.premium));
  const [basis, setBasis] = useState(() => basisOf(quote.data));
  const loanTermsOf = (data: Record<string, unknown>) =>
    JSON.stringify(typedLoanTerms(context.dataDefinition, data));
  const [loanTerms, setLoanTerms] = useState(() => loanTermsOf(quote.data));
  const shownErrors = splitScheduleErrors(operation === 'save' ? serverErrors : operationErrors);

  async function submit(data: Record<string, unknown>) {
    await run(async () => {
      const saved = await client.post<QuoteContext>(`${QUOTE_RESOURCES[quote.productType].api}/save`, {
        quote:
          'id' in quote
            ? { id: quote.id, version: quote.version, data, paymentSchedule: schedule }
            : { ...quote, data, paymentSchedule: schedule },
        product: { id: quote.product.id },
      });
      notify(
        t(quote.productType === 'LENDING' ? 'workspace.loanApplications.saved' : 'workspace.quotes.saved'),
        save.notificationColor,
      );
      onSaved(saved);
    });
  }

  return (
    <>
      {refusal !== undefined && (
        <LazyAlert severity="warning" action={refusalAction} sx={{ mb: 2 }}>
          {refusal}
        </LazyAlert>
      )}
      <SchemaForm
        form={form}
        formData={quote.data}
        operation={operation}
        serverErrors={shownErrors.form}
        onChange={(data) => {
          setBasis(basisOf(data));
          setLoanTerms(loanTermsOf(data));
        }}
        locale={locale}
        t={widgetTexts}
        {...(can('party:FindAll') ? { searchParties: findParties } : {})}
        {...(can('party:Create') ? { onCreateParty: createParty.open } : {})}
        onSubmit={(data) => (asked.current === undefined ? void submit(data) : asked.current(data))}
      >
        <button ref={check} type="submit" hidden tabIndex={-1} aria-hidden />
        {quote.productType === 'INSURANCE' && (
          <PaymentScheduleSection
            basis={JSON.parse(basis) as ScheduleBasis}
            rows={schedule}
            onChange={setSchedule}
            errors={shownErrors.schedule}
          />
        )}
        {quote.productType === 'LENDING' && (
          <LoanScheduleSection
            terms={JSON.parse(loanTerms) as LoanTerms}
            productId={quote.product.id}
            {...('id' in quote ? { quoteId: quote.id } : {})}
            status={quote.status}
          />
        )}
        <FormActions>
          <Button
            type="submit"
            onClick={() => flushSync(() => setOperation('save'))}
            variant="contained"
            color={save.buttonColor}
            startIcon={<SaveIcon />}
            disabled={saving}
          >
            {t('workspace.save')}
          </Button>
        </FormActions>
      </SchemaForm>
      {createParty.dialog}
    </>
  );
}
