import { useCallback, useState, type FormEvent } from 'react';
import type { Lookup } from '@coverline/engine';
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
import { ApiError } from '../../api/ApiError.js';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import { useCan } from '../../navigation/useCan.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { serverFieldErrors, type ServerFieldErrors } from '../../pages/serverFieldErrors.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { IconPicker } from '../common/IconPicker.js';
import { DragHandleCell, MoveButtons, SortableTableBody, SortableTableRow } from '../common/SortableTable.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import {
  lookupDraftOf,
  lookupPayload,
  newRowId,
  type LookupDraft,
  type LookupValueRow,
} from './lookupDraft.js';
import { lookupErrors, type LookupField } from './lookupErrors.js';
import { LookupValueDialog, type LookupValue } from './LookupValueDialog.js';

const SERVER_FIELDS = ['name', 'key', 'iconName'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

export interface LookupFormProps {
  /** The saved lookup; none for a new one. */
  lookup: Lookup | undefined;
  onSaved: (saved: Lookup) => void;
  onDeleted?: () => void;
}

/** A lookup's name, key, icon and ordered values, saved together with the version it was read at. */
export function LookupForm({ lookup, onSaved, onDeleted }: LookupFormProps) {
  const { t, i18n } = useTranslation('UI-context');
  const { t: tGlobal } = useTranslation();
  const text = useTextTranslation();
  const { client } = useApi();
  const showError = useShowError();
  const can = useCan();
  const isNew = lookup?.id === undefined;
  const editable = can(isNew ? 'lookup:Create' : 'lookup:Update');
  const deletable = !isNew && can('lookup:Delete');

  const [draft, setDraft] = useState<LookupDraft>(() => lookupDraftOf(lookup));
  const [touched, setTouched] = useState<ReadonlySet<LookupField>>(new Set());
  const [server, setServer] = useState<ServerFieldErrors<ServerField>>({ fields: {}, others: [] });
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<LookupValueRow | 'new' | undefined>(undefined);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const errors = lookupErrors({ name: draft.name.name, key: draft.key });
  const messages = (field: LookupField | 'iconName'): string[] => {
    const fromServer = server.fields[field];
    if (fromServer !== undefined) {
      // A refusal the form knows (`notUnique` key) reads as its own message; others as the server's.
      const known = `frontend-validations:lookups.${field}.${fromServer}`;
      return [i18n.exists(known) ? text(known) : serverMessage(tGlobal, fromServer)];
    }
    const error = field === 'iconName' ? undefined : errors[field];
    return error !== undefined && touched.has(field as LookupField)
      ? [text(`frontend-validations:lookups.${field}.${error}`)]
      : [];
  };
  const change = (patch: Partial<LookupDraft>, field?: ServerField) => {
    setDraft((old) => ({ ...old, ...patch }));
    if (field !== undefined) setServer((old) => ({ ...old, fields: { ...old.fields, [field]: undefined } }));
  };
  const touch = (field: LookupField) => setTouched((old) => new Set(old).add(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['name', 'key']));
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const body = lookupPayload(draft, lookup);
      const saved = await (isNew
        ? client.post<Lookup>('/api/lookups', body)
        : client.put<Lookup>('/api/lookups', body));
      setServer({ fields: {}, others: [] });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.validationErrors !== undefined)
        setServer(serverFieldErrors(error.validationErrors, SERVER_FIELDS));
      else showError(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await client.delete(`/api/lookups/${lookup?.id}`);
      onDeleted?.();
    } catch (error) {
      showError(error);
    }
  };

  const rowIds = draft.values.map((value) => value.rowId);
  const moveValue = useCallback(
    (from: number, to: number) => setDraft((old) => ({ ...old, values: arrayMove(old.values, from, to) })),
    [],
  );
  const valueName = useCallback(
    (rowId: string) => {
      const value = draft.values.find((each) => each.rowId === rowId);
      return value === undefined ? '' : displayName(value.name, i18n.language) || value.key;
    },
    [draft.values, i18n.language],
  );
  const saveValue = (value: LookupValue) => {
    setDraft((old) => ({
      ...old,
      values:
        editing === 'new' || editing === undefined
          ? [...old.values, { ...value, rowId: newRowId() }]
          : old.values.map((each) => (each.rowId === editing.rowId ? { ...each, ...value } : each)),
    }));
    setEditing(undefined);
  };
  const otherKeys = draft.values
    .filter((value) => editing === 'new' || value.rowId !== editing?.rowId)
    .map((value) => value.key);
  const title = isNew ? t('lookups.newTitle') : displayName(lookup, i18n.language);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} sx={{ maxWidth: 960 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          {deletable && (
            <Button
              color="error"
              onClick={() => setConfirmingDelete(true)}
              startIcon={<DeleteOutlinedIcon />}
            >
              {t('lookups.delete')}
            </Button>
          )}
          {editable && (
            <Button type="submit" variant="contained" disabled={saving}>
              {t('lookups.save')}
            </Button>
          )}
        </Stack>
      </Stack>

      <Paper sx={{ p: 3 }}>
        <Stack spacing={2}>
          <TranslatableNameField
            name="name"
            label={t('lookups.fields.name')}
            value={draft.name}
            onChange={(name) => change({ name }, 'name')}
            onBlur={() => touch('name')}
            messages={messages('name')}
            disabled={!editable}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              name="key"
              label={t('lookups.fields.key')}
              value={draft.key}
              onChange={(event) => change({ key: event.target.value }, 'key')}
              onBlur={() => touch('key')}
              messages={messages('key')}
              hint={t('lookups.fields.keyHint')}
              disabled={!editable}
              required
            />
            <IconPicker
              label={t('lookups.fields.icon')}
              value={draft.iconName}
              onChange={(iconName) => change({ iconName }, 'iconName')}
              messages={messages('iconName')}
              disabled={!editable}
            />
          </Stack>
        </Stack>
      </Paper>

      <Paper sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('lookups.values.title')}
          </Typography>
          {editable && (
            <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('lookups.values.add')}
            </Button>
          )}
        </Stack>
        {server.others.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {server.others.map(({ path, message }) => (
              <span key={path} style={{ display: 'block' }}>
                {`${path}: ${serverMessage(tGlobal, message)}`}
              </span>
            ))}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label={t('lookups.values.title')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{t('lookups.values.name')}</TableCell>
                <TableCell>{t('lookups.values.key')}</TableCell>
                <TableCell align="right" aria-label={t('lookups.values.actions')} />
              </TableRow>
            </TableHead>
            <SortableTableBody ids={rowIds} onMove={moveValue} rowName={valueName} disabled={!editable}>
              {draft.values.map((value) => (
                <SortableTableRow key={value.rowId} id={value.rowId}>
                  <DragHandleCell id={value.rowId} />
                  <TableCell>{displayName(value.name, i18n.language)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{value.key}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <MoveButtons id={value.rowId} />
                    {editable && (
                      <>
                        <IconButton
                          size="small"
                          aria-label={t('lookups.values.edit', { name: valueName(value.rowId) })}
                          onClick={() => setEditing(value)}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={t('lookups.values.delete', { name: valueName(value.rowId) })}
                          onClick={() => change({ values: draft.values.filter((each) => each !== value) })}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </>
                    )}
                  </TableCell>
                </SortableTableRow>
              ))}
              {draft.values.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                    {t('lookups.values.none')}
                  </TableCell>
                </TableRow>
              )}
            </SortableTableBody>
          </Table>
        </TableContainer>
      </Paper>

      <LookupValueDialog
        open={editing !== undefined}
        value={editing === 'new' ? undefined : editing}
        otherKeys={otherKeys}
        onClose={() => setEditing(undefined)}
        onSave={saveValue}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title={t('lookups.deleteTitle')}
        message={t('lookups.deleteMessage', { name: title })}
        confirmLabel={t('lookups.delete')}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
