import Alert, { type AlertColor } from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const HIDE_AFTER_MS = 6000;

export interface Notice {
  id: number;
  message: string;
  severity: AlertColor;
}

export interface NoticeAlertProps {
  notice: Notice;
  onDismiss: (id: number) => void;
}

/** One notice of NotificationsProvider: dismissed by its button, or by itself after a few seconds. */
export function NoticeAlert({ notice, onDismiss }: NoticeAlertProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [notice.id, onDismiss]);
  return (
    <Alert
      severity={notice.severity}
      variant="filled"
      onClose={() => onDismiss(notice.id)}
      slotProps={{ closeButton: { 'aria-label': t('notifications.dismiss') } }}
      sx={{ boxShadow: 3 }}
    >
      {notice.message}
    </Alert>
  );
}
