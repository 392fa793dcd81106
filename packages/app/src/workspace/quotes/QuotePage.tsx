import { isLockedQuoteStatus, type ProductType } from '@coverline/engine';
import { SchemaView } from '@coverline/widgets';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { compiledFormOf, type FormMode } from '../forms/dataDefinition.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { withCustomerFieldsHidden } from '../forms/withCustomerFieldsHidden.js';
import { PageCard } from '../PageCard.js';
import { useLeaveOnLoadError } from '../useLeaveOnLoadError.js';
import { QUOTE_KINDS, quoteTitle, type QuoteContext } from './quote.js';
import { QuoteForm } from './QuoteForm.js';

/**
 * `/workspace/quotes/{id}` and `/workspace/loan-applications/{id}` (workspace.md §2): the quote's form to
 * edit and save, or, once its status is locked or without the right to save, its read-only view. Customer
 * fields are hidden from users who may not read parties.
 */
export function QuotePage({ productType }: { productType: ProductType }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const can = useCan();
  const widgetTexts = useWidgetTexts();
  const kind = QUOTE_KINDS[productType];
  const path = `/api/${kind}/${id}`;
  const { data: context, error, mutate } = useSWR<QuoteContext>(path);
  useLeaveOnLoadError(error);
  useBreadcrumbOverride(`/workspace/${kind}/${id}`, context && { label: quoteTitle(context.quote) });

  const editable =
    context !== undefined &&
    !isLockedQuoteStatus(context.quote.status) &&
    context.availableOperations.includes('SAVE');
  const mayReadParties = can('party:Read');
  const form = useMemo(() => {
    if (context === undefined) return undefined;
    const mode: FormMode = editable ? 'edit' : 'view';
    const compiled = compiledFormOf(context.dataDefinition, { locale, mode });
    return mayReadParties ? compiled : withCustomerFieldsHidden(compiled);
  }, [context, editable, locale, mayReadParties]);

  if (context === undefined || form === undefined)
    return (
      <Busy message={t(`workspace.${productType === 'LENDING' ? 'loanApplications' : 'quotes'}.loading`)} />
    );
  const { quote } = context;
  const title = quoteTitle(quote);
  return (
    <PageCard
      title={title}
      // The number stays in sight when the borrower is the title.
      overline={title === quote.quoteNr ? quote.product.name : `${quote.product.name} · ${quote.quoteNr}`}
      aside={
        <Chip
          label={t(`classifiers:quoteStatuses.${quote.status}`)}
          color={editable ? 'primary' : 'default'}
        />
      }
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
    </PageCard>
  );
}
