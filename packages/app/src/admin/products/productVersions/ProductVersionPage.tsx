import type { ObjectDefinition, ProductVersion } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import useSWR from 'swr';
import { ApiError } from '../../../api/ApiError.js';
import { useApi } from '../../../api/ApiContext.js';
import { displayName } from '../../../api/objectCatalog.js';
import { useObjectCatalog } from '../../../api/shellData.js';
import { useShowError } from '../../../errors/ErrorDialogProvider.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import { useBreadcrumbOverride } from '../../../navigation/BreadcrumbContext.js';
import { useCan } from '../../../navigation/useCan.js';
import { Busy } from '../../../pages/Busy.js';
import type { StoredProductVersion } from './productVersionCalls.js';
import { VersionEditor } from './VersionEditor.js';

/** `GET /api/product-versions/{id}/context`: what the editor of a stored version needs. */
interface VersionContext {
  productVersion: StoredProductVersion;
  productVersionNames: { id: string; name: string }[];
  objectDefinitions: ObjectDefinition[];
}

/** The most versions the selector of a new version lists. */
const NAMES_LIMIT = 100;

/**
 * `/admin-area/products/{productId}/product-versions[/{productVersionId}]`: a stored version, or a new one drafted
 * by the server from the product's active (else newest) version. An unknown version leads back to the product.
 */
export function ProductVersionPage() {
  const { productId = '', productVersionId } = useParams();
  const { locale } = useLocale();
  const catalog = useObjectCatalog();
  const product = catalog.products.find((each) => each.id === productId);
  useBreadcrumbOverride(`/admin-area/products/${productId}`, {
    label: product === undefined ? undefined : displayName(product, locale),
  });
  return productVersionId === undefined ? (
    <NewVersion productId={productId} />
  ) : (
    <StoredVersion productId={productId} id={productVersionId} />
  );
}

const isUnknownId = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function StoredVersion({ productId, id }: { productId: string; id: string }) {
  const { t } = useTranslation('UI-context');
  const showError = useShowError();
  const { pathname } = useLocation();
  const { data, error, mutate } = useSWR<VersionContext>(`/api/product-versions/${id}/context`, {
    onError: (failure: unknown) => {
      if (!isUnknownId(failure)) showError(failure);
    },
  });
  useBreadcrumbOverride(pathname, data === undefined ? undefined : { label: data.productVersion.name });
  if (error !== undefined) return <Navigate to={`/admin-area/products/${productId}`} replace />;
  if (data === undefined) return <Busy message={t('productVersions.loading')} />;
  return (
    <VersionEditor
      key={`${id}-${data.productVersion.version}`}
      productId={productId}
      version={data.productVersion}
      names={data.productVersionNames}
      library={data.objectDefinitions}
      onSaved={() => void mutate()}
    />
  );
}

function NewVersion({ productId }: { productId: string }) {
  const { t } = useTranslation('UI-context');
  const { pathname } = useLocation();
  useBreadcrumbOverride(pathname, { label: t('productVersions.newCrumb') });
  const { client } = useApi();
  const can = useCan();
  const showError = useShowError();
  const initPath = `/api/products/${productId}/init-product-version`;
  // The draft is made once per visit: it exists only here until it is added.
  const draft = useSWR<ProductVersion>([initPath, 'draft'], () => client.post(initPath), {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    onError: (failure: unknown) => {
      if (!isUnknownId(failure)) showError(failure);
    },
  });
  const names = useSWR<{ items: StoredProductVersion[] }>(
    `/api/products/${productId}/product-versions/find?page=0&limit=${NAMES_LIMIT}`,
  );
  const library = useSWR<ObjectDefinition[]>(can('objectDefinition:Read') ? '/api/object-definitions' : null);
  if (draft.error !== undefined) return <Navigate to={`/admin-area/products/${productId}`} replace />;
  if (draft.data === undefined || names.data === undefined)
    return <Busy message={t('productVersions.loading')} />;
  return (
    <VersionEditor
      productId={productId}
      version={{ ...draft.data, productId }}
      names={names.data.items.map(({ id, name }) => ({ id, name }))}
      library={library.data ?? []}
    />
  );
}
