import { hasPermission, type PartyContext } from '@coverline/engine';
import { SchemaView } from '@coverline/widgets';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { usePermissions } from '../../api/shellData.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { ErrorPage } from '../../pages/ErrorPage.js';
import { compiledFormOf } from '../forms/dataDefinition.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { PageCard } from '../PageCard.js';
import { useLeaveOnLoadError } from '../useLeaveOnLoadError.js';
import { personPagePath } from './party.js';
import { PersonForm } from './PersonForm.js';

/**
 * `/workspace/persons/{id}` and `/workspace/persons/{id}/edit` (workspace.md §2 "Persons"): the person
 * read-only, with Edit for those who may update parties; the edit form saves with the version read, so a
 * person changed by someone else meanwhile gets the already-modified dialog.
 */
export function PersonPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '', action } = useParams();
  const { locale } = useLocale();
  const { permissions } = usePermissions();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const notify = useNotify();
  const path = `/api/parties/${id}`;
  const { data: context, error, mutate } = useSWR<PartyContext>(path);
  useLeaveOnLoadError(error);
  useBreadcrumbOverride(personPagePath(id), context && { label: context.party.name });

  const editing = action === 'edit';
  const form = useMemo(
    () => context && compiledFormOf(context.dataDefinition, { locale, mode: editing ? 'edit' : 'view' }),
    [context, editing, locale],
  );

  if (action !== undefined && !editing) return <ErrorPage code="not_found" />;
  if (permissions === undefined || context === undefined || form === undefined)
    return <Busy message={t('workspace.persons.loading')} />;
  const mayUpdate = hasPermission(permissions, 'party:Update');
  if (editing && !mayUpdate) return <ErrorPage code="access_denied" hideHomeButton />;
  const { party } = context;
  return (
    <PageCard
      title={party.name}
      overline={t(`classifiers:partyTypes.${party.partyType}`)}
      aside={
        !editing &&
        mayUpdate && (
          <Button
            component={Link}
            to={`${personPagePath(id)}/edit`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('workspace.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <PersonForm
          // The form starts afresh from what the server saved.
          key={party.version}
          form={form}
          party={party}
          actions={
            <Button component={Link} to={personPagePath(id)}>
              {t('workspace.cancel')}
            </Button>
          }
          onSaved={(saved) => {
            notify(t('workspace.persons.saved'));
            void mutate({ ...context, party: saved }, { revalidate: false });
            void navigate(personPagePath(id), { replace: true });
          }}
        />
      ) : (
        <SchemaView form={form} data={party.data} locale={locale} t={widgetTexts} />
      )}
    </PageCard>
  );
}
