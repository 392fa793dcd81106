import type { PartyChange, PartyContext } from '@coverline/engine';
import type { TFunction } from 'i18next';
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
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

export interface PartySyncDialogProps {
  open: boolean;
  onClose: () => void;
  /** The parties that changed since the record took its copy of them. */
  changed: readonly PartyChange[];
  /** The texts' context: `{}` for a quote, `{ context: 'loan' }` for a loan. */
  context: { context?: string };
  /** While an update runs, its buttons wait. */
  saving: boolean;
  onSync: (party: PartyChange) => void;
}

/** The dialog of `PartySync`: each changed party's changes field by field, with the update of the record. */
export function PartySyncDialog({ open, onClose, changed, context, saving, onSync }: PartySyncDialogProps) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
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
            <Button variant="contained" sx={{ mt: 1 }} disabled={saving} onClick={() => onSync(party)}>
              {t('workspace.partySync.update', { ...context, name: party.name })}
            </Button>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.partySync.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
