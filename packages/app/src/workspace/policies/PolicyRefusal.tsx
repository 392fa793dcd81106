import { useTranslation } from 'react-i18next';
import { policies } from '../../resources/workspaceResources.js';
import { ContractRefusal } from '../ContractRefusal.js';

/** Why something cannot be started on a policy (a quote, a claim), with the way back to the policy. */
export function PolicyRefusal({
  policyId,
  title,
  message,
}: {
  policyId: string;
  title: string;
  message: string;
}) {
  const { t } = useTranslation('UI-context');
  return (
    <ContractRefusal
      title={title}
      message={message}
      back={{ to: policies.paths.view(policyId), label: t('workspace.policies.backToPolicy') }}
    />
  );
}
