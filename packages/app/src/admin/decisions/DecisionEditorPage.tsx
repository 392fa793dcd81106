import type { Decision, DecisionProduct, DecisionQueryObject, QueryFieldContract } from '@coverline/engine';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { queryObjectSlug } from '../../navigation/queryObjectSlugs.js';
import { Busy } from '../../pages/Busy.js';
import { decisionList, decisionTypeOfSlug, emptyDecision } from './decisionDraft.js';
import { DecisionForm } from './DecisionForm.js';
import { DecisionRunsTable } from './DecisionRunsTable.js';

/**
 * `/admin-area/decisions/{queryObjectName}/new` and `…/{id}`: the decision editor over the type's fields and
 * products, and a stored decision's latest runs. A decision that cannot be loaded leads back to the admin area.
 */
export function DecisionEditorPage() {
  const { queryObjectName = '', id = 'new' } = useParams();
  const queryObject = decisionTypeOfSlug(queryObjectName);
  if (queryObject === undefined) return <Navigate to="/admin-area" replace />;
  if (id === 'new') return <DecisionEditor decision={emptyDecision(queryObject)} />;
  return <StoredDecision id={id} queryObject={queryObject} />;
}

function StoredDecision({ id, queryObject }: { id: string; queryObject: DecisionQueryObject }) {
  const { t, i18n } = useTranslation('UI-context');
  const showError = useShowError();
  const { data: decision, error } = useSWR<Decision>(`/api/decisions/${queryObject}/${id}`);
  const { pathname } = useLocation();
  useBreadcrumbOverride(pathname, decision && { label: displayName(decision, i18n.language) });
  useEffect(() => {
    if (error !== undefined) showError(error);
  }, [error, showError]);
  if (error !== undefined) return <Navigate to="/admin-area" replace />;
  if (decision === undefined) return <Busy message={t('decisions.loading')} />;
  return (
    <Stack spacing={3}>
      <DecisionEditor key={`${decision.id}-${decision.version}`} decision={decision} />
      <Typography variant="h6" component="h2">
        {t('decisions.runs.title')}
      </Typography>
      <DecisionRunsTable path={`/api/decisions/${queryObject}/${id}/runs`} />
    </Stack>
  );
}

function DecisionEditor({ decision }: { decision: Decision }) {
  const { t } = useTranslation('UI-context');
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const base = `/api/decisions/${decision.queryObject}`;
  const { data: fields } = useSWR<QueryFieldContract[]>(`${base}/fields`);
  const { data: products } = useSWR<DecisionProduct[]>(`${base}/products`);
  if (fields === undefined || products === undefined) return <Busy message={t('decisions.loading')} />;
  return (
    <DecisionForm
      decision={decision}
      fields={fields}
      products={products}
      onSaved={(saved) => {
        notify(t('decisions.saved', { name: saved.name }));
        void mutate(decisionList(saved.queryObject));
        void mutate(`${base}/${saved.id}`, saved, { revalidate: false });
        if (decision.id === undefined)
          navigate(`/admin-area/decisions/${queryObjectSlug(saved.queryObject)}/${saved.id}`, {
            replace: true,
          });
      }}
    />
  );
}
