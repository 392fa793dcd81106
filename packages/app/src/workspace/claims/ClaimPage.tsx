import { SchemaView } from '@coverline/widgets';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '../../i18n/LocaleContext.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useRecord } from '../../kit/useRecord.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { claims } from '../../resources/workspaceResources.js';
import { useCompiledForm } from '../forms/useCompiledForm.js';
import { useWidgetTexts } from '../forms/useWidgetTexts.js';
import { isClosed, type ClaimContext } from './claim.js';
import { ClaimFacts } from './ClaimFacts.js';
import { ClaimForm } from './ClaimForm.js';

/**
 * `/workspace/claims/{id}`: the claim as saved (from the cache a save filled, else the server). A closed claim
 * is read-only; any other is the edit form, whose save replaces the page with the saved claim's.
 */
export function ClaimPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const { data: context, mutate } = useRecord<ClaimContext>(claims, id);
  useBreadcrumbOverride(claims.paths.view(id), context && { label: context.claim.claimNr });
  const closed = context !== undefined && isClosed(context.claim);
  const view = useCompiledForm(closed ? context.dataDefinition : undefined, 'view');

  if (context === undefined || (closed && view === undefined))
    return <Busy message={t('workspace.claims.loading')} />;
  const { claim } = context;
  return (
    <EntityPage
      title={claim.claimNr}
      overline={claim.product.name}
      status={{
        label: t(`classifiers:claimStatuses.${claim.status}`),
        color: closed ? 'default' : 'primary',
      }}
      recordId={claim.id}
      panels={claims.panels ?? []}
    >
      <ClaimFacts claim={claim} />
      {view !== undefined ? (
        <SchemaView form={view} data={claim.data} locale={locale} t={widgetTexts} />
      ) : (
        <ClaimForm
          // The form starts afresh from what the server saved.
          key={claim.version}
          context={context}
          onSaved={(saved) => {
            void mutate(saved, { revalidate: false });
            void navigate(claims.paths.view(saved.claim.id), { replace: true });
          }}
        />
      )}
    </EntityPage>
  );
}
