import { useCallback } from 'react';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';

/**
 * How a panel makes a change: runs the call, says `done` (when given) as a success notice, and shows the
 * server's refusal the app's one way; answers whether the change was made.
 */
export function usePanelChange(): (call: () => Promise<unknown>, done?: string) => Promise<boolean> {
  const notify = useNotify();
  const showError = useShowError();
  return useCallback(
    async (call, done) => {
      try {
        await call();
        if (done !== undefined) notify(done, 'success');
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [notify, showError],
  );
}
