import { useEffect, useState } from 'react';
import { formatDateTime } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import PublishIcon from '@mui/icons-material/Publish';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import MuiLink from '@mui/material/Link';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import { useApi } from '../../../api/ApiContext.js';
import { useTenantSettings } from '../../../api/shellData.js';
import { useSaveResource } from '../../../api/useSaveResource.js';
import { useNotify } from '../../../errors/Notifications.js';
import { Pager } from '../../../kit/Pager.js';
import { useCan } from '../../../navigation/useCan.js';
import { ConfirmDialog } from '../../common/ConfirmDialog.js';
import { RefusalAlert } from '../../common/RefusalAlert.js';
import { RowAction } from '../RowAction.js';
import {
  activateProductVersion,
  activationPermission,
  copyProductVersion,
  isDeletable,
  type StoredProductVersion,
} from './productVersionCalls.js';
import { VersionStateChip } from './VersionStateChip.js';

/** Rows per page of the versions table. */
export const VERSIONS_PAGE_SIZE = 5;

interface Page {
  count: number;
  items: StoredProductVersion[];
}

type Pending = { action: 'delete' | 'activate'; version: StoredProductVersion };

/**
 * The versions of a product: name, created, in use and status, five a page; a row opens
 * the version; delete, activate and copy per row. Shown only with `productVersion:Find` and when the tenant
 * has product versions enabled.
 */
export function ProductVersionsTable({ productId }: { productId: string }) {
  const can = useCan();
  const { settings } = useTenantSettings();
  if (!can('productVersion:Find') || !settings.enableProductVersions) return null;
  return <VersionsTable productId={productId} />;
}

function VersionsTable({ productId }: { productId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const { settings } = useTenantSettings();
  const navigate = useNavigate();
  const notify = useNotify();
  const can = useCan();
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<Pending | undefined>();
  const { refusal, dismissRefusal, run: runCall } = useSaveResource({ showsRefusals: true });
  const { data, mutate } = useSWR<Page>(
    `/api/products/${productId}/product-versions/find?page=${page}&limit=${VERSIONS_PAGE_SIZE}`,
  );
  // Deleting the last row of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (data?.items.length === 0 && page > 0) setPage(page - 1);
  }, [data, page]);
  const versionPath = (id?: string) =>
    `/admin-area/products/${productId}/product-versions${id === undefined ? '' : `/${id}`}`;

  const run = (work: () => Promise<void>) =>
    runCall(async () => {
      await work();
      await mutate();
    });
  const confirm = () => {
    if (pending === undefined) return;
    setPending(undefined);
    const { action, version } = pending;
    void run(async () => {
      if (action === 'delete') {
        await client.delete(`/api/product-versions/${version.id}`);
        notify(t('productVersions.deleted', { name: version.name }));
      } else {
        await activateProductVersion(client, version);
        notify(t('productVersions.activated', { name: version.name }));
      }
    });
  };
  const copy = (version: StoredProductVersion) =>
    run(async () => {
      const copied = await copyProductVersion(client, version.id);
      notify(t('productVersions.copied', { name: copied.name }));
    });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('productVersions.title')}
        </Typography>
        {can('productVersion:Create') && (
          <Button component={Link} to={versionPath()} startIcon={<AddIcon />}>
            {t('productVersions.add')}
          </Button>
        )}
      </Stack>
      <RefusalAlert refusal={refusal} onClose={dismissRefusal} sx={{ mb: 2 }} />
      <TableContainer>
        <Table size="small" aria-label={t('productVersions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('productVersions.name')}</TableCell>
              <TableCell>{t('productVersions.created')}</TableCell>
              <TableCell>{t('productVersions.inUse')}</TableCell>
              <TableCell>{t('productVersions.status')}</TableCell>
              <TableCell align="right">{t('productVersions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">{t('productVersions.noRecords')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {data?.items.map((version) => (
              <TableRow
                key={version.id}
                hover
                onClick={() => navigate(versionPath(version.id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <MuiLink
                    component={Link}
                    to={versionPath(version.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {version.name}
                  </MuiLink>
                </TableCell>
                <TableCell>
                  {version.createdAt === undefined
                    ? ''
                    : formatDateTime(version.createdAt, settings.timeZone)}
                </TableCell>
                <TableCell>{t(version.used ? 'productVersions.yes' : 'productVersions.no')}</TableCell>
                <TableCell>
                  <VersionStateChip version={version} />
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  onClick={(event) => event.stopPropagation()}
                >
                  {isDeletable(version) && can('productVersion:Delete') && (
                    <RowAction
                      label={t('productVersions.deleteVersion', { name: version.name })}
                      onClick={() => setPending({ action: 'delete', version })}
                    >
                      <DeleteIcon />
                    </RowAction>
                  )}
                  {!version.active && can(activationPermission(version)) && (
                    <RowAction
                      label={t('productVersions.activateVersion', { name: version.name })}
                      onClick={() => setPending({ action: 'activate', version })}
                    >
                      <PublishIcon />
                    </RowAction>
                  )}
                  {can('productVersion:Create') && (
                    <RowAction
                      label={t('productVersions.copyVersion', { name: version.name })}
                      onClick={() => void copy(version)}
                    >
                      <ContentCopyIcon />
                    </RowAction>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager
        count={data?.count ?? 0}
        pageIndex={page}
        pageSize={VERSIONS_PAGE_SIZE}
        pageSizes={[VERSIONS_PAGE_SIZE]}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={pending?.action === 'delete'}
        title={t('productVersions.deleteTitle', { name: pending?.version.name })}
        message={t('products.permanentAction')}
        confirmLabel={t('productVersions.delete')}
        destructive
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
      <ConfirmDialog
        open={pending?.action === 'activate'}
        title={t('productVersions.activateTitle', { name: pending?.version.name })}
        message={t('productVersions.activateMessage')}
        confirmLabel={t('productVersions.activate')}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </Paper>
  );
}
