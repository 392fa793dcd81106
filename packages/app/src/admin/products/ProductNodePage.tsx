import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { ApiError } from '../../api/ApiError.js';
import { displayName } from '../../api/objectCatalog.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import type { Product } from '@coverline/engine';
import { NEW_NODE_ID, type ProductNodeKind } from './productNode.js';
import { ProductNodeEditor } from './ProductNodeEditor.js';

/** Not found, or not an id at all (the server checks the id's shape first). */
const isUnknownId = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * `/admin-area/{products|product-groups}/{id}`: the editor of a stored node, or of a new one for the id
 * `new` (a `parentId` query parameter pre-selects its parent). An id the server does not know leads back to
 * the list.
 */
export function ProductNodePage({ kind }: { kind: ProductNodeKind }) {
  const { id = NEW_NODE_ID } = useParams();
  const [search] = useSearchParams();
  const isNew = id === NEW_NODE_ID;
  const showError = useShowError();
  const { data, error } = useSWR<Product>(isNew ? null : `/api/${kind}/${id}`, {
    // An unknown id is no error to report: the page just goes back to the list.
    onError: (failure: unknown) => {
      if (!isUnknownId(failure)) showError(failure);
    },
  });
  const { t } = useTranslation('UI-context');
  const { isLoading: settingsLoading } = useTenantSettings();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  useBreadcrumbOverride(pathname, {
    label: isNew ? t('products.newCrumb') : data === undefined ? undefined : displayName(data, locale),
  });

  if (error !== undefined) return <Navigate to={`/admin-area/${kind}`} replace />;
  // The form starts from the tenant's product types, so it waits for the settings.
  if ((!isNew && data === undefined) || settingsLoading) return <Busy message={t('products.loading')} />;
  return (
    <ProductNodeEditor
      // A new form for each node, so that nothing typed for one is shown for another.
      key={isNew ? `new-${search.get('parentId') ?? ''}` : `${id}-${data?.version}`}
      kind={kind}
      stored={data}
      parentId={search.get('parentId')}
    />
  );
}
