import type { QueryFieldContract, QueryObject, SavedQuery } from '@coverline/engine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../../api/ApiError.js';
import { displayName, type ObjectCatalog } from '../../api/objectCatalog.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { queryObjectOfSlug, queryObjectSlug } from '../../navigation/queryObjectSlugs.js';
import { Busy } from '../../pages/Busy.js';
import { emptyQuery } from './queryDraft.js';
import { QueryForm } from './QueryForm.js';
import { queryLists } from './QueryListPage.js';

/**
 * `/admin-area/queries/{type}/new`, `/admin-area/queries/{type}/{id}` and `/admin-area/query/{id}`: the saved
 * query editor with the fields of the query's type. A query that cannot be loaded leads back to the admin area.
 */
export function QueryEditorPage() {
  const { type, id = 'new' } = useParams();
  const queryObject = type === undefined ? undefined : queryObjectOfSlug(type);
  if (type !== undefined && queryObject === undefined) return <Navigate to="/admin-area" replace />;
  if (id === 'new') return queryObject === undefined ? null : <QueryEditor query={emptyQuery(queryObject)} />;
  return <StoredQuery id={id} queryObject={queryObject} />;
}

/**
 * A stored query, read by the administration's call (`query:Read`), which asks nothing of the right to run
 * it. Without its type in the address (`/admin-area/query/{id}`) the type is the catalog's, which names
 * every query of the tenant.
 */
function StoredQuery({ id, queryObject }: { id: string; queryObject: QueryObject | undefined }) {
  const { t } = useTranslation('UI-context');
  const showError = useShowError();
  const { data: catalog } = useSWR<ObjectCatalog>(queryObject === undefined ? '/api/object-catalog' : null);
  const type = queryObject ?? catalog?.queries.find((query) => query.id === id)?.queryObject;
  const { data: query, error } = useSWR<SavedQuery>(type === undefined ? null : `/api/queries/${type}/${id}`);
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useBreadcrumbOverride(pathname, query && { label: displayName(query, i18n.language) });
  const unknown = catalog !== undefined && type === undefined;
  useEffect(() => {
    if (error !== undefined) showError(error);
    else if (unknown) showError(new ApiError(404, 'Not Found'));
  }, [error, unknown, showError]);
  if (error !== undefined || unknown) return <Navigate to="/admin-area" replace />;
  if (query === undefined) return <Busy message={t('queries.loading')} />;
  return <QueryEditor key={`${query.id}-${query.version}`} query={query} />;
}

function QueryEditor({ query }: { query: SavedQuery }) {
  const { t } = useTranslation('UI-context');
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useShowError();
  const { mutate } = useSWRConfig();
  const { data: fields, error } = useSWR<QueryFieldContract[]>(
    `/api/queries/x/${query.queryObject}/all-fields`,
  );
  useEffect(() => {
    if (error !== undefined) showError(error);
  }, [error, showError]);
  if (fields === undefined) return <Busy message={t('queries.loading')} />;
  return (
    <QueryForm
      query={query}
      fields={fields}
      onSaved={(saved) => {
        notify(t('queries.saved', { name: saved.name }));
        for (const list of queryLists(saved.queryObject)) void mutate(list);
        void mutate(`/api/queries/${saved.queryObject}/${saved.id}`, saved, { revalidate: false });
        if (query.id === undefined)
          navigate(`/admin-area/queries/${queryObjectSlug(saved.queryObject)}/${saved.id}`, {
            replace: true,
          });
      }}
    />
  );
}
