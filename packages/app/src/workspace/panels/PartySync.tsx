import type { PartyChange } from '@coverline/engine';
import { LazyAlert, lazyComponent } from '@coverline/widgets';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';

/** The dialog's code comes with its first opening. */
const PartySyncDialog = lazyComponent(
  async () => (await import('./PartySyncDialog.js')).PartySyncDialog,
  null,
);

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
  // Undefined until first opened.
  const [open, setOpen] = useState<boolean>();
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
      <LazyAlert
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
      </LazyAlert>
      {open !== undefined && (
        <PartySyncDialog
          open={open}
          onClose={() => setOpen(false)}
          changed={changed}
          context={context}
          saving={saving}
          onSync={(party) => void sync(party)}
        />
      )}
    </>
  );
}
