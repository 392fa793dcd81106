import { lockedQuoteFields, type CompiledForm } from '@coverline/engine';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useCan } from '../../navigation/useCan.js';
import { compiledFormOf } from '../forms/dataDefinition.js';
import { useFormLanguages } from '../forms/formLanguages.js';
import { withCustomerFieldsHidden } from '../forms/withCustomerFieldsHidden.js';
import { withLockedFields } from '../forms/withLockedFields.js';
import type { QuoteOrDraftContext } from './quote.js';

/**
 * The compiled form of a quote's data definition, editable or read-only, in the interface language (an
 * editable one again with its formulas once they have arrived, see `useFormLanguages`); the fields a quote
 * acting on a policy keeps from it read-only; Customer fields hidden from users who may not read parties.
 */
export function useQuoteForm(
  context: QuoteOrDraftContext | undefined,
  editable: boolean,
): CompiledForm | undefined {
  const { locale } = useLocale();
  const mayReadParties = useCan()('party:Read');
  const definition = context?.dataDefinition;
  const actionType = context?.quote.actionType;
  const coreFields = context?.coreFields;
  const mode = editable ? 'edit' : 'view';
  const formulas = useFormLanguages(definition, mode);
  return useMemo(() => {
    if (definition === undefined || actionType === undefined) return undefined;
    const compiled = withLockedFields(
      compiledFormOf(definition, { locale, mode }),
      lockedQuoteFields(actionType, definition.objectDefinitions, coreFields),
    );
    return mayReadParties ? compiled : withCustomerFieldsHidden(compiled);
    // `formulas`: asked again once they can join it
  }, [definition, actionType, coreFields, mode, locale, mayReadParties, formulas]);
}
