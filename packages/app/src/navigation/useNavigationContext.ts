import { useMemo } from 'react';
import { useObjectCatalog, usePermissions, useTenantSettings } from '../api/shellData.js';
import { useLocale } from '../i18n/LocaleContext.js';
import { useTextTranslation } from '../i18n/useTextTranslation.js';
import type { NavigationContext } from './navigationContext.js';

/** The signed-in user's navigation context; permissions count as none until loaded. */
export function useNavigationContext(): NavigationContext {
  const { permissions } = usePermissions();
  const { settings } = useTenantSettings();
  const catalog = useObjectCatalog();
  const { locale } = useLocale();
  const translate = useTextTranslation();
  return useMemo(
    () => ({
      permissions: permissions ?? [],
      productTypes: settings.supportedProductTypes,
      catalog,
      locale,
      translate,
    }),
    [permissions, settings.supportedProductTypes, catalog, locale, translate],
  );
}
