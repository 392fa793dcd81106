import type { CompiledForm } from '@coverline/engine';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useCan } from '../../navigation/useCan.js';
import { compiledFormOf } from '../forms/dataDefinition.js';
import { withCustomerFieldsHidden } from '../forms/withCustomerFieldsHidden.js';
import type { QuoteOrDraftContext } from './quote.js';

/**
 * The compiled form of a quote's data definition, editable or read-only, in the interface language; Customer
 * fields are hidden from users who may not read parties.
 */
export function useQuoteForm(
  context: QuoteOrDraftContext | undefined,
  editable: boolean,
): CompiledForm | undefined {
  const { locale } = useLocale();
  const mayReadParties = useCan()('party:Read');
  const definition = context?.dataDefinition;
  return useMemo(() => {
    if (definition === undefined) return undefined;
    const compiled = compiledFormOf(definition, { locale, mode: editable ? 'edit' : 'view' });
    return mayReadParties ? compiled : withCustomerFieldsHidden(compiled);
  }, [definition, editable, locale, mayReadParties]);
}
