import type { PartyChange } from '@coverline/engine';
import { lazyComponent } from '@coverline/widgets';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import type { PartySyncProps } from './PartySync.js';

/** The dialog's code comes with its first opening. */
const PartySyncDialog = lazyComponent(
  async () => (await import('./PartySyncDialog.js')).PartySyncDialog,
  null,
);

/** `PartySync`'s notice of the parties that changed, with the button that opens their dialog. */
export function PartySyncNotice<Answer>({
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
