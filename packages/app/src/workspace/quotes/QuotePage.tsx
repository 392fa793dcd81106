import {
  isLockedQuoteStatus,
  QUOTE_WORKFLOW,
  type ProductType,
  type QuoteOperation,
} from '@coverline/engine';
import { SchemaView } from '@coverline/widgets';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '../../i18n/LocaleContext.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { QUOTE_OPERATION_STYLES } from '../../kit/operationStyles.js';
import { recordKey } from '../../kit/recordKeys.js';
import { useRecord, useRecordChanged } from '../../kit/useRecord.js';
import { useRecordOperations } from '../../kit/useRecordOperations.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { operationFieldsForm } from '../forms/operationFields.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { loans, policies } from '../../resources/workspaceResources.js';
import { PartySync } from '../panels/PartySync.js';
import { LoanScheduleSection, PaymentScheduleSection, SavedQueryPanels } from '../recordSections.js';
import { isScheduleError, splitScheduleErrors } from './scheduleBasis.js';
import { typedLoanTerms } from './loanSchedule.js';
import { QUOTE_RESOURCES, quoteTitle, type QuoteContext } from './quote.js';
import { QuoteForm, type QuoteFormHandle } from './QuoteForm.js';
import { quoteOperationNotice } from './quoteOperations.js';
import { useQuoteForm } from './useQuoteForm.js';

/**
 * `/workspace/quotes/{id}` and `/workspace/loan-applications/{id}`: the quote's form to edit and save, or,
 * once its status is locked or without the right to save, its read-only view; the operations its context
 * offers are the bar's buttons. Customer fields are hidden from users who may not read parties.
 */
export function QuotePage({ productType }: { productType: ProductType }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const resource = QUOTE_RESOURCES[productType];
  const can = useCan();
  const { data: context, mutate } = useRecord<QuoteContext>(resource, id);
  const policyChanged = useRecordChanged(policies);
  const loanChanged = useRecordChanged(loans);
  useBreadcrumbOverride(resource.paths.view(id), context && { label: quoteTitle(context.quote) });
  const formHandle = useRef<QuoteFormHandle>(null);
  const navigate = useNavigate();

  const editable =
    context !== undefined &&
    !isLockedQuoteStatus(context.quote.status) &&
    context.availableOperations.includes('SAVE');
  const form = useQuoteForm(context, editable);
  const operations = useRecordOperations<QuoteContext>({
    resource,
    id,
    available: context?.availableOperations ?? [],
    workflow: QUOTE_WORKFLOW,
    styles: QUOTE_OPERATION_STYLES,
    label: (operation) => t(`classifiers:quoteOperations.${operation as QuoteOperation}`),
    // The form has its own Save button; a read-only quote has nothing to save.
    runElsewhere: ['SAVE'],
    fieldsOf: (operation) => context && operationFieldsForm(context.dataDefinition, operation, { locale }),
    dataFor: (operation, style) =>
      editable ? formHandle.current?.dataFor(operation, style.checksData === true) : context?.quote.data,
    bodyOf: (_operation, data) =>
      context && {
        quote: {
          id: context.quote.id,
          version: context.quote.version,
          data,
          // A locked quote's schedule is no longer edited.
          ...(editable && formHandle.current
            ? { paymentSchedule: formHandle.current.paymentSchedule() }
            : {}),
        },
        product: { id: context.quote.product.id },
      },
    noticeOf: (operation, answer) =>
      quoteOperationNotice(t, operation as QuoteOperation, answer.quote.actionType),
    onDone: (operation, answer) => {
      void mutate(answer, { revalidate: false });
      // Issuing leads to the policy it made or changed, lending to the loan it made.
      const policyId = answer.quote.targetPolicyId;
      if (operation === 'ISSUE' && policyId !== null)
        void policyChanged(policyId).then(() => navigate(policies.paths.view(policyId)));
      const loanId = answer.quote.targetLoanId;
      if (operation === 'LEND' && loanId !== null)
        void loanChanged(loanId).then(() => navigate(loans.paths.view(loanId)));
    },
    formShowsErrors: editable,
    shownElsewhere: isScheduleError,
  });

  if (context === undefined || form === undefined)
    return (
      <Busy message={t(`workspace.${productType === 'LENDING' ? 'loanApplications' : 'quotes'}.loading`)} />
    );
  const { quote } = context;
  const title = quoteTitle(quote);
  return (
    <EntityPage
      title={title}
      // The number stays in sight when the borrower is the title.
      overline={title === quote.quoteNr ? quote.product.name : `${quote.product.name} · ${quote.quoteNr}`}
      status={{
        label: t(`classifiers:quoteStatuses.${quote.status}`),
        color: editable ? 'primary' : 'default',
      }}
      operations={operations.buttons}
      busy={operations.busy}
      recordId={quote.id}
      {...(resource.panels === undefined ? {} : { panels: resource.panels })}
    >
      {operations.element}
      <PartySync
        record="quote"
        changed={context.partiesChanged}
        maySync={!isLockedQuoteStatus(quote.status) && can('quote:SynchronizeParty')}
        recordPath={recordKey(resource, quote.id)}
        onSynced={(synced: QuoteContext) => {
          void mutate(synced, { revalidate: false });
          return synced.partiesChanged;
        }}
      />
      {editable ? (
        <QuoteForm
          // The form starts afresh from what the server saved.
          key={`${quote.id}-${quote.version}`}
          form={form}
          context={context}
          handle={formHandle}
          operationErrors={operations.serverErrors}
          onSaved={(saved) => void mutate(saved, { revalidate: false })}
        />
      ) : (
        <>
          <SchemaView form={form} data={quote.data} locale={locale} t={widgetTexts} />
          {quote.productType === 'LENDING' && (
            <LoanScheduleSection
              terms={typedLoanTerms(context.dataDefinition, quote.data)}
              productId={quote.product.id}
              quoteId={quote.id}
              status={quote.status}
            />
          )}
          {quote.productType === 'INSURANCE' && (
            <PaymentScheduleSection
              basis={quote}
              rows={quote.paymentSchedule}
              errors={splitScheduleErrors(operations.serverErrors).schedule}
            />
          )}
        </>
      )}
      {quote.productType === 'LENDING' && quote.contractee != null && (
        // the loan application's saved-query panels are about its borrower
        <SavedQueryPanels
          place={editable ? 'EDIT_LOAN_APPLICATION' : 'VIEW_LOAN_APPLICATION'}
          personId={quote.contractee.id}
        />
      )}
    </EntityPage>
  );
}
