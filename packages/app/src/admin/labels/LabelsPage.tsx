import { useCallback, useMemo, useState } from 'react';
import type { Label } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
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
import { arrayMove } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../../api/ApiError.js';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { DragHandleCell, MoveButtons, SortableTableBody, SortableTableRow } from '../common/SortableTable.js';
import { ColourSwatch } from './ColourSwatch.js';
import { LabelDialog } from './LabelDialog.js';
import { labelRowOf, labelsPayload, type LabelRow } from './labelRows.js';

const LABELS = '/api/labels';

/** `/admin-area/labels`: the tenant's labels as one ordered list, not paged. */
export function LabelsPage() {
  const { t } = useTranslation('UI-context');
  const { data: labels } = useSWR<Label[]>(LABELS);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {labels === undefined ? (
        <>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('labels.title')}
          </Typography>
          <Busy message={t('labels.loading')} />
        </>
      ) : (
        // Saved labels come back with new versions: the editor starts afresh from them.
        <LabelsEditor key={JSON.stringify(labels)} saved={labels} />
      )}
    </Stack>
  );
}

/**
 * Adding, editing, deleting and reordering change the list on screen only; one save sends the whole list.
 */
function LabelsEditor({ saved }: { saved: Label[] }) {
  const { t, i18n } = useTranslation('UI-context');
  const { t: tGlobal } = useTranslation();
  const { client } = useApi();
  const notify = useNotify();
  const showError = useShowError();
  const { mutate } = useSWRConfig();
  const editable = useCan()('labels:Update');
  const [rows, setRows] = useState(() => saved.map(labelRowOf));
  const [editing, setEditing] = useState<LabelRow | 'new' | undefined>(undefined);
  const [deleting, setDeleting] = useState<LabelRow | undefined>(undefined);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(labelsPayload(rows)) !== JSON.stringify(saved);

  const ids = useMemo(() => rows.map((row) => row.rowId), [rows]);
  const move = useCallback((from: number, to: number) => setRows((old) => arrayMove(old, from, to)), []);
  const rowName = useCallback(
    (rowId: string) => {
      const row = rows.find((each) => each.rowId === rowId);
      return row === undefined ? '' : displayName(row.label, i18n.language);
    },
    [rows, i18n.language],
  );

  const saveLabel = (edited: Pick<Label, 'name' | 'translations' | 'color'>) => {
    if (editing === 'new') setRows((old) => [...old, labelRowOf(edited)]);
    else if (editing !== undefined) {
      const { translations: _dropped, ...kept } = editing.label;
      setRows((old) =>
        old.map((row) => (row.rowId === editing.rowId ? { ...row, label: { ...kept, ...edited } } : row)),
      );
    }
    setEditing(undefined);
  };

  const save = async () => {
    setSaving(true);
    try {
      // A saved label the user deleted is deleted on its own: the list alone never removes a label that
      // is on records.
      const listed = new Set(rows.map((row) => row.label.id));
      for (const { id } of saved)
        if (id !== undefined && !listed.has(id)) await client.delete(`${LABELS}/${id}`);
      const result = await client.put<Label[]>(LABELS, labelsPayload(rows));
      setProblems([]);
      notify(t('labels.saved'));
      void mutate('/api/object-catalog');
      await mutate(LABELS, result, { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.validationErrors !== undefined)
        setProblems(
          Object.values(error.validationErrors).map((messages) => serverMessage(tGlobal, messages[0] ?? '')),
        );
      else showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('labels.title')}
        </Typography>
        {editable && (
          <Stack direction="row" spacing={1}>
            <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('labels.add')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={!changed || saving}>
              {t('labels.save')}
            </Button>
          </Stack>
        )}
      </Stack>
      {changed && <Alert severity="info">{t('labels.unsaved')}</Alert>}
      {problems.length > 0 && (
        <Alert severity="error">
          {[...new Set(problems)].map((problem) => (
            <span key={problem} style={{ display: 'block' }}>
              {problem}
            </span>
          ))}
        </Alert>
      )}
      <TableContainer component={Paper}>
        <Table aria-label={t('labels.title')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell padding="checkbox">{t('labels.fields.colour')}</TableCell>
              <TableCell>{t('labels.fields.name')}</TableCell>
              <TableCell align="right" aria-label={t('labels.actions')} />
            </TableRow>
          </TableHead>
          <SortableTableBody ids={ids} onMove={move} rowName={rowName} disabled={!editable}>
            {rows.map((row) => (
              <SortableTableRow key={row.rowId} id={row.rowId}>
                <DragHandleCell id={row.rowId} />
                <TableCell padding="checkbox">
                  <ColourSwatch
                    colour={row.label.color}
                    size={24}
                    label={t(`labels.colours.${row.label.color}`)}
                  />
                </TableCell>
                <TableCell>{rowName(row.rowId)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <MoveButtons id={row.rowId} />
                  {editable && (
                    <>
                      <IconButton
                        size="small"
                        aria-label={t('labels.edit', { name: rowName(row.rowId) })}
                        onClick={() => setEditing(row)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('labels.delete', { name: rowName(row.rowId) })}
                        onClick={() => setDeleting(row)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </>
                  )}
                </TableCell>
              </SortableTableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {t('labels.none')}
                </TableCell>
              </TableRow>
            )}
          </SortableTableBody>
        </Table>
      </TableContainer>

      <LabelDialog
        open={editing !== undefined}
        label={editing === 'new' ? undefined : editing?.label}
        onClose={() => setEditing(undefined)}
        onSave={saveLabel}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('labels.deleteTitle')}
        message={t('labels.deleteMessage', { name: deleting === undefined ? '' : rowName(deleting.rowId) })}
        confirmLabel={t('labels.deleteConfirm')}
        destructive
        onConfirm={() => {
          setRows((old) => old.filter((row) => row !== deleting));
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
