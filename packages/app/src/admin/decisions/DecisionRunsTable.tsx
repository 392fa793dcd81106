import { formatDateTime, type DecisionRun } from '@coverline/engine';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useTenantSettings } from '../../api/shellData.js';

/** A decision's latest runs, newest first: when, how many quotes matched, changed and failed, and why. */
export function DecisionRunsTable({ path }: { path: string }) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const { data: runs = [] } = useSWR<DecisionRun[]>(path);
  return (
    <TableContainer component={Paper} sx={{ maxWidth: 1100 }}>
      <Table size="small" aria-label={t('decisions.runs.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('decisions.runs.scheduledFor')}</TableCell>
            <TableCell align="right">{t('decisions.runs.matched')}</TableCell>
            <TableCell align="right">{t('decisions.runs.changed')}</TableCell>
            <TableCell align="right">{t('decisions.runs.failed')}</TableCell>
            <TableCell>{t('decisions.runs.errors')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{formatDateTime(run.scheduledFor, settings.timeZone)}</TableCell>
              <TableCell align="right">{run.matched}</TableCell>
              <TableCell align="right">{run.changed}</TableCell>
              <TableCell align="right">{run.failed}</TableCell>
              <TableCell>
                {run.errors.map((each) => (
                  <span key={each.quoteId} style={{ display: 'block' }}>
                    {each.quoteNr ?? each.quoteId}: {each.error}
                  </span>
                ))}
              </TableCell>
            </TableRow>
          ))}
          {runs.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                {t('decisions.runs.none')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
