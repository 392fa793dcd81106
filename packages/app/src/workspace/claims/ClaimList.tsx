import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClaimPage } from '@coverline/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useCan } from '../../navigation/useCan.js';
import { claims } from '../../resources/workspaceResources.js';
import { dateText, moneyText } from '../policies/policy.js';

/** How many claims a record's page lists. */
const SHOWN = 10;

/**
 * The claims of a policy or of an applicant (`GET {owner}/claims`), newest first, each opening its page; for
 * those who may find claims.
 */
export function ClaimList({ owner }: { owner: string }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const can = useCan();
  const titleId = useId();
  const { data } = useSWR<ClaimPage>(can('claim:Find') ? `${owner}/claims?page=0&limit=${SHOWN}` : null);
  if (data === undefined) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('workspace.claims.title')}
      </Typography>
      {data.items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.claims.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.columns.claimNr')}</TableCell>
              <TableCell>{t('workspace.columns.contractNumber')}</TableCell>
              <TableCell>{t('workspace.columns.status')}</TableCell>
              <TableCell>{t('workspace.claims.applicant')}</TableCell>
              <TableCell>{t('workspace.columns.eventDate')}</TableCell>
              <TableCell align="right">{t('workspace.columns.lossAmount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((claim) => (
              <TableRow key={claim.entityId}>
                <TableCell>
                  <Link component={RouterLink} to={claims.paths.view(claim.entityId)}>
                    {claim.claimNr}
                  </Link>
                </TableCell>
                <TableCell>{claim.policyNr}</TableCell>
                <TableCell>{t(`classifiers:claimStatuses.${claim.status}`)}</TableCell>
                <TableCell>{claim.applicantName}</TableCell>
                <TableCell>{dateText(claim.eventDateTime?.slice(0, 10))}</TableCell>
                <TableCell align="right">{moneyText(claim.lossAmount, claim.currency ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.count > data.items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('workspace.persons.more', { shown: data.items.length, count: data.count })}
        </Typography>
      )}
    </Box>
  );
}
