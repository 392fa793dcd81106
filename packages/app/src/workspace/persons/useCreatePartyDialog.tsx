import type { PartyType } from '@coverline/engine';
import { lazyComponent, type PartyReference } from '@coverline/widgets';
import { useCallback, useState, type ReactNode } from 'react';

/** The dialog's code, with the person form's, comes with its first opening. */
const CreatePartyDialog = lazyComponent(
  async () => (await import('./CreatePartyDialog.js')).CreatePartyDialog,
  null,
);

interface Request {
  partyTypes: readonly PartyType[];
  resolve: (party: PartyReference | undefined) => void;
}

/**
 * "Create new" of Customer fields: the new-person form in a dialog over the quote, so that what the user
 * typed into the quote stays. `open` resolves with the saved person, or undefined when the dialog is closed.
 */
export function useCreatePartyDialog(): {
  open: (partyTypes: readonly PartyType[]) => Promise<PartyReference | undefined>;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<Request>();
  const open = useCallback(
    (partyTypes: readonly PartyType[]) =>
      new Promise<PartyReference | undefined>((resolve) => setRequest({ partyTypes, resolve })),
    [],
  );
  const close = (party: PartyReference | undefined) => {
    request?.resolve(party);
    setRequest(undefined);
  };
  return {
    open,
    dialog: request && <CreatePartyDialog partyTypes={request.partyTypes} onClose={close} />,
  };
}
