import { DEFAULT_DECISION_OPERATION, formatDateTime, type Decision } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { decisionList, decisionTypeOfSlug } from './decisionDraft.js';

/**
 * `/admin-area/decisions/{queryObjectName}`: the type's decisions by name with their schedule, when they run
 * next (on the tenant's clock) and their operation, each to edit, copy (switched off) or delete after
 * confirmation.
 */
export function DecisionListPage() {
  const { queryObjectName = '' } = useParams();
  const queryObject = decisionTypeOfSlug(queryObjectName);
  const { t, i18n } = useTranslation('UI-context');
  const classifiers = useTranslation('classifiers').t;
  const can = useCan();
  const { client } = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { settings } = useTenantSettings();
  const { run } = useSaveResource({});
  const { data: decisions } = useSWR<Decision[]>(
    queryObject === undefined ? null : decisionList(queryObject),
  );
  const [deleting, setDeleting] = useState<Decision | undefined>();

  if (queryObject === undefined) return <Navigate to="/admin-area" replace />;
  const title = t('decisions.title', { type: classifiers(`queryObjects.${queryObject}`) });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {can('decision:Create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`/admin-area/decisions/${queryObjectName}/new`}
          >
            {t('decisions.add')}
          </Button>
        )}
      </Stack>
      {decisions === undefined ? (
        <Busy message={t('decisions.loading')} />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('decisions.fields.name')}</TableCell>
                <TableCell>{t('decisions.fields.cron')}</TableCell>
                <TableCell>{t('decisions.nextRun')}</TableCell>
                <TableCell>{t('decisions.fields.operation')}</TableCell>
                <TableCell align="right">{t('decisions.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {decisions.map((decision) => {
                const name = displayName(decision, i18n.language);
                return (
                  <TableRow key={decision.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{decision.cron}</TableCell>
                    <TableCell>
                      {decision.nextRunAt === undefined
                        ? t('decisions.disabled')
                        : formatDateTime(decision.nextRunAt, settings.timeZone)}
                    </TableCell>
                    <TableCell>
                      {classifiers(
                        `quoteOperations.${decision.quoteOperation ?? DEFAULT_DECISION_OPERATION}`,
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        component={RouterLink}
                        to={`/admin-area/decisions/${queryObjectName}/${decision.id}`}
                        aria-label={t('decisions.edit', { name })}
                      >
                        <EditIcon />
                      </IconButton>
                      {can('decision:Create') && can('decision:Read') && (
                        <IconButton
                          aria-label={t('decisions.copy', { name })}
                          onClick={() =>
                            void run(async () => {
                              const copy = await client.post<Decision>(
                                `/api/decisions/${queryObject}/${decision.id}/copy`,
                              );
                              notify(t('decisions.copied', { name: copy.name }));
                              void mutate(decisionList(queryObject));
                            })
                          }
                        >
                          <ContentCopyIcon />
                        </IconButton>
                      )}
                      {can('decision:Delete') && (
                        <IconButton
                          aria-label={t('decisions.delete', { name })}
                          onClick={() => setDeleting(decision)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {decisions.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t('decisions.none')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('decisions.deleteTitle')}
        message={t('decisions.deleteMessage', {
          name: deleting === undefined ? '' : displayName(deleting, i18n.language),
        })}
        destructive
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const decision = deleting;
          setDeleting(undefined);
          if (decision === undefined) return;
          void run(async () => {
            await client.delete(`/api/decisions/${queryObject}/${decision.id}`);
            notify(t('decisions.deleted', { name: decision.name }));
            void mutate(decisionList(queryObject));
          });
        }}
      />
    </Stack>
  );
}
