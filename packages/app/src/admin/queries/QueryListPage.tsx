import type { SavedQuery } from '@coverline/engine';
import { IconByName } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { queryObjectOfSlug } from '../../navigation/queryObjectSlugs.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { DragHandleCell, MoveButtons, SortableTableBody, SortableTableRow } from '../common/SortableTable.js';
import { DEFAULT_QUERY_ICON } from './queryDraft.js';

/** The lists that show saved queries: this type's list and the sidebar's object catalog. */
export function queryLists(queryObject: string): string[] {
  return [`/api/queries/${queryObject}/all`, '/api/object-catalog'];
}

/**
 * `/admin-area/queries/{type}`: the type's saved queries in their order (dragged or moved, and saved at once),
 * each to edit, copy or delete after confirmation. Not paged.
 */
export function QueryListPage() {
  const { type = '' } = useParams();
  const queryObject = queryObjectOfSlug(type);
  const { t, i18n } = useTranslation('UI-context');
  const text = useTranslation('classifiers').t;
  const can = useCan();
  const { client } = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { run, saving } = useSaveResource({});
  const path = `/api/queries/${queryObject}/all`;
  const { data: queries } = useSWR<SavedQuery[]>(queryObject === undefined ? null : path);
  const [deleting, setDeleting] = useState<SavedQuery | undefined>();
  const rowName = useCallback(
    (id: string) => displayName(queries?.find((query) => query.id === id) ?? {}, i18n.language),
    [queries, i18n.language],
  );
  const refresh = () => {
    for (const list of queryLists(queryObject ?? '')) void mutate(list);
  };

  const move = useCallback(
    (from: number, to: number) => {
      if (queries === undefined) return;
      const order = [...queries];
      const [moved] = order.splice(from, 1);
      if (moved === undefined) return;
      order.splice(to, 0, moved);
      void mutate(path, order, { revalidate: false });
      void run(async () => {
        const saved = await client.put<SavedQuery[]>(`/api/queries/${queryObject}/reorder`, {
          queries: order.map(({ id }) => id),
        });
        void mutate(path, saved, { revalidate: false });
        void mutate('/api/object-catalog');
      });
    },
    [queries, mutate, path, run, client, queryObject],
  );

  if (queryObject === undefined) return <Navigate to="/admin-area" replace />;
  const edit = (query: SavedQuery) => `/admin-area/queries/${type}/${query.id}`;
  const title = text(`queryObjects.${queryObject}`);
  const ids = (queries ?? []).map(({ id }) => id as string);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('queries.title', { type: title })}
        </Typography>
        {can('query:Create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`/admin-area/queries/${type}/new`}
          >
            {t('queries.add')}
          </Button>
        )}
      </Stack>
      {queries === undefined ? (
        <Busy message={t('queries.loading')} />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={t('queries.title', { type: title })}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" aria-label={t('queries.order')} />
                <TableCell padding="checkbox" aria-label={t('queries.fields.icon')} />
                <TableCell>{t('queries.fields.name')}</TableCell>
                <TableCell align="right">{t('queries.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <SortableTableBody
              ids={ids}
              onMove={move}
              rowName={rowName}
              disabled={!can('query:Update') || saving}
            >
              {queries.map((query) => {
                const name = displayName(query, i18n.language);
                return (
                  <SortableTableRow key={query.id} id={query.id as string}>
                    <DragHandleCell id={query.id as string} />
                    <TableCell padding="checkbox">
                      <IconByName
                        name={query.iconName ?? DEFAULT_QUERY_ICON}
                        color="action"
                        sx={{ display: 'block', mx: 'auto' }}
                      />
                    </TableCell>
                    <TableCell>{name}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <MoveButtons id={query.id as string} />
                      <IconButton
                        component={RouterLink}
                        to={edit(query)}
                        aria-label={t('queries.edit', { name })}
                      >
                        <EditIcon />
                      </IconButton>
                      {can('query:Create') && can('query:Read') && (
                        <IconButton
                          aria-label={t('queries.copy', { name })}
                          disabled={saving}
                          onClick={() =>
                            void run(async () => {
                              const copy = await client.post<SavedQuery>(`/api/queries/${query.id}/copy`);
                              notify(t('queries.copied', { name: copy.name }));
                              refresh();
                            })
                          }
                        >
                          <ContentCopyIcon />
                        </IconButton>
                      )}
                      {can('query:Delete') && (
                        <IconButton
                          aria-label={t('queries.delete', { name })}
                          onClick={() => setDeleting(query)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </TableCell>
                  </SortableTableRow>
                );
              })}
              {queries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t('queries.none')}
                  </TableCell>
                </TableRow>
              )}
            </SortableTableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('queries.deleteTitle')}
        message={t('queries.deleteMessage', {
          name: deleting === undefined ? '' : displayName(deleting, i18n.language),
        })}
        destructive
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const query = deleting;
          setDeleting(undefined);
          if (query === undefined) return;
          void run(async () => {
            await client.delete(`/api/queries/${query.id}`);
            notify(t('queries.deleted', { name: query.name }));
            refresh();
          });
        }}
      />
    </Stack>
  );
}
