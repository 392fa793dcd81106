import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { afterStart } from '../afterStart.js';
import { lazyComponent } from '@coverline/widgets';
import type { Notice, NoticeAlertProps } from './NoticeAlert.js';

/** A notice's code (MUI's Alert) comes a while after the first screen, or with the first notice. */
const NoticeAlert = lazyComponent<NoticeAlertProps>(
  async () => (await import('./NoticeAlert.js')).NoticeAlert,
  null,
);

/** At most this many notices are visible; a new one pushes the oldest out. */
export const MAX_VISIBLE_NOTICES = 3;

export type Notify = (message: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify | undefined>(undefined);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (notify === undefined) throw new Error('useNotify needs a NotificationsProvider');
  return notify;
}

let nextId = 1;

/** Success and information notices, stacked at the bottom right. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => afterStart(() => void NoticeAlert.preload()), []);
  const dismiss = useCallback(
    (id: number) => setNotices((all) => all.filter((notice) => notice.id !== id)),
    [],
  );
  const notify = useCallback<Notify>((message, severity = 'success') => {
    const notice = { id: nextId++, message, severity };
    setNotices((all) => [...all, notice].slice(-MAX_VISIBLE_NOTICES));
  }, []);

  return (
    <NotifyContext.Provider value={useMemo(() => notify, [notify])}>
      {children}
      <Stack
        spacing={1}
        role="region"
        aria-live="polite"
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: 400,
        }}
      >
        {notices.map((notice) => (
          <NoticeAlert key={notice.id} notice={notice} onDismiss={dismiss} />
        ))}
      </Stack>
    </NotifyContext.Provider>
  );
}
