import { isLockedQuoteStatus, type ProductType } from '@coverline/engine';
import { SchemaView } from '@coverline/widgets';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../i18n/LocaleContext.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useRecord } from '../../kit/useRecord.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { QUOTE_RESOURCES, quoteTitle, type QuoteContext } from './quote.js';
import { QuoteForm } from './QuoteForm.js';
import { useQuoteForm } from './useQuoteForm.js';

/**
 * `/workspace/quotes/{id}` and `/workspace/loan-applications/{id}`: the quote's form to edit and save, or,
 * once its status is locked or without the right to save, its read-only view. Customer fields are hidden
 * from users who may not read parties.
 */
export function QuotePage({ productType }: { productType: ProductType }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const resource = QUOTE_RESOURCES[productType];
  const { data: context, mutate } = useRecord<QuoteContext>(resource, id);
  useBreadcrumbOverride(resource.paths.view(id), context && { label: quoteTitle(context.quote) });

  const editable =
    context !== undefined &&
    !isLockedQuoteStatus(context.quote.status) &&
    context.availableOperations.includes('SAVE');
  const form = useQuoteForm(context, editable);

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
      recordId={quote.id}
      {...(resource.panels === undefined ? {} : { panels: resource.panels })}
    >
      {editable ? (
        <QuoteForm
          // The form starts afresh from what the server saved.
          key={`${quote.id}-${quote.version}`}
          form={form}
          context={context}
          onSaved={(saved) => void mutate(saved, { revalidate: false })}
        />
      ) : (
        <SchemaView form={form} data={quote.data} locale={locale} t={widgetTexts} />
      )}
    </EntityPage>
  );
}
