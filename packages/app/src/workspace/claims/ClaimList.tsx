import type { ClaimPage } from '@coverline/engine';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useCan } from '../../navigation/useCan.js';
import { claims } from '../../resources/workspaceResources.js';
import { dateText, moneyText } from '../policies/policy.js';
import { RecordTable } from '../RecordTable.js';

/** How many claims a record's page lists. */
const SHOWN = 10;

/**
 * The claims of a policy or of an applicant (`GET {owner}/claims`), newest first, each opening its page; for
 * those who may find claims.
 */
export function ClaimList({ owner }: { owner: string }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const can = useCan();
  const { data } = useSWR<ClaimPage>(can('claim:Find') ? `${owner}/claims?page=0&limit=${SHOWN}` : null);
  if (data === undefined) return null;
  return (
    <RecordTable
      title={t('workspace.claims.title')}
      headers={[
        t('workspace.columns.claimNr'),
        t('workspace.columns.contractNumber'),
        t('workspace.columns.status'),
        t('workspace.claims.applicant'),
        t('workspace.columns.eventDate'),
        t('workspace.columns.lossAmount'),
      ]}
      answer={data}
      row={(claim) => [
        <Link key="nr" component={RouterLink} to={claims.paths.view(claim.entityId)}>
          {claim.claimNr}
        </Link>,
        claim.policyNr,
        t(`classifiers:claimStatuses.${claim.status}`),
        claim.applicantName,
        dateText(claim.eventDateTime?.slice(0, 10)),
        moneyText(claim.lossAmount, claim.currency ?? ''),
      ]}
      idOf={(claim) => claim.entityId}
    />
  );
}
