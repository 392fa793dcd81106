import { useTranslation } from 'react-i18next';
import { policies, quotes } from '../../resources/workspaceResources.js';
import { ContractInitQuotePage } from '../ContractInitQuotePage.js';

/** `/workspace/policies/{id}/init-quote/{action}`: a quote of the action on the policy. */
export function PolicyInitQuotePage() {
  const { t } = useTranslation('UI-context');
  return (
    <ContractInitQuotePage
      contracts={policies}
      quotes={quotes}
      texts={{
        starting: t('workspace.policies.startingQuote'),
        title: t('workspace.policies.startQuoteTitle'),
        back: t('workspace.policies.backToPolicy'),
      }}
    />
  );
}
