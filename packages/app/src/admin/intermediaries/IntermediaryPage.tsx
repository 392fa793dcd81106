import type { IntermediaryContext, IntermediaryDraft } from '@coverline/engine';
import { SchemaView } from '@coverline/widgets';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { ErrorPage } from '../../pages/ErrorPage.js';
import { useCompiledForm } from '../../workspace/forms/useCompiledForm.js';
import { useWidgetTexts } from '../../workspace/forms/useWidgetTexts.js';
import { IntermediaryForm } from './IntermediaryForm.js';
import { IntermediaryMembers } from './IntermediaryMembers.js';

export const intermediaryPath = (id: string) => `/admin-area/intermediaries/${id}`;

/**
 * `/admin-area/intermediaries/add`: the form generated from the tenant's INTERMEDIARY object definition,
 * started by `POST /api/intermediaries/init`; the saved intermediary opens on its page.
 */
export function NewIntermediaryPage() {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: draft, error } = useSWR<IntermediaryDraft>(
    ['/api/intermediaries/init', 'draft'],
    () => client.post<IntermediaryDraft>('/api/intermediaries/init'),
    { revalidateOnReconnect: false },
  );
  useLeaveOnLoadError(error);
  const form = useCompiledForm(draft?.dataDefinition, 'edit');
  return (
    <EntityPage title={t('intermediaries.newTitle')}>
      {draft === undefined || form === undefined ? (
        <Busy message={t('intermediaries.loading')} />
      ) : (
        <IntermediaryForm
          form={form}
          intermediary={draft.intermediary}
          onSaved={(saved) => {
            notify(t('intermediaries.added', { name: saved.name }));
            void navigate(intermediaryPath(saved.id), { replace: true });
          }}
        />
      )}
    </EntityPage>
  );
}

/**
 * `/admin-area/intermediaries/{id}` and `/{id}/edit`: the intermediary read-only with its users and groups,
 * or its form, which saves with the version read.
 */
export function IntermediaryPage() {
  const { t } = useTranslation('UI-context');
  const { id = '', action } = useParams();
  const editing = action === 'edit';
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const notify = useNotify();
  const can = useCan();
  const { data: context, error, mutate } = useSWR<IntermediaryContext>(`/api/intermediaries/${id}`);
  useLeaveOnLoadError(error);
  useBreadcrumbOverride(intermediaryPath(id), context && { label: context.intermediary.name });
  const form = useCompiledForm(context?.dataDefinition, editing ? 'edit' : 'view');

  if (context === undefined || form === undefined) return <Busy message={t('intermediaries.loading')} />;
  const mayUpdate = can('intermediary:Update');
  if (editing && !mayUpdate) return <ErrorPage code="access_denied" hideHomeButton />;
  const { intermediary } = context;
  return (
    <EntityPage
      title={intermediary.name}
      overline={intermediary.code}
      status={
        intermediary.active
          ? { label: t('intermediaries.active'), color: 'success' }
          : { label: t('intermediaries.inactive') }
      }
      actions={
        !editing &&
        mayUpdate && (
          <Button
            component={Link}
            to={`${intermediaryPath(id)}/edit`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('intermediaries.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <IntermediaryForm
          key={intermediary.version}
          form={form}
          intermediary={intermediary}
          actions={
            <Button component={Link} to={intermediaryPath(id)}>
              {t('intermediaries.cancel')}
            </Button>
          }
          onSaved={(saved) => {
            notify(t('intermediaries.saved', { name: saved.name }));
            void mutate({ ...context, intermediary: saved }, { revalidate: false });
            void navigate(intermediaryPath(id), { replace: true });
          }}
        />
      ) : (
        <>
          <SchemaView form={form} data={intermediary.data} locale={locale} t={widgetTexts} />
          <IntermediaryMembers intermediaryId={id} />
        </>
      )}
    </EntityPage>
  );
}
