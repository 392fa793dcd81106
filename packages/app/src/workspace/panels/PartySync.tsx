import type { PartyChange, PartyContext } from '@coverline/engine';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { recordKey } from '../../kit/recordKeys.js';
import { persons } from '../../resources/workspaceResources.js';

/** A value of a party's data as the difference dialog shows it; a dash when there is none. */
function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A changed field by its name in the party's form; the party's name and code by theirs. */
function fieldLabel(t: TFunction<'UI-context'>, party: PartyContext | undefined, path: string): string {
  if (path === 'name' || path === 'code') return t(`workspace.partySync.${path}`);
  const [objectKey, fieldKey] = path.split('.');
  const object = party?.dataDefinition.objectDefinitions.find((each) => each.key === objectKey);
  return object?.fields.find((each) => each.key === fieldKey)?.name ?? path;
}

/** The rows of one party's changes, named by the fields of the party's form once it is read. */
function PartyChangeRows({ party }: { party: PartyChange }) {
  const { t } = useTranslation('UI-context');
  const { data: current } = useSWR<PartyContext>(recordKey(persons, party.id));
  return party.changes.map((change) => (
    <TableRow key={change.path}>
      <TableCell>{fieldLabel(t, current, change.path)}</TableCell>
      <TableCell>{valueText(change.copy)}</TableCell>
      <TableCell>{valueText(change.current)}</TableCell>
    </TableRow>
  ));
}

/** The kinds of record whose copies of parties the dialog reviews: its texts name the record. */
export type PartySyncRecord = 'quote' | 'loan';

interface PartySyncProps<Answer> {
  /** Names the record in the texts (`…_loan` variants). */
  record: PartySyncRecord;
  /** The record's parties that changed since it took its copy of them. */
  changed: readonly PartyChange[];
  /** Whether the update is offered: the user's permission, and a record that may still change. */
  maySync: boolean;
  /** The record's address in the API; the update is `PUT {recordPath}/sync-party/{partyId}`. */
  recordPath: string;
  /** Takes the server's answer (the record as updated) and gives the parties still changed. */
  onSynced: (answer: Answer) => readonly PartyChange[];
}

/**
 * The party-difference dialog of a record that keeps copies of its parties (a quote, a loan): says which of
 * them changed since; the dialog lists each party's changes field by field, and the update takes the party's
 * values into the record.
 */
export function PartySync<Answer>({
  record,
  changed,
  maySync,
  recordPath,
  onSynced,
}: PartySyncProps<Answer>) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { run, saving } = useSaveResource({});
  if (changed.length === 0) return null;
  const context = record === 'quote' ? {} : { context: record };

  const sync = (party: PartyChange) =>
    run(async () => {
      const synced = await client.put<Answer>(`${recordPath}/sync-party/${party.id}`);
      notify(t('workspace.partySync.updated', context));
      if (onSynced(synced).length === 0) setOpen(false);
    });

  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          maySync && (
            <Button color="inherit" size="small" onClick={() => setOpen(true)}>
              {t('workspace.partySync.review')}
            </Button>
          )
        }
      >
        {t('workspace.partySync.notice', {
          ...context,
          names: changed.map((party) => party.name).join(', '),
        })}
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{t('workspace.partySync.title', context)}</DialogTitle>
        <DialogContent>
          {changed.map((party) => (
            <section key={party.id} aria-label={party.name}>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
                {party.name}
              </Typography>
              <TableContainer>
                <Table size="small" aria-label={party.name}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('workspace.partySync.field')}</TableCell>
                      <TableCell>{t('workspace.partySync.inRecord', context)}</TableCell>
                      <TableCell>{t('workspace.partySync.now')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    <PartyChangeRows party={party} />
                  </TableBody>
                </Table>
              </TableContainer>
              <Button variant="contained" sx={{ mt: 1 }} disabled={saving} onClick={() => void sync(party)}>
                {t('workspace.partySync.update', { ...context, name: party.name })}
              </Button>
            </section>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('workspace.partySync.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
