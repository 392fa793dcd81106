import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../admin/common/ConfirmDialog.js';

/** A message that can be sent again: to whom it went. */
interface Resendable {
  id: string;
  sentTo: string;
}

/**
 * Asks before a message is sent again: `ask(message)` opens the confirmation (its title and text by
 * `texts`), and `resend(message)` runs on confirmation. Render `dialog` once in the panel.
 */
export function useResendConfirmation<M extends Resendable>(
  texts: { title: string; message: (to: string) => string; confirm: string },
  resend: (message: M) => void,
): { ask: (message: M) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<M>();
  return {
    ask: setAsking,
    dialog: (
      <ConfirmDialog
        open={asking !== undefined}
        title={texts.title}
        message={texts.message(asking?.sentTo ?? '')}
        confirmLabel={texts.confirm}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const message = asking as M;
          setAsking(undefined);
          resend(message);
        }}
      />
    ),
  };
}
