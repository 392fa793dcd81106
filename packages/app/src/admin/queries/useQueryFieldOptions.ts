import type { LookupValue, QueryFieldContract } from '@coverline/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectCatalog, useTenantSettings } from '../../api/shellData.js';
import type { ConditionFieldOption } from '../products/condition/conditionFieldOptions.js';
import { queryFieldOptions } from './queryFieldOptions.js';

/**
 * The condition builder's fields of a saved query or a decision: its type's fields with the tenant's lookup
 * values, currencies and the codes of statuses and types, named in the user's language.
 */
export function useQueryFieldOptions(fields: readonly QueryFieldContract[]): ConditionFieldOption[] {
  const { i18n, t } = useTranslation('classifiers');
  const catalog = useObjectCatalog();
  const { settings } = useTenantSettings();
  return useMemo(
    () =>
      queryFieldOptions(fields, {
        lookups: catalog.lookups as { id: string; values?: LookupValue[] }[],
        currencies: settings.supportedCurrencies,
        locale: i18n.language,
        codeName: (enumeration, code) => t(`${enumeration}.${code}`, { defaultValue: code }),
      }),
    [fields, catalog.lookups, settings.supportedCurrencies, i18n.language, t],
  );
}
