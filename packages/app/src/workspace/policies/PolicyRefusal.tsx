import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { policies } from '../../resources/workspaceResources.js';
import { PageCard } from '../PageCard.js';

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
    <PageCard title={title}>
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={policies.paths.view(policyId)} color="inherit" size="small">
            {t('workspace.policies.backToPolicy')}
          </Button>
        }
      >
        {message}
      </Alert>
    </PageCard>
  );
}
