import type { PartyReference } from '@coverline/engine';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../navigation/useCan.js';
import { persons, policies } from '../../resources/workspaceResources.js';
import { Facts } from '../policies/Facts.js';
import { dateText, moneyText } from '../policies/policy.js';
import type { Claim, ClaimDraft } from './claim.js';

/**
 * What a claim is made on: its policy's number, dates and premium, and links to the policy, its holder and
 * beneficiary and the claim's applicant.
 */
export function ClaimFacts({ claim }: { claim: Claim | ClaimDraft }) {
  const { t } = useTranslation('UI-context');
  const can = useCan();
  const { policy } = claim;
  const premium = policy.transactions.at(-1)?.premium;
  const beneficiary = policy.parties.find((party) => party.role === 'BNF')?.party;
  const people: [string, PartyReference | null | undefined][] = [
    [t('workspace.policies.holder'), policy.contractee],
    [t('workspace.claims.beneficiary'), beneficiary],
    [t('workspace.claims.applicant'), claim.applicant],
  ];
  return (
    <>
      <Facts
        label={t('workspace.claims.policy')}
        facts={[
          [t('workspace.columns.contractNumber'), policy.contractNr],
          [t('workspace.columns.startDate'), dateText(policy.startDate)],
          [t('workspace.columns.endDate'), dateText(policy.endDate)],
          [t('workspace.policies.issueDate'), dateText(policy.issueDate)],
          [t('workspace.policies.premium'), moneyText(premium, policy.currency)],
          ...people.map(([role, party]): [string, string] => [role, party?.name ?? '—']),
        ]}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, mb: 3, flexWrap: 'wrap' }}>
        {can('contract:Read') && (
          <Link component={RouterLink} to={policies.paths.view(policy.id)}>
            {t('workspace.claims.openPolicy', { number: policy.contractNr })}
          </Link>
        )}
        {can('party:Read') &&
          people.map(
            ([role, party]) =>
              party != null && (
                <Link key={role} component={RouterLink} to={persons.paths.view(party.id)}>
                  {t('workspace.claims.openPerson', { role, name: party.name })}
                </Link>
              ),
          )}
      </Stack>
    </>
  );
}
