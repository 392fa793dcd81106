import { hasPermission, type PartyContext } from '@coverline/engine';
import { SchemaView } from '@coverline/widgets';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePermissions } from '../../api/shellData.js';
import { useNotify } from '../../errors/Notifications.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { ErrorPage } from '../../pages/ErrorPage.js';
import { useCompiledForm } from '../forms/useCompiledForm.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useRecord } from '../../kit/useRecord.js';
import { persons } from '../../resources/workspaceResources.js';
import { PartyRecords, SavedQueryPanels } from '../recordSections.js';
import { PersonForm } from './PersonForm.js';

/**
 * `/workspace/persons/{id}` and `/workspace/persons/{id}/edit`: the person
 * read-only, with Edit for those who may update parties; the edit form saves with the version read, so a
 * person changed by someone else meanwhile gets the already-modified dialog.
 */
export function PersonPage({ editing = false }: { editing?: boolean }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const { permissions } = usePermissions();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: context, mutate } = useRecord<PartyContext>(persons, id);
  useBreadcrumbOverride(persons.paths.view(id), context && { label: context.party.name });

  const form = useCompiledForm(context?.dataDefinition, editing ? 'edit' : 'view');

  if (permissions === undefined || context === undefined || form === undefined)
    return <Busy message={t('workspace.persons.loading')} />;
  const mayUpdate = hasPermission(permissions, 'party:Update');
  if (editing && !mayUpdate) return <ErrorPage code="access_denied" hideHomeButton />;
  const { party } = context;
  return (
    <EntityPage
      title={party.name}
      overline={t(`classifiers:partyTypes.${party.partyType}`)}
      actions={
        !editing &&
        mayUpdate && (
          <Button component={Link} to={persons.paths.edit(id)} variant="outlined" startIcon={<EditIcon />}>
            {t('workspace.edit')}
          </Button>
        )
      }
      recordId={party.id}
      {...(persons.panels === undefined ? {} : { panels: persons.panels })}
    >
      {editing ? (
        <PersonForm
          // The form starts afresh from what the server saved.
          key={party.version}
          form={form}
          party={party}
          actions={
            <Button component={Link} to={persons.paths.view(id)}>
              {t('workspace.cancel')}
            </Button>
          }
          onSaved={(saved) => {
            notify(t('workspace.persons.saved'));
            void mutate({ ...context, party: saved }, { revalidate: false });
            void navigate(persons.paths.view(id), { replace: true });
          }}
        />
      ) : (
        <>
          <SchemaView form={form} data={party.data} locale={locale} t={widgetTexts} />
          <PartyRecords partyId={party.id} />
          <SavedQueryPanels place="VIEW_PERSON" personId={party.id} />
        </>
      )}
    </EntityPage>
  );
}
