import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext.js';
import { ApiError } from '../../api/ApiError.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useRecordSaved } from '../../kit/useRecord.js';
import { Busy } from '../../pages/Busy.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { claims, policies } from '../../resources/workspaceResources.js';
import { PolicyRefusal } from '../policies/PolicyRefusal.js';
import type { ClaimContext, ClaimDraftContext } from './claim.js';
import { ClaimFacts } from './ClaimFacts.js';
import { ClaimForm } from './ClaimForm.js';

/**
 * `/workspace/policies/{id}/new-claim`: a new claim on the policy, nothing stored until it is saved; then the
 * saved claim's page replaces this one. A policy that takes no claim (not active) is said here.
 */
export function NewClaimPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { t: tServer } = useTranslation();
  const { id = '' } = useParams();
  const { client } = useApi();
  const navigate = useNavigate();
  const showError = useShowError();
  const recordSaved = useRecordSaved<ClaimContext>(claims);
  const [context, setContext] = useState<ClaimDraftContext>();
  const [refusal, setRefusal] = useState<string>();
  useBreadcrumbOverride(policies.paths.view(id), context && { label: context.claim.policy.contractNr });

  useEffect(() => {
    let current = true;
    client.post<ClaimDraftContext>(`${claims.api}/${id}/init-claim`).then(
      (draft) => current && setContext(draft),
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiError && failure.status === 400)
          setRefusal(serverMessage(tServer, failure.message));
        else showError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [client, id, showError, tServer]);

  if (refusal !== undefined)
    return <PolicyRefusal policyId={id} title={t('workspace.claims.newTitle')} message={refusal} />;
  if (context === undefined) return <Busy message={t('workspace.claims.starting')} />;
  return (
    <EntityPage
      title={t('workspace.claims.newTitle')}
      overline={context.claim.product.name}
      status={{ label: t(`classifiers:claimStatuses.${context.claim.status}`), color: 'primary' }}
    >
      <ClaimFacts claim={context.claim} />
      <ClaimForm
        context={context}
        onSaved={(saved) => {
          void recordSaved(saved.claim.id, saved).then(() =>
            navigate(claims.paths.view(saved.claim.id), { replace: true }),
          );
        }}
      />
    </EntityPage>
  );
}
